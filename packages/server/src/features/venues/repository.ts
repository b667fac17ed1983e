import type { ListQuery } from '@bora/shared/pagination';
import type { VenueKind } from '@bora/shared/venue';
import { and, asc, eq, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { embeddedEngine, executePrepared } from '../../db/prepared.ts';
import { updateRow } from '../../db/reference-rows.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinTypes, bulletinTypeVenues } from '../../db/schema/bulletin-types.ts';
import { venues } from '../../db/schema/reference.ts';
import { countWhere, offsetOf, orderingTerms, searchCondition } from '../../lib/listing.ts';

export type VenueRow = typeof venues.$inferSelect;
export type VenueWithAuthority = VenueRow & { authority: { id: number; code: string; name: string } };
export type VenueFilters = { authority?: number; kind?: VenueKind; active?: boolean; region?: string };

const sortable = {
  code: venues.code,
  name: venues.name,
  kind: venues.kind,
  region: venues.region,
  elevation: venues.elevation,
  updated_at: venues.updatedAt,
};

const selection = {
  venue: venues,
  authority: { id: authorities.id, code: authorities.code, name: authorities.name },
};

function joined(rows: { venue: VenueRow; authority: VenueWithAuthority['authority'] }[]) {
  return rows.map((r) => ({ ...r.venue, authority: r.authority }));
}

function whereOf(query: Pick<ListQuery, 'search'>, filters: VenueFilters): SQL | undefined {
  return and(
    searchCondition(query.search, [venues.code, venues.name, venues.region, venues.province]),
    filters.authority !== undefined ? eq(venues.authorityId, filters.authority) : undefined,
    filters.kind ? eq(venues.kind, filters.kind) : undefined,
    filters.active !== undefined ? eq(venues.active, filters.active) : undefined,
    filters.region ? eq(venues.region, filters.region) : undefined,
  );
}

/**
 * A venue of a list page as the database sends it: one JSON array of its columns, in this order,
 * its times in UTC without their zone (what `pageQuery` builds; `toListedVenue` answers it). The
 * drivers read one value for the whole page instead of seventeen per venue (on the embedded
 * database, its protocol reader cost more than the query), and drizzle has nothing to nest.
 */
export type VenueTuple = [
  id: number,
  code: string,
  name: string,
  kind: VenueKind,
  latitude: number,
  longitude: number,
  elevation: number | null,
  region: string,
  province: string,
  timezone: string,
  authorityId: number,
  active: boolean,
  notes: string,
  createdAtUtc: string,
  updatedAtUtc: string,
  authorityCode: string,
  authorityName: string,
];

/**
 * A page of venues in one query: the page's rows with the total (`count(*) over ()`), aggregated
 * into one JSON array of `VenueTuple`s. The page is named `venues` after the table it is read from,
 * so that the order's terms (`"venues"."name"`, …) order the aggregate as they ordered the page.
 */
function pageQuery(db: Db, where: SQL | undefined, order: SQL[], limit: SQLChunk, offset: SQLChunk) {
  const orderBy = sql.join(order, sql`, `);
  return db
    .select({
      tuples: sql<VenueTuple[] | null>`json_agg(json_build_array(id, code, name, kind, latitude,
        longitude, elevation, region, province, timezone, authority_id, active, notes,
        created_at at time zone 'UTC', updated_at at time zone 'UTC', authority_code, authority_name)
        order by ${orderBy})`,
      total: sql<number | null>`max(total)`,
    })
    .from(
      sql`(select ${venues.id}, ${venues.code}, ${venues.name}, ${venues.kind}, ${venues.latitude},
          ${venues.longitude}, ${venues.elevation}, ${venues.region}, ${venues.province},
          ${venues.timezone}, ${venues.authorityId}, ${venues.active}, ${venues.notes},
          ${venues.createdAt}, ${venues.updatedAt}, ${authorities.code} as authority_code,
          ${authorities.name} as authority_name, (count(*) over ())::int as total
        from ${venues} join ${authorities} on ${authorities.id} = ${venues.authorityId}
        ${where ? sql`where ${where}` : sql``}
        order by ${orderBy} limit ${limit} offset ${offset}) as ${venues}`,
    );
}

const DEFAULT_ORDER = orderingTerms(undefined, sortable, 'name', venues.id);

type Page = { tuples: VenueTuple[] | null; total: number | null };

/**
 * The first page a list screen asks for (no search, no filter, the default order), prepared once
 * per database session: the database plans it once instead of on every read.
 */
const preparedPages = new WeakMap<Db, (limit: number, offset: number) => Promise<Page | undefined>>();
function preparePage(db: Db) {
  const query = pageQuery(db, undefined, DEFAULT_ORDER, sql.placeholder('limit'), sql.placeholder('offset'));
  const engine = embeddedEngine(db);
  if (engine) {
    const text = query.toSQL().sql;
    return async (limit: number, offset: number) => {
      const [row] = await executePrepared(engine, 'venues_page', text, [limit, offset]);
      return row && { tuples: row[0] as Page['tuples'], total: row[1] as Page['total'] };
    };
  }
  const prepared = query.prepare('venues_page');
  return async (limit: number, offset: number) => (await prepared.execute({ limit, offset }))[0];
}

/** A page of venues (with their authority's code and name) and how many the filters select in all. */
export async function listVenues(db: Db, query: ListQuery, filters: VenueFilters) {
  const where = whereOf(query, filters);
  const limit = query.page_size;
  const offset = offsetOf(query);
  let prepared = preparedPages.get(db);
  if (!prepared) {
    prepared = preparePage(db);
    preparedPages.set(db, prepared);
  }
  let page: Page | undefined;
  if (!where && !query.ordering) page = await prepared(limit, offset);
  else {
    const order = orderingTerms(query.ordering, sortable, 'name', venues.id);
    [page] = await pageQuery(db, where, order, limit, offset);
  }
  // A page past the end has no row to carry the total: only then is it counted apart.
  const count = page?.total ?? (query.page > 1 ? await countWhere(db, venues, where) : 0);
  return { count, rows: page?.tuples ?? [] };
}

/** Every venue the filters select, in order, for the CSV export. */
export async function allVenues(
  db: Db,
  query: Pick<ListQuery, 'search' | 'ordering'>,
  filters: VenueFilters,
): Promise<VenueWithAuthority[]> {
  const rows = await db
    .select(selection)
    .from(venues)
    .innerJoin(authorities, eq(authorities.id, venues.authorityId))
    .where(whereOf(query, filters))
    .orderBy(...orderingTerms(query.ordering, sortable, 'code', venues.id));
  return joined(rows);
}

export async function findVenue(db: Db, id: number): Promise<VenueWithAuthority | undefined> {
  const rows = await db
    .select(selection)
    .from(venues)
    .innerJoin(authorities, eq(authorities.id, venues.authorityId))
    .where(eq(venues.id, id))
    .limit(1);
  return joined(rows)[0];
}

export async function findVenueByCode(db: Db, code: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.code, code)).limit(1);
  return row;
}

/** The venues with these codes (thousands of them: the codes go as one parameter). */
export async function findVenuesByCode(db: Db, codes: string[]): Promise<VenueRow[]> {
  if (!codes.length) return [];
  return db.select().from(venues).where(codeAmong(codes));
}

function codeAmong(codes: string[]): SQL {
  return sql`${venues.code} in (select json_array_elements_text(${JSON.stringify(codes)}::json))`;
}

/** Writes some columns of a venue and stamps it as changed now. */
export async function updateVenue(
  db: Db,
  id: number,
  values: Partial<typeof venues.$inferInsert>,
): Promise<VenueRow> {
  return updateRow(db, venues, id, values);
}

/** The columns an import writes: all but the id and the timestamps. */
const IMPORTED = [
  'code',
  'name',
  'kind',
  'latitude',
  'longitude',
  'elevation',
  'region',
  'province',
  'timezone',
  'authorityId',
  'active',
  'notes',
] as const;
type ImportedColumns = Pick<typeof venues.$inferInsert, (typeof IMPORTED)[number]>;

/** Inserts many venues in one statement; answers their ids by code. */
export async function insertVenues(db: Db, values: ImportedColumns[]): Promise<Map<string, number>> {
  if (!values.length) return new Map();
  const rows = jsonRows(venues, IMPORTED, values);
  const inserted = await queryRows<{ id: number; code: string }>(
    db,
    sql`insert into ${venues} (${rows.columns}) select ${rows.columns} from ${rows.from} returning id, code`,
  );
  return new Map(inserted.map((r) => [r.code, r.id]));
}

/**
 * Writes new values into many venues, matched by id, in one statement; only into those still as
 * they were read (`updatedAt`, the version the values were checked against). Answers the codes of
 * the venues written.
 */
export async function updateVenues(
  db: Db,
  values: (ImportedColumns & { id: number; updatedAt: Date })[],
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = jsonRows(venues, ['id', 'updatedAt', ...IMPORTED], values);
  const assignments = sql.join(
    IMPORTED.map((key) => venues[key].name).map(
      (name) => sql`${sql.identifier(name)} = x.${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  // Read versions carry milliseconds (JavaScript dates), stored ones may carry microseconds.
  const written = await queryRows<{ code: string }>(
    db,
    sql`update ${venues} set ${assignments}, updated_at = now() from ${rows.from}
        where ${venues.id} = x.id and date_trunc('milliseconds', ${venues.updatedAt}) = x.updated_at
        returning ${venues.code}`,
  );
  return new Set(written.map((r) => r.code));
}

/** The names of the bulletin types that list the venue. */
export async function bulletinTypesUsingVenue(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ name: bulletinTypes.name })
    .from(bulletinTypeVenues)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletinTypeVenues.bulletinTypeId))
    .where(eq(bulletinTypeVenues.venueId, id))
    .orderBy(asc(bulletinTypes.name));
  return rows.map((r) => r.name);
}
