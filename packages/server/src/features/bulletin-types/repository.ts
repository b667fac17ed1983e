import type { ConsistencyRule, RuleDataType } from '@bora/shared/bulletin-rules';
import type { ListQuery } from '@bora/shared/pagination';
import { and, asc, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import { ruleColumns, rulesOfTypes } from '../../core/bulletin-type-rules.ts';
import type { Db } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import {
  bulletinTypeDataTypes,
  bulletinTypeRules,
  bulletinTypes,
  bulletinTypeVenues,
} from '../../db/schema/bulletin-types.ts';
import { dataTypes, iconSets, icons, venues } from '../../db/schema/reference.ts';
import {
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';

export type BulletinTypeRow = typeof bulletinTypes.$inferSelect;
export type BulletinTypeFilters = { authority?: number | 'national'; active?: boolean; iconSet?: number };
export type Composition = {
  dataTypes: {
    dataTypeId: number;
    required: boolean;
    code: string;
    name: string;
    translations: (typeof dataTypes.$inferSelect)['translations'];
  }[];
  venueIds: number[];
  rules: ConsistencyRule[];
};
/** A bulletin type with its owner and its ordered composition. */
export type BulletinTypeView = BulletinTypeRow &
  Composition & { authorityCode: string | null; authorityName: string | null };

const sortable = {
  code: bulletinTypes.code,
  name: bulletinTypes.name,
  horizon_days: bulletinTypes.horizonDays,
  updated_at: bulletinTypes.updatedAt,
};

const withOwner = {
  ...getTableColumns(bulletinTypes),
  authorityCode: authorities.code,
  authorityName: authorities.name,
};

/** The ordered data types, venues and rules of each bulletin type, in three queries for the whole page. */
async function compositions(db: Db, ids: number[]): Promise<Map<number, Composition>> {
  const map = new Map<number, Composition>(ids.map((id) => [id, { dataTypes: [], venueIds: [], rules: [] }]));
  if (!ids.length) return map;
  const dataTypeRows = await db
    .select({
      bulletinTypeId: bulletinTypeDataTypes.bulletinTypeId,
      dataTypeId: bulletinTypeDataTypes.dataTypeId,
      required: bulletinTypeDataTypes.required,
      code: dataTypes.code,
      name: dataTypes.name,
      translations: dataTypes.translations,
    })
    .from(bulletinTypeDataTypes)
    .innerJoin(dataTypes, eq(dataTypes.id, bulletinTypeDataTypes.dataTypeId))
    .where(inArray(bulletinTypeDataTypes.bulletinTypeId, ids))
    .orderBy(asc(bulletinTypeDataTypes.position));
  for (const { bulletinTypeId, ...entry } of dataTypeRows) map.get(bulletinTypeId)?.dataTypes.push(entry);
  const venueRows = await db
    .select({ bulletinTypeId: bulletinTypeVenues.bulletinTypeId, venueId: bulletinTypeVenues.venueId })
    .from(bulletinTypeVenues)
    .where(inArray(bulletinTypeVenues.bulletinTypeId, ids))
    .orderBy(asc(bulletinTypeVenues.position));
  for (const row of venueRows) map.get(row.bulletinTypeId)?.venueIds.push(row.venueId);
  for (const [id, rules] of await rulesOfTypes(db, ids)) {
    const composition = map.get(id);
    if (composition) composition.rules = rules;
  }
  return map;
}

async function withCompositions(
  db: Db,
  rows: (BulletinTypeRow & { authorityCode: string | null; authorityName: string | null })[],
): Promise<BulletinTypeView[]> {
  const map = await compositions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, ...(map.get(row.id) ?? { dataTypes: [], venueIds: [], rules: [] }) }));
}

export async function listBulletinTypes(db: Db, query: ListQuery, filters: BulletinTypeFilters) {
  const conditions: (SQL | undefined)[] = [
    searchCondition(query.search, [bulletinTypes.code, bulletinTypes.name]),
    filters.authority === 'national'
      ? isNull(bulletinTypes.authorityId)
      : filters.authority !== undefined
        ? eq(bulletinTypes.authorityId, filters.authority)
        : undefined,
    filters.active !== undefined ? eq(bulletinTypes.active, filters.active) : undefined,
    filters.iconSet !== undefined ? eq(bulletinTypes.iconSetId, filters.iconSet) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ ...withOwner, total: totalCount })
    .from(bulletinTypes)
    .leftJoin(authorities, eq(authorities.id, bulletinTypes.authorityId))
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'name', bulletinTypes.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const page = await counted(rows, query, () => countWhere(db, bulletinTypes, where));
  return { count: page.count, rows: await withCompositions(db, page.rows) };
}

export async function findBulletinTypeView(db: Db, id: number): Promise<BulletinTypeView | undefined> {
  const rows = await db
    .select(withOwner)
    .from(bulletinTypes)
    .leftJoin(authorities, eq(authorities.id, bulletinTypes.authorityId))
    .where(eq(bulletinTypes.id, id))
    .limit(1);
  return (await withCompositions(db, rows))[0];
}

export async function updateBulletinType(
  db: Db,
  id: number,
  values: Partial<typeof bulletinTypes.$inferInsert>,
): Promise<void> {
  await db
    .update(bulletinTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bulletinTypes.id, id));
}

/** Replaces the ordered data types and venues of a bulletin type. */
export async function replaceComposition(
  db: Db,
  id: number,
  items: {
    dataTypes: { dataTypeId: number; required: boolean }[];
    venueIds: number[];
    rules: ConsistencyRule[];
  },
): Promise<void> {
  await db.delete(bulletinTypeRules).where(eq(bulletinTypeRules.bulletinTypeId, id));
  await db.delete(bulletinTypeDataTypes).where(eq(bulletinTypeDataTypes.bulletinTypeId, id));
  await db.delete(bulletinTypeVenues).where(eq(bulletinTypeVenues.bulletinTypeId, id));
  if (items.dataTypes.length) {
    await db.insert(bulletinTypeDataTypes).values(
      items.dataTypes.map((d, position) => ({
        bulletinTypeId: id,
        dataTypeId: d.dataTypeId,
        required: d.required,
        position,
      })),
    );
  }
  if (items.venueIds.length) {
    await db
      .insert(bulletinTypeVenues)
      .values(items.venueIds.map((venueId, position) => ({ bulletinTypeId: id, venueId, position })));
  }
  if (items.rules.length) {
    await db
      .insert(bulletinTypeRules)
      .values(items.rules.map((rule, position) => ruleColumns(rule, id, position)));
  }
}

/** The given venues that exist: id → whether active, and the kind and id of their authority. */
export async function venueStates(
  db: Db,
  ids: number[],
): Promise<Map<number, { active: boolean; authorityId: number; national: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: venues.id,
      active: venues.active,
      authorityId: venues.authorityId,
      authorityKind: authorities.kind,
    })
    .from(venues)
    .innerJoin(authorities, eq(authorities.id, venues.authorityId))
    .where(inArray(venues.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { active: r.active, authorityId: r.authorityId, national: r.authorityKind === 'national' },
    ]),
  );
}

/** id → active of the given data types that exist. */
export async function dataTypeStates(db: Db, ids: number[]): Promise<Map<number, boolean>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: dataTypes.id, active: dataTypes.active })
    .from(dataTypes)
    .where(inArray(dataTypes.id, ids));
  return new Map(rows.map((r) => [r.id, r.active]));
}

export async function findIconSetOwner(db: Db, id: number) {
  const [row] = await db
    .select({ id: iconSets.id, authorityId: iconSets.authorityId, isReference: iconSets.isReference })
    .from(iconSets)
    .where(eq(iconSets.id, id))
    .limit(1);
  return row;
}

/** The value kind and options of each of the given data types that exists, as the rules judge them. */
export async function ruleDataTypesOf(db: Db, ids: number[]): Promise<Map<number, RuleDataType>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: dataTypes.id, value_kind: dataTypes.valueKind, options: dataTypes.options })
    .from(dataTypes)
    .where(inArray(dataTypes.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...dataType }) => [id, dataType]));
}

/** The codes of the icons of a set. */
export async function iconCodesOf(db: Db, iconSetId: number): Promise<string[]> {
  const rows = await db.select({ code: icons.code }).from(icons).where(eq(icons.iconSetId, iconSetId));
  return rows.map((r) => r.code);
}
