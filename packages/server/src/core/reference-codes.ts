import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { dataTypes, venues } from '../db/schema/reference.ts';
import { ValidationFailed } from '../lib/errors.ts';

/** The filters observations, scores and exports share, by code as a client writes them. */
export type CodeFilters = {
  bulletin_type?: string;
  venue?: string;
  data_type?: string;
  date_after?: string;
  date_before?: string;
};

export type ResolvedFilters = {
  bulletinType?: typeof bulletinTypes.$inferSelect;
  venueId?: number;
  dataTypeId?: number;
  dateAfter?: string;
  dateBefore?: string;
};

async function idOf(
  db: Db,
  table: typeof venues | typeof dataTypes,
  code: string,
): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code)).limit(1);
  return row?.id;
}

/**
 * Reads the codes of a filter query into the rows they name; an unknown code is a 400 on its
 * parameter, as is a period that ends before it starts.
 */
export async function resolveFilters(db: Db, query: CodeFilters): Promise<ResolvedFilters> {
  const errors: Record<string, string[]> = {};
  const resolved: ResolvedFilters = { dateAfter: query.date_after, dateBefore: query.date_before };
  if (query.bulletin_type !== undefined) {
    const [type] = await db
      .select()
      .from(bulletinTypes)
      .where(eq(bulletinTypes.code, query.bulletin_type))
      .limit(1);
    if (type) resolved.bulletinType = type;
    else errors.bulletin_type = [`No bulletin type with code “${query.bulletin_type}”.`];
  }
  if (query.venue !== undefined) {
    resolved.venueId = await idOf(db, venues, query.venue);
    if (resolved.venueId === undefined) errors.venue = [`No venue with code “${query.venue}”.`];
  }
  if (query.data_type !== undefined) {
    resolved.dataTypeId = await idOf(db, dataTypes, query.data_type);
    if (resolved.dataTypeId === undefined)
      errors.data_type = [`No data type with code “${query.data_type}”.`];
  }
  if (query.date_after && query.date_before && query.date_after > query.date_before) {
    errors.date_before = ['The end of the period must not be before its start.'];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors, 'The filters are not valid.');
  return resolved;
}
