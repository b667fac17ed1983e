import type { ListQuery } from '@bora/shared/pagination';
import { and, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iconSets, icons } from '../../db/schema/reference.ts';
import {
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';
import { svgHashOf } from './picture-key.ts';

export type IconRow = typeof icons.$inferSelect;
/** An icon without its picture, as lists carry it. */
export type IconMeta = Omit<IconRow, 'svg'>;
export type IconFilters = {
  iconSet?: number;
  category?: IconRow['category'];
  variant?: IconRow['variant'];
  referenceIcon?: number;
  unmapped?: boolean;
};

const sortable = { code: icons.code, name: icons.name, category: icons.category, wmo_code: icons.wmoCode };
/** Every column of an icon but its picture. */
export const { svg: _svg, ...metaColumns } = getTableColumns(icons);

export async function listIcons(db: Db, query: ListQuery, filters: IconFilters) {
  const nonReferenceSets = db
    .select({ id: iconSets.id })
    .from(iconSets)
    .where(eq(iconSets.isReference, false));
  const conditions: (SQL | undefined)[] = [
    searchCondition(query.search, [icons.code, icons.name]),
    filters.iconSet !== undefined ? eq(icons.iconSetId, filters.iconSet) : undefined,
    filters.category ? eq(icons.category, filters.category) : undefined,
    filters.variant ? eq(icons.variant, filters.variant) : undefined,
    filters.referenceIcon !== undefined ? eq(icons.referenceIconId, filters.referenceIcon) : undefined,
    filters.unmapped
      ? and(isNull(icons.referenceIconId), inArray(icons.iconSetId, nonReferenceSets))
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ ...metaColumns, total: totalCount })
    .from(icons)
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'code', icons.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, () => countWhere(db, icons, where));
}

export async function findIcon(db: Db, id: number): Promise<IconRow | undefined> {
  const [row] = await db.select().from(icons).where(eq(icons.id, id)).limit(1);
  return row;
}

export async function findIconByCode(db: Db, iconSetId: number, code: string): Promise<IconMeta | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(icons)
    .where(and(eq(icons.iconSetId, iconSetId), eq(icons.code, code)))
    .limit(1);
  return row;
}

export async function codesOfSet(db: Db, iconSetId: number): Promise<Set<string>> {
  const rows = await db.select({ code: icons.code }).from(icons).where(eq(icons.iconSetId, iconSetId));
  return new Set(rows.map((r) => r.code));
}

/** The columns to write, with the picture's hash beside a new picture. */
function withSvgHash<T extends { svg?: string }>(values: T): T & { svgHash?: string } {
  return values.svg === undefined ? values : { ...values, svgHash: svgHashOf(values.svg) };
}

export async function insertIcon(db: Db, values: typeof icons.$inferInsert): Promise<IconRow> {
  const [row] = await db.insert(icons).values(withSvgHash(values)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Now, or a millisecond after `column` when the clock has not moved on since. */
function later(column: typeof icons.updatedAt): SQL<Date> {
  return sql`greatest(now(), ${column} + interval '1 millisecond')`;
}

export async function updateIcon(
  db: Db,
  id: number,
  values: Partial<typeof icons.$inferInsert>,
): Promise<IconRow> {
  // The picture's address carries this time as its version: it moves on by at least a
  // millisecond on every save, so two saves in one millisecond never share an address.
  const [row] = await db
    .update(icons)
    .set({ ...withSvgHash(values), updatedAt: later(icons.updatedAt) })
    .where(eq(icons.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteIcons(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(icons).where(inArray(icons.id, ids));
}

/** The set's icons, without their pictures. */
export async function iconsOfSet(db: Db, iconSetId: number): Promise<IconMeta[]> {
  return db.select(metaColumns).from(icons).where(eq(icons.iconSetId, iconSetId));
}

/** Icons that stand for one of the given (reference) icons. */
export async function iconsMappedTo(db: Db, iconIds: number[]): Promise<IconMeta[]> {
  if (!iconIds.length) return [];
  return db.select(metaColumns).from(icons).where(inArray(icons.referenceIconId, iconIds));
}

export async function unmapIcons(db: Db, ids: number[]): Promise<void> {
  if (ids.length) {
    await db
      .update(icons)
      .set({ referenceIconId: null, updatedAt: later(icons.updatedAt) })
      .where(inArray(icons.id, ids));
  }
}
