import type { Membership } from '@bora/shared/authority';
import type { ListQuery } from '@bora/shared/pagination';
import { and, asc, eq, exists, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { authorities, memberships } from '../../db/schema/authorities.ts';
import {
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export async function hasMembership(db: Db, userId: number, authorityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.authorityId, authorityId)))
    .limit(1);
  return rows.length > 0;
}

export type UserFilters = { is_staff?: boolean; is_active?: boolean; authority?: number };

const sortable = {
  username: sql`lower(${users.username})`,
  name: users.name,
  last_login: users.lastLogin,
  date_joined: users.createdAt,
};

export async function listUsers(db: Db, query: ListQuery, filters: UserFilters) {
  const where: SQL | undefined = and(
    searchCondition(query.search, [users.username, users.name, users.email]),
    filters.is_staff !== undefined ? eq(users.isStaff, filters.is_staff) : undefined,
    filters.is_active !== undefined ? eq(users.isActive, filters.is_active) : undefined,
    filters.authority !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .where(and(eq(memberships.userId, users.id), eq(memberships.authorityId, filters.authority))),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...getTableColumns(users), total: totalCount })
    .from(users)
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'username', users.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, () => countWhere(db, users, where));
}

/** The memberships of several users at once, by user id. */
export async function membershipsOfUsers(db: Db, userIds: number[]): Promise<Map<number, Membership[]>> {
  const result = new Map<number, Membership[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return result;
  const rows = await db
    .select({
      userId: memberships.userId,
      id: authorities.id,
      code: authorities.code,
      name: authorities.name,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(authorities, eq(authorities.id, memberships.authorityId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(authorities.name));
  for (const { userId, ...membership } of rows) result.get(userId)?.push(membership);
  return result;
}

/** Replaces all of a user's memberships. */
export async function replaceMemberships(
  db: Db,
  userId: number,
  list: { authorityId: number; role: Membership['role'] }[],
): Promise<void> {
  await db.delete(memberships).where(eq(memberships.userId, userId));
  if (list.length) await db.insert(memberships).values(list.map((m) => ({ userId, ...m })));
}

export async function existingAuthorityIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: authorities.id }).from(authorities).where(inArray(authorities.id, ids));
  return new Set(rows.map((r) => r.id));
}
