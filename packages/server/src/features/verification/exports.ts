import { addDays } from '@bora/shared/agency-time';
import { NUMERIC_KINDS, type Verification } from '@bora/shared/verification';
import type { Db } from '../../db/client.ts';
import { giveTurn } from '../../lib/turns.ts';
import {
  bulletinsInForce,
  type IssuedBulletin,
  type Period,
  type ReferenceById,
  referenceById,
  type ValueKey,
  type ValueLine,
  valuePage,
} from './repository.ts';

/**
 * Values read from the database at a time by the exports: a page of the 12 000-cell bulletin takes
 * the embedded database, which runs on the event loop, about 40 ms.
 */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * The values of a type's bulletins in force over a period, a page at a time: the bulletins are
 * listed (a few hundred a year), then each one's values are read by keyset over the primary key,
 * `EXPORT_PAGE_ROWS` at a time, with their observation (only those with one when `pairsOnly`,
 * which may leave a page short or empty).
 * Each page is read when the one before it has been taken, after a turn of the event loop: on the
 * embedded database a read runs on the event loop itself, and everyone else's requests go between
 * two pages rather than after the whole export.
 */
export async function* valuePages(
  db: Db,
  period: Period,
  pairsOnly: boolean,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<{ bulletin: IssuedBulletin; rows: ValueLine[] }> {
  for (const bulletin of await bulletinsInForce(db, period)) {
    let after: ValueKey | null = null;
    for (;;) {
      await giveTurn();
      const rows = await valuePage(db, bulletin, period, after, pageRows);
      const taken = pairsOnly ? rows.filter((r) => r.observed !== null) : rows;
      if (taken.length) yield { bulletin, rows: taken };
      const last = rows.at(-1);
      if (!last || rows.length < pageRows) break;
      after = { venueId: last.venue_id, day: last.day, slot: last.slot, dataTypeId: last.data_type_id };
    }
  }
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Where and when a value is: its lead day, the date it is for, venue, slot and data type codes. */
function placeOf(bulletin: IssuedBulletin, r: ValueLine, reference: ReferenceById): string[] {
  return [
    String(r.day),
    addDays(bulletin.issueDate, r.day),
    reference.venues.get(r.venue_id) ?? String(r.venue_id),
    r.slot,
    reference.dataTypes.get(r.data_type_id)?.code ?? String(r.data_type_id),
  ];
}

export const PAIR_COLUMNS = [
  'issue_date',
  'lead_day',
  'date',
  'venue',
  'slot',
  'data_type',
  'forecast',
  'observed',
  'difference',
] as const;

/** The pairs of a period as CSV rows: a numeric pair's difference is forecast − observed. */
export async function* pairRows(db: Db, period: Period): AsyncGenerator<string[][]> {
  const reference = await referenceById(db);
  for await (const { bulletin, rows } of valuePages(db, period, true)) {
    yield rows.map((r) => {
      const kind = reference.dataTypes.get(r.data_type_id)?.valueKind ?? '';
      const numeric =
        (NUMERIC_KINDS as readonly string[]).includes(kind) &&
        typeof r.value === 'number' &&
        typeof r.observed === 'number';
      return [
        bulletin.issueDate,
        ...placeOf(bulletin, r, reference),
        text(r.value),
        text(r.observed),
        numeric ? String(Math.round(((r.value as number) - (r.observed as number)) * 1e6) / 1e6) : '',
      ];
    });
  }
}

export const VALUE_COLUMNS = [
  'bulletin_id',
  'issue_date',
  'version',
  'lead_day',
  'date',
  'venue',
  'slot',
  'data_type',
  'value',
  'observed',
] as const;

/** Every published value of a period as CSV rows, with its observation where one exists. */
export async function* valueRows(
  db: Db,
  period: Period,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string[][]> {
  const reference = await referenceById(db);
  for await (const { bulletin, rows } of valuePages(db, period, false, pageRows)) {
    yield rows.map((r) => [
      String(bulletin.id),
      bulletin.issueDate,
      String(bulletin.version),
      ...placeOf(bulletin, r, reference),
      text(r.value),
      text(r.observed),
    ]);
  }
}

export const SCORE_COLUMNS = [
  'data_type',
  'lead_day',
  'week',
  'venue',
  'count',
  'bias',
  'mae',
  'rmse',
  'within_tolerance',
  'exact',
  'within_sectors',
  'angular_error',
] as const;

/** The scores as CSV rows: per data type, its overall row, then by lead day, by week, by venue. */
export function scoreRowsCsv(verification: Verification): string[][] {
  return verification.data_types.flatMap((d) =>
    [
      { lead_day: '', week: '', venue: '', ...d.overall },
      ...d.by_lead_day.map((s) => ({ ...s, lead_day: String(s.lead_day), week: '', venue: '' })),
      ...d.by_week.map((s) => ({ ...s, lead_day: '', venue: '' })),
      ...d.by_venue.map((s) => ({ ...s, lead_day: '', week: '' })),
    ].map((s) => [
      d.data_type,
      s.lead_day,
      s.week,
      s.venue,
      String(s.count),
      'bias' in s ? text(s.bias) : '',
      'mae' in s ? text(s.mae) : '',
      'rmse' in s ? text(s.rmse) : '',
      'within_tolerance' in s ? text(s.within_tolerance) : '',
      'exact' in s ? text(s.exact) : '',
      'within_sectors' in s ? text(s.within_sectors) : '',
      'angular_error' in s ? text(s.angular_error) : '',
    ]),
  );
}
