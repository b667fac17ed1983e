import type { ListQuery } from '@bora/shared/pagination';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AuthorityRow } from '../../core/authorities.ts';
import { bulletinsUsing } from '../../core/bulletin-usage.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { authorities, memberships } from '../../db/schema/authorities.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { iconSets, venues } from '../../db/schema/reference.ts';
import {
  countAll,
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';
export type AuthorityFilters = { kind?: AuthorityRow['kind'] };

const sortable = {
  code: authorities.code,
  name: authorities.name,
  short_name: authorities.shortName,
  kind: authorities.kind,
  updated_at: authorities.updatedAt,
};

export async function listAuthorities(db: Db, query: ListQuery, filters: AuthorityFilters) {
  const conditions: (SQL | undefined)[] = [
    searchCondition(query.search, [authorities.code, authorities.name, authorities.shortName]),
    filters.kind ? eq(authorities.kind, filters.kind) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(authorities), total: totalCount })
    .from(authorities)
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'name', authorities.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, () => countWhere(db, authorities, where));
}

/** How many objects of each kind still belong to the authority. */
export async function authorityDependents(db: Db, id: number) {
  const count = async (table: typeof venues | typeof iconSets | typeof bulletinTypes) => {
    const [row] = await db.select({ n: countAll }).from(table).where(eq(table.authorityId, id));
    return row?.n ?? 0;
  };
  return {
    venues: await count(venues),
    iconSets: await count(iconSets),
    bulletinTypes: await count(bulletinTypes),
    bulletins: await bulletinsUsing(db, { authority: id }),
  };
}

export async function listMembers(db: Db, authorityId: number) {
  return db
    .select({ user_id: users.id, username: users.username, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.authorityId, authorityId))
    .orderBy(asc(sql`lower(${users.username})`));
}

export async function findMember(db: Db, authorityId: number, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.authorityId, authorityId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteMember(db: Db, authorityId: number, userId: number): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.authorityId, authorityId), eq(memberships.userId, userId)));
}
