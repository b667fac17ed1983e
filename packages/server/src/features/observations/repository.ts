import type { Observation } from '@bora/shared/observation';
import type { ListQuery } from '@bora/shared/pagination';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema/accounts.ts';
import { bulletinTypeDataTypes, bulletinTypes, bulletinTypeVenues } from '../../db/schema/bulletin-types.ts';
import { observations } from '../../db/schema/observations.ts';
import { dataTypes, venues } from '../../db/schema/reference.ts';
import { counted, countWhere, offsetOf, totalCount } from '../../lib/listing.ts';
import { sha256 } from '../../lib/tokens.ts';

export type VenueRef = { id: number; code: string; authorityId: number };

export async function venuesByCode(db: Db, codes: string[]): Promise<VenueRef[]> {
  if (!codes.length) return [];
  return db
    .select({ id: venues.id, code: venues.code, authorityId: venues.authorityId })
    .from(venues)
    .where(inArray(venues.code, codes));
}

export type DataTypeRef = typeof dataTypes.$inferSelect;

export async function dataTypesByCode(db: Db, codes: string[]): Promise<DataTypeRef[]> {
  if (!codes.length) return [];
  return db.select().from(dataTypes).where(inArray(dataTypes.code, codes));
}

/** The slot codes of the bulletin types that use each venue, by venue id. */
export async function slotsByVenue(db: Db, venueIds: number[]): Promise<Map<number, Set<string>>> {
  const found = new Map<number, Set<string>>();
  if (!venueIds.length) return found;
  const rows = await queryRows<{ venue_id: number; slot: string }>(
    db,
    sql`select distinct v.venue_id, s.value->>'code' as slot
        from ${bulletinTypeVenues} v
        join ${bulletinTypes} t on t.id = v.bulletin_type_id
        cross join lateral jsonb_array_elements(t.slots) s
        where v.venue_id in ${venueIds}`,
  );
  for (const row of rows) {
    const slots = found.get(row.venue_id) ?? new Set<string>();
    slots.add(row.slot);
    found.set(row.venue_id, slots);
  }
  return found;
}

/** The name of the API key a request came with, read by the key's hash. */
export async function apiKeyName(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ name: apiTokens.name })
    .from(apiTokens)
    .where(eq(apiTokens.keyHash, sha256(key)))
    .limit(1);
  return row?.name ?? null;
}

export type ObservationRecord = {
  venueId: number;
  date: string;
  slot: string;
  dataTypeId: number;
  value: number | string;
};

/**
 * Writes the records in one `insert … on conflict do update` (the rows travel as one JSON
 * parameter): an observation of the same venue, date, slot and data type
 * is replaced. Answers how many rows were new and how many replaced.
 */
export async function upsertObservations(
  db: Db,
  records: ObservationRecord[],
  provenance: { source: 'manual' | 'imported'; origin: string; userId: number | null },
): Promise<{ created: number; updated: number }> {
  const rows = JSON.stringify(
    records.map((r) => ({
      venue_id: r.venueId,
      observed_date: r.date,
      slot: r.slot,
      data_type_id: r.dataTypeId,
      value: r.value,
    })),
  );
  const [counts] = await queryRows<{ created: number; updated: number }>(
    db,
    sql`with written as (
          insert into ${observations}
            (venue_id, observed_date, slot, data_type_id, value, source, origin, updated_by_id)
          select r.venue_id, r.observed_date, r.slot, r.data_type_id, r.value,
                 ${provenance.source}, ${provenance.origin}, ${provenance.userId}::int
          from jsonb_to_recordset(${rows}::jsonb)
            as r(venue_id int, observed_date date, slot text, data_type_id int, value jsonb)
          on conflict (venue_id, observed_date, slot, data_type_id) do update set
            value = excluded.value, source = excluded.source, origin = excluded.origin,
            updated_by_id = excluded.updated_by_id, updated_at = now()
          returning (xmax = 0) as created
        )
        select (count(*) filter (where created))::int as created,
               (count(*) filter (where not created))::int as updated
        from written`,
  );
  return { created: counts?.created ?? 0, updated: counts?.updated ?? 0 };
}

export type ObservationFilters = {
  bulletinTypeId?: number;
  venueId?: number;
  dataTypeId?: number;
  dateAfter?: string;
  dateBefore?: string;
};

function filterOf(f: ObservationFilters): SQL | undefined {
  const type = f.bulletinTypeId;
  return and(
    type === undefined
      ? undefined
      : sql`${observations.venueId} in (select ${bulletinTypeVenues.venueId} from ${bulletinTypeVenues}
            where ${bulletinTypeVenues.bulletinTypeId} = ${type})`,
    type === undefined
      ? undefined
      : sql`${observations.dataTypeId} in (select ${bulletinTypeDataTypes.dataTypeId} from ${bulletinTypeDataTypes}
            where ${bulletinTypeDataTypes.bulletinTypeId} = ${type})`,
    f.venueId === undefined ? undefined : eq(observations.venueId, f.venueId),
    f.dataTypeId === undefined ? undefined : eq(observations.dataTypeId, f.dataTypeId),
    f.dateAfter === undefined ? undefined : gte(observations.observedDate, f.dateAfter),
    f.dateBefore === undefined ? undefined : lte(observations.observedDate, f.dateBefore),
  );
}

/** A page of observations, newest date first, then venue, slot and data type. */
export async function listObservations(
  db: Db,
  query: ListQuery,
  filters: ObservationFilters,
): Promise<{ count: number; rows: Observation[] }> {
  const where = filterOf(filters);
  const rows = await db
    .select({
      id: observations.id,
      venue: venues.code,
      date: observations.observedDate,
      slot: observations.slot,
      data_type: dataTypes.code,
      value: observations.value,
      source: observations.source,
      origin: observations.origin,
      updated_by: users.username,
      updatedAt: observations.updatedAt,
      total: totalCount,
    })
    .from(observations)
    .innerJoin(venues, eq(venues.id, observations.venueId))
    .innerJoin(dataTypes, eq(dataTypes.id, observations.dataTypeId))
    .leftJoin(users, eq(users.id, observations.updatedById))
    .where(where)
    .orderBy(desc(observations.observedDate), asc(venues.code), asc(observations.slot), asc(dataTypes.code))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const page = await counted(rows, query, () => countWhere(db, observations, where));
  return {
    count: page.count,
    rows: page.rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() })),
  };
}
