import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ResolvedFilters } from '../../core/reference-codes.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinValues } from '../../db/schema/bulletins.ts';
import { observations } from '../../db/schema/observations.ts';
import { dataTypes, venues } from '../../db/schema/reference.ts';

export type Period = Required<Pick<ResolvedFilters, 'bulletinType'>> & Omit<ResolvedFilters, 'bulletinType'>;

/** The authority of kind national, whose people write a national type's bulletins. */
export async function nationalAuthorityId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: authorities.id })
    .from(authorities)
    .where(eq(authorities.kind, 'national'))
    .orderBy(asc(authorities.id))
    .limit(1);
  return row?.id;
}

/** The forecasts of record: the type's bulletins in force (published, neither superseded nor withdrawn) in the period. */
export function inForce(f: Period): SQL {
  return sql`b.bulletin_type_id = ${f.bulletinType.id} and b.status = 'published'
    ${f.dateAfter === undefined ? sql`` : sql`and b.issue_date >= ${f.dateAfter}`}
    ${f.dateBefore === undefined ? sql`` : sql`and b.issue_date <= ${f.dateBefore}`}`;
}

export function valueFilter(f: Period): SQL {
  return sql`${f.venueId === undefined ? sql`` : sql`and v.venue_id = ${f.venueId}`}
    ${f.dataTypeId === undefined ? sql`` : sql`and v.data_type_id = ${f.dataTypeId}`}`;
}

/**
 * One row per group of pairs: (data type, lead day), (data type, venue), (data type, week of issue,
 * starting on Monday) and (data type) alone, and
 * for the category, icon and direction kinds also per (forecast, observed) class within each. A
 * pair is a published value and the observation of its venue, slot and data type on the date it
 * forecast (issue date + lead day). Numbers are cast from jsonb to numeric only where both sides are
 * numbers of a numeric data type (jsonb to float8 goes through text: a third slower), their
 * difference then summed as float8.
 */
export type ScoreRow = {
  data_type_id: number;
  lead_day: number | null;
  venue_id: number | null;
  week: string | null;
  forecast: string | null;
  observed: string | null;
  count: number;
  bias: number | null;
  mae: number | null;
  rmse: number | null;
  within: number | null;
};

/**
 * The scores' groups paired afresh from the values, in one query: what a venue's scores are read
 * from (a few thousand pairs a year), and what the kept sums must always agree with.
 */
export async function pairedScoreRows(db: Db, f: Period): Promise<ScoreRow[]> {
  return db.transaction(async (tx) => {
    await scoringSettings(tx);
    return scoreQuery(tx, f);
  });
}

/**
 * The settings of a transaction that pairs or adds up many rows: a year's join is millions of rows,
 * PostgreSQL's JIT spent seconds compiling it (bench/README.md), and its sorts and hashes spilled
 * to disk at the default work_mem.
 */
export async function scoringSettings(tx: Db): Promise<void> {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** The dates a bulletin forecast: its issue date and the `days` after it. */
export type ObservedDays = { from: string; days: number };

/**
 * The CTEs `counted` and `pairs` over the bulletins and values `where` picks: the pairs counted by
 * their two stored values (a plain GROUP BY, which PostgreSQL can run in parallel and hash, with no
 * cast per pair), then each distinct pair of values cast once, with its error for the numeric kinds
 * and its two classes for the others.
 */
export function pairCtes(where: SQL, observed?: ObservedDays): SQL {
  // The observations of the days one bulletin forecast, as a range of the date index: without it,
  // the planner hashes every observation of the data types.
  const observedRange =
    observed === undefined
      ? sql``
      : sql`and o.observed_date between ${observed.from}::date and ${observed.from}::date + ${observed.days}::int`;
  return sql`counted as (
          select v.data_type_id, v.day::int as lead_day, v.venue_id,
                 date_trunc('week', b.issue_date)::date as week, v.value as fv, o.value as ov,
                 count(*) as n
          from bulletins b
          join bulletin_values v on v.bulletin_id = b.id
          join data_types d on d.id = v.data_type_id and d.value_kind <> 'text'
          join observations o on o.venue_id = v.venue_id and o.observed_date = b.issue_date + v.day::int
               and o.slot = v.slot and o.data_type_id = v.data_type_id ${observedRange}
          where ${where}
          group by v.data_type_id, v.day, v.venue_id, week, v.value, o.value
        ),
        pairs as (
          select c.data_type_id, c.lead_day, c.venue_id, c.week, c.n, d.tolerance,
                 case when d.value_kind in ('number', 'integer') and jsonb_typeof(c.fv) = 'number'
                       and jsonb_typeof(c.ov) = 'number'
                      then (c.fv::numeric - c.ov::numeric)::float8 end as e,
                 case when d.value_kind in ('category', 'icon', 'direction') then c.fv #>> '{}' end as forecast,
                 case when d.value_kind in ('category', 'icon', 'direction') then c.ov #>> '{}' end as observed
          from counted c
          join data_types d on d.id = c.data_type_id
        )`;
}

/**
 * A group's sums over `pairs`: pairs, numbered pairs (both sides numbers), Σe, Σ|e|, Σe², numbered
 * pairs with a tolerance and those within it. Means are taken from sums, so groups roll up exactly.
 */
export const PAIR_SUMS = sql`sum(n) as n, coalesce(sum(n) filter (where e is not null), 0) as n_e,
                 coalesce(sum(n * e), 0) as sum_e, coalesce(sum(n * abs(e)), 0) as sum_abs,
                 coalesce(sum(n * e * e), 0) as sum_sq,
                 coalesce(sum(n) filter (where e is not null and tolerance is not null), 0) as n_judged,
                 coalesce(sum(n) filter (where abs(e) <= tolerance + 1e-9), 0) as n_within`;

/** The figures of a group of sums (`n`, `n_e`, `sum_e` … as PAIR_SUMS names them). */
export const SCORE_FIGURES = sql`sum(n)::int as count,
               sum(sum_e) / nullif(sum(n_e), 0) as bias,
               sum(sum_abs) / nullif(sum(n_e), 0) as mae,
               sqrt(sum(sum_sq) / nullif(sum(n_e), 0)) as rmse,
               sum(n_within)::float8 / nullif(sum(n_judged), 0)::float8 as within`;

/** Pairs summed at the finest grain, then rolled up by lead day, by venue, by week and overall. */
function scoreQuery(db: Db, f: Period): Promise<ScoreRow[]> {
  return queryRows<ScoreRow>(
    db,
    sql`with ${pairCtes(sql`${inForce(f)} ${valueFilter(f)}`)},
        fine as (
          select data_type_id, lead_day, venue_id, week, forecast, observed, ${PAIR_SUMS}
          from pairs
          group by data_type_id, lead_day, venue_id, week, forecast, observed
        )
        select data_type_id,
               case when grouping(lead_day) = 0 then lead_day end as lead_day,
               case when grouping(venue_id) = 0 then venue_id end as venue_id,
               case when grouping(week) = 0 then week::text end as week,
               forecast, observed, ${SCORE_FIGURES}
        from fine
        group by grouping sets ((data_type_id, lead_day, forecast, observed),
                                (data_type_id, venue_id, forecast, observed),
                                (data_type_id, week, forecast, observed),
                                (data_type_id, forecast, observed))`,
  );
}

export type IssuedBulletin = { id: number; issueDate: string; version: number };

/** The bulletins in force of the period, oldest issue first: what the exports walk, one at a time. */
export async function bulletinsInForce(db: Db, f: Period): Promise<IssuedBulletin[]> {
  return queryRows<IssuedBulletin>(
    db,
    sql`select b.id, b.issue_date::text as "issueDate", b.version from bulletins b
        where ${inForce(f)} order by b.issue_date, b.id`,
  );
}

/** Where a page of a bulletin's values ends: its last row's primary key after the bulletin. */
export type ValueKey = { venueId: number; day: number; slot: string; dataTypeId: number };

export type ValueLine = {
  venue_id: number;
  day: number;
  slot: string;
  data_type_id: number;
  value: number | string;
  observed: number | string | null;
};

/**
 * Up to `limit` values of one bulletin after `after`, in primary key order, each with the
 * observation of its date, slot and data type (null where none): the page is cut first and only
 * its rows are paired, so a page costs the same however much of the bulletin follows it.
 */
export async function valuePage(
  db: Db,
  bulletin: IssuedBulletin,
  f: Period,
  after: ValueKey | null,
  limit: number,
): Promise<ValueLine[]> {
  const resume =
    after === null
      ? sql``
      : sql`and (v.venue_id, v.day, v.slot, v.data_type_id) > (${after.venueId}, ${after.day}, ${after.slot}, ${after.dataTypeId})`;
  return queryRows<ValueLine>(
    db,
    sql`select v.venue_id, v.day, v.slot, v.data_type_id, v.value, o.value as observed
        from (
          select v.venue_id, v.day, v.slot, v.data_type_id, v.value from ${bulletinValues} v
          where v.bulletin_id = ${bulletin.id} ${resume} ${valueFilter(f)}
          order by v.venue_id, v.day, v.slot, v.data_type_id
          limit ${limit}
        ) v
        left join ${observations} o on o.venue_id = v.venue_id
             and o.observed_date = ${bulletin.issueDate}::date + v.day::int
             and o.slot = v.slot and o.data_type_id = v.data_type_id
        order by v.venue_id, v.day, v.slot, v.data_type_id`,
  );
}

/** Every venue's code and every data type, by id: reference data, a few hundred rows. */
export async function referenceById(db: Db) {
  const venueRows = await db.select({ id: venues.id, code: venues.code }).from(venues);
  const typeRows = await db.select().from(dataTypes);
  return {
    venues: new Map(venueRows.map((v) => [v.id, v.code])),
    dataTypes: new Map(typeRows.map((d) => [d.id, d])),
  };
}
export type ReferenceById = Awaited<ReturnType<typeof referenceById>>;
