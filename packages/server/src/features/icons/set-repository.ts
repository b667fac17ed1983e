import type { ListQuery } from '@bora/shared/pagination';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findRowByCode, insertRow } from '../../db/reference-rows.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { iconSets, icons } from '../../db/schema/reference.ts';
import {
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';

export type IconSetRow = typeof iconSets.$inferSelect;
/** A set with what its answer shows besides its own columns. */
export type IconSetView = IconSetRow & {
  authorityCode: string | null;
  authorityName: string | null;
  iconCount: number;
};
export type IconSetFilters = { authority?: number; isReference?: boolean };

const sortable = { name: iconSets.name, code: iconSets.code };

const view = {
  ...getTableColumns(iconSets),
  authorityCode: authorities.code,
  authorityName: authorities.name,
  iconCount: sql<number>`(select count(*)::int from ${icons} where ${icons.iconSetId} = ${iconSets.id})`,
};

function selectView(db: Db) {
  return db.select(view).from(iconSets).leftJoin(authorities, eq(authorities.id, iconSets.authorityId));
}

export async function listIconSets(db: Db, query: ListQuery, filters: IconSetFilters) {
  const where = and(
    searchCondition(query.search, [iconSets.code, iconSets.name]),
    filters.authority !== undefined ? eq(iconSets.authorityId, filters.authority) : undefined,
    filters.isReference !== undefined ? eq(iconSets.isReference, filters.isReference) : undefined,
  );
  const rows = await db
    .select({ ...view, total: totalCount })
    .from(iconSets)
    .leftJoin(authorities, eq(authorities.id, iconSets.authorityId))
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'name', iconSets.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, () => countWhere(db, iconSets, where));
}

export async function findIconSetView(db: Db, id: number): Promise<IconSetView | undefined> {
  const [row] = await selectView(db).where(eq(iconSets.id, id)).limit(1);
  return row;
}

export async function findIconSet(db: Db, id: number): Promise<IconSetRow | undefined> {
  const [row] = await db.select().from(iconSets).where(eq(iconSets.id, id)).limit(1);
  return row;
}

export async function findIconSetByCode(db: Db, code: string): Promise<IconSetRow | undefined> {
  return findRowByCode(db, iconSets, code);
}

/** The national reference set, when there is one. */
export async function findReferenceSet(db: Db): Promise<IconSetRow | undefined> {
  const [row] = await db.select().from(iconSets).where(eq(iconSets.isReference, true)).limit(1);
  return row;
}

export async function insertIconSet(db: Db, values: typeof iconSets.$inferInsert): Promise<IconSetRow> {
  return insertRow(db, iconSets, values);
}

/** Codes of the bulletin types that use the set, optionally only those owned by someone else. */
export async function bulletinTypesUsingSet(db: Db, id: number, notOwnedBy?: number | null) {
  const conditions: (SQL | undefined)[] = [eq(bulletinTypes.iconSetId, id)];
  if (notOwnedBy !== undefined) {
    conditions.push(
      notOwnedBy === null
        ? sql`${bulletinTypes.authorityId} is not null`
        : sql`(${bulletinTypes.authorityId} is null or ${ne(bulletinTypes.authorityId, notOwnedBy)})`,
    );
  }
  const rows = await db
    .select({ code: bulletinTypes.code })
    .from(bulletinTypes)
    .where(and(...conditions))
    .orderBy(bulletinTypes.code);
  return rows.map((r) => r.code);
}
