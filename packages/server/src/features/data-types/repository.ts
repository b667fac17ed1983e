import type { ValueKind } from '@bora/shared/data-type';
import type { ListQuery } from '@bora/shared/pagination';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypeDataTypes, bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import {
  counted,
  countWhere,
  offsetOf,
  orderingTerms,
  searchCondition,
  totalCount,
} from '../../lib/listing.ts';

export type DataTypeRow = typeof dataTypes.$inferSelect;
export type DataTypeFilters = { value_kind?: ValueKind; active?: boolean };

const sortable = {
  display_order: dataTypes.displayOrder,
  code: dataTypes.code,
  name: dataTypes.name,
  value_kind: dataTypes.valueKind,
  updated_at: dataTypes.updatedAt,
};

export async function listDataTypes(db: Db, query: ListQuery, filters: DataTypeFilters) {
  const where: SQL | undefined = and(
    searchCondition(query.search, [dataTypes.code, dataTypes.name]),
    filters.value_kind ? eq(dataTypes.valueKind, filters.value_kind) : undefined,
    filters.active !== undefined ? eq(dataTypes.active, filters.active) : undefined,
  );
  const rows = await db
    .select({ ...getTableColumns(dataTypes), total: totalCount })
    .from(dataTypes)
    .where(where)
    .orderBy(...orderingTerms(query.ordering, sortable, 'display_order,code', dataTypes.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, () => countWhere(db, dataTypes, where));
}

export async function findDataType(db: Db, id: number): Promise<DataTypeRow | undefined> {
  const [row] = await db.select().from(dataTypes).where(eq(dataTypes.id, id)).limit(1);
  return row;
}

/** The names of the bulletin types that use the data type. */
export async function bulletinTypesUsingDataType(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ name: bulletinTypes.name })
    .from(bulletinTypeDataTypes)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletinTypeDataTypes.bulletinTypeId))
    .where(eq(bulletinTypeDataTypes.dataTypeId, id))
    .orderBy(asc(bulletinTypes.name));
  return rows.map((r) => r.name);
}
