import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  verificationMonthSums,
  verificationStale,
  verificationStaleMonths,
  verificationSums,
  verificationVersions,
} from '../../db/schema/verification.ts';
import {
  inForce,
  PAIR_SUMS,
  type Period,
  pairCtes,
  SCORE_FIGURES,
  type ScoreRow,
  scoringSettings,
} from './repository.ts';
import { monthOf, nextMonth, wholeMonths } from './whole-months.ts';

/** The bulletins marked stale, of one type or of all, in id order. */
export async function staleBulletins(db: Db, typeId?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.bulletin_id as id from ${verificationStale} s
        ${typeId === undefined ? sql`` : sql`join bulletins b on b.id = s.bulletin_id and b.bulletin_type_id = ${typeId}`}
        order by s.bulletin_id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Sums one marked bulletin's pairs again, in one transaction: its mark is locked first (another
 * server summing it waits, then finds it gone; a write marking it again waits for the commit and
 * marks it anew), its sums replaced, its mark cleared. False when it was no longer marked.
 */
export async function sumAgain(db: Db, bulletinId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Its days: from its issue date to the end of its validity, a day over where a clock change
    // made one of them longer.
    const [marked] = await queryRows<{ issued: string; type: number; days: number }>(
      tx,
      sql`select b.issue_date::text as issued, b.bulletin_type_id as type,
                 ceil(extract(epoch from b.valid_to - b.valid_from) / 86400)::int as days
          from ${verificationStale} s
          join bulletins b on b.id = s.bulletin_id
          where s.bulletin_id = ${bulletinId} for update of s`,
    );
    if (!marked) return false;
    await scoringSettings(tx);
    await tx.delete(verificationSums).where(eq(verificationSums.bulletinId, bulletinId));
    await tx.execute(
      sql`with ${pairCtes(sql`b.id = ${bulletinId}`, { from: marked.issued, days: marked.days })},
          grains as (
            select data_type_id,
                   case when grouping(lead_day) = 0 then lead_day end as lead_day,
                   case when grouping(venue_id) = 0 then venue_id end as venue_id,
                   coalesce(forecast, '') as forecast, coalesce(observed, '') as observed, ${PAIR_SUMS}
            from pairs
            group by grouping sets ((data_type_id, lead_day, forecast, observed),
                                    (data_type_id, venue_id, forecast, observed))
          )
          insert into ${verificationSums} (bulletin_id, data_type_id, lead_day, venue_id, forecast, observed,
            pairs, numbered, sum_error, sum_abs_error, sum_squared_error, judged, within)
          select ${bulletinId}, data_type_id, lead_day, venue_id, forecast, observed,
                 n, n_e, sum_e, sum_abs, sum_sq, n_judged, n_within
          from grains`,
    );
    await tx.delete(verificationStale).where(eq(verificationStale.bulletinId, bulletinId));
    await markMonth(tx, marked.type, monthOf(marked.issued));
    await raiseVersion(tx, marked.type);
    return true;
  });
}

async function markMonth(db: Db, typeId: number, month: string): Promise<void> {
  await db
    .insert(verificationStaleMonths)
    .values({ bulletinTypeId: typeId, month })
    .onConflictDoUpdate({
      target: [verificationStaleMonths.bulletinTypeId, verificationStaleMonths.month],
      set: { markedAt: sql`now()` },
    });
}

/**
 * Raises the version of a type's sums, in the transaction that wrote them and after every other
 * lock it takes (two summings of one type then wait for each other here, never crosswise).
 */
async function raiseVersion(tx: Db, typeId: number): Promise<void> {
  await tx
    .insert(verificationVersions)
    .values({ bulletinTypeId: typeId, version: 1 })
    .onConflictDoUpdate({
      target: verificationVersions.bulletinTypeId,
      set: { version: sql`${verificationVersions.version} + 1` },
    });
}

/** The version of a type's sums: unchanged, the sums are the same (0 before any were written). */
export async function sumsVersion(db: Db, typeId: number): Promise<number> {
  const [row] = await db
    .select({ version: verificationVersions.version })
    .from(verificationVersions)
    .where(eq(verificationVersions.bulletinTypeId, typeId));
  return row?.version ?? 0;
}

/** The months of a type marked stale, oldest first. */
export async function staleMonths(db: Db, typeId: number): Promise<string[]> {
  const rows = await db
    .select({ month: verificationStaleMonths.month })
    .from(verificationStaleMonths)
    .where(eq(verificationStaleMonths.bulletinTypeId, typeId))
    .orderBy(verificationStaleMonths.month);
  return rows.map((r) => r.month);
}

/**
 * Adds a marked month's per-venue sums up again from its bulletins in force, as `sumAgain` does a
 * bulletin's (the mark locked first, the sums replaced, the mark cleared). Its bulletins must have
 * been summed first. False when it was no longer marked.
 */
export async function sumMonthAgain(db: Db, typeId: number, month: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await queryRows(
      tx,
      sql`select 1 from ${verificationStaleMonths}
          where bulletin_type_id = ${typeId} and month = ${month} for update`,
    );
    if (!marked.length) return false;
    await scoringSettings(tx);
    const inMonth = and(
      eq(verificationMonthSums.bulletinTypeId, typeId),
      eq(verificationMonthSums.month, month),
    );
    await tx.delete(verificationMonthSums).where(inMonth);
    await tx.execute(
      sql`insert into ${verificationMonthSums} (bulletin_type_id, month, data_type_id, venue_id, forecast,
            observed, pairs, numbered, sum_error, sum_abs_error, sum_squared_error, judged, within)
          select ${typeId}, ${month}::date, s.data_type_id, s.venue_id, s.forecast, s.observed,
                 sum(s.pairs), sum(s.numbered), sum(s.sum_error), sum(s.sum_abs_error),
                 sum(s.sum_squared_error), sum(s.judged), sum(s.within)
          from bulletins b
          join ${verificationSums} s on s.bulletin_id = b.id and s.lead_day is null
          where b.bulletin_type_id = ${typeId} and b.status = 'published'
            and b.issue_date >= ${month}::date and b.issue_date < ${nextMonth(month)}::date
          group by s.data_type_id, s.venue_id, s.forecast, s.observed`,
    );
    await tx
      .delete(verificationStaleMonths)
      .where(
        and(eq(verificationStaleMonths.bulletinTypeId, typeId), eq(verificationStaleMonths.month, month)),
      );
    await raiseVersion(tx, typeId);
    return true;
  });
}

/** The sums' columns, named as PAIR_SUMS names them (`s`: a row of kept sums of either kind). */
const KEPT_COLUMNS = sql`nullif(s.forecast, '') as forecast, nullif(s.observed, '') as observed,
                    s.pairs as n, s.numbered as n_e, s.sum_error as sum_e, s.sum_abs_error as sum_abs,
                    s.sum_squared_error as sum_sq, s.judged as n_judged, s.within as n_within`;

function dataTypeOnly(f: Period) {
  return f.dataTypeId === undefined ? sql`` : sql`and s.data_type_id = ${f.dataTypeId}`;
}

/** The per-lead-day sums of the period's bulletins in force, with their week of issue. */
function leadSums(f: Period) {
  return sql`select s.data_type_id, s.lead_day, date_trunc('week', b.issue_date)::date as week, ${KEPT_COLUMNS}
             from bulletins b
             join ${verificationSums} s on s.bulletin_id = b.id and s.venue_id is null
             where ${inForce(f)} ${dataTypeOnly(f)}`;
}

/**
 * The per-venue sums of the period: its whole months' from the month sums, the days before and
 * after them from their bulletins' own.
 */
function venueSums(f: Period) {
  const months = wholeMonths(f.dateAfter, f.dateBefore);
  const bulletinSums = sql`select s.data_type_id, s.venue_id, ${KEPT_COLUMNS}
             from bulletins b
             join ${verificationSums} s on s.bulletin_id = b.id and s.lead_day is null
             where ${inForce(f)} ${dataTypeOnly(f)}`;
  if (months === null) return bulletinSums;
  const inMonths = (column: SQL) =>
    sql`${months.from === undefined ? sql`true` : sql`${column} >= ${months.from}::date`}
        and ${months.to === undefined ? sql`true` : sql`${column} < ${months.to}::date`}`;
  return sql`select s.data_type_id, s.venue_id, ${KEPT_COLUMNS}
             from ${verificationMonthSums} s
             where s.bulletin_type_id = ${f.bulletinType.id} and ${inMonths(sql`s.month`)} ${dataTypeOnly(f)}
             union all
             ${bulletinSums} and not (${inMonths(sql`b.issue_date`)})`;
}

/**
 * The scores' groups added up from the kept sums (a few thousand rows a year per data type and
 * lead day, a few hundred thousand per venue), in the shape the fresh pairing answers. The
 * period's bulletins must have been summed: none of them marked stale.
 */
export function keptScoreRows(db: Db, f: Period): Promise<ScoreRow[]> {
  return db.transaction(async (tx) => {
    await scoringSettings(tx);
    return keptScoreQuery(tx, f);
  });
}

/**
 * Brings the planner's statistics of the sums up to date after many were written: the embedded
 * database has no autovacuum to do it, and a plan made for a table it thinks small sorts a year's
 * sums on disk.
 */
export async function analyseSums(db: Db): Promise<void> {
  await db.execute(sql`analyze ${verificationSums}`);
}

function keptScoreQuery(db: Db, f: Period): Promise<ScoreRow[]> {
  return queryRows<ScoreRow>(
    db,
    sql`with lead as (${leadSums(f)})
        select data_type_id,
               case when grouping(lead_day) = 0 then lead_day end as lead_day,
               null::int as venue_id,
               case when grouping(week) = 0 then week::text end as week,
               forecast, observed, ${SCORE_FIGURES}
        from lead
        group by grouping sets ((data_type_id, lead_day, forecast, observed),
                                (data_type_id, week, forecast, observed),
                                (data_type_id, forecast, observed))
        union all
        select data_type_id, null::int, venue_id, null::text, forecast, observed, ${SCORE_FIGURES}
        from (${venueSums(f)}) venue
        group by data_type_id, venue_id, forecast, observed`,
  );
}

/** The types with a month marked stale. */
export async function typesWithStaleMonths(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: verificationStaleMonths.bulletinTypeId })
    .from(verificationStaleMonths);
  return rows.map((r) => r.id);
}
