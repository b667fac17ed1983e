import { isCalendarDate, todayIn } from '@bora/shared/agency-time';
import { valueProblem } from '@bora/shared/data-type-values';
import { MAX_OBSERVATION_ROWS, MAX_SLOT_LENGTH, type ObservationWriteReport } from '@bora/shared/observation';
import { canWriteObservationsOf, type Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { parseDecimal } from '../../lib/csv.ts';
import { Forbidden, ValidationFailed } from '../../lib/errors.ts';
import { giveTurn, inTurns } from '../../lib/turns.ts';
import {
  dataTypesByCode,
  type ObservationRecord,
  slotsByVenue,
  upsertObservations,
  venuesByCode,
} from './repository.ts';

/** One row as sent, with the key its problems are reported under (`rows.3`, `lines.5`). */
export type SentRow = {
  key: string;
  venue: string;
  date: string;
  slot: string;
  data_type: string;
  value: unknown;
};

export type WriteOptions = {
  viewer: Viewer;
  userId: number | null;
  timeZone: string;
  source: 'manual' | 'imported';
  origin: string;
  /** Values come as text (a CSV file): numbers are read as a person types them (`12,5` or `12.5`). */
  valuesAsText?: boolean;
};

const NUMERIC = new Set(['number', 'integer']);

/** The value as its data type stores it: from a file, a number is read from its text. */
function storedValue(kind: string, value: unknown, asText: boolean): unknown {
  if (!asText || typeof value !== 'string' || !NUMERIC.has(kind)) return value;
  return parseDecimal(value) ?? value;
}

type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/**
 * Checks every row, then writes them all in one transaction, or nothing (a thousand to a statement,
 * with a turn of the event loop between them: on the embedded database a statement holds the
 * server, and 50 000 rows in one would hold it for seconds): a venue or data type that
 * does not exist, a date after today (agency time), a slot no bulletin type of the venue has, a
 * value its data type refuses, or the same observation twice answers 400 with the problems by row;
 * a venue the caller may not write for answers 403.
 */
export async function writeObservations(
  db: Db,
  rows: SentRow[],
  options: WriteOptions,
): Promise<ObservationWriteReport> {
  if (rows.length > MAX_OBSERVATION_ROWS) {
    throw new ValidationFailed({ rows: [`At most ${MAX_OBSERVATION_ROWS} rows at a time.`] });
  }
  const venueList = await venuesByCode(db, [...new Set(rows.map((r) => r.venue))]);
  const venues = new Map(venueList.map((v) => [v.code, v]));
  const dataTypes = new Map(
    (await dataTypesByCode(db, [...new Set(rows.map((r) => r.data_type))])).map((d) => [d.code, d]),
  );
  const forbidden = venueList.filter((v) => !canWriteObservationsOf(options.viewer, v.authorityId));
  if (forbidden.length) {
    throw new Forbidden(
      `You may not write observations of ${forbidden.map((v) => v.code).join(', ')}: ` +
        'only staff and the members of the authority responsible for a venue may.',
    );
  }
  const slots = await slotsByVenue(
    db,
    venueList.map((v) => v.id),
  );
  const today = todayIn(options.timeZone);
  const errors: Errors = {};
  const firstKey = new Map<string, string>();
  const records: ObservationRecord[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % 2000 === 0) await giveTurn();
    const venue = venues.get(row.venue);
    const dataType = dataTypes.get(row.data_type);
    let bad = false;
    const problem = (field: string, message: string) => {
      add(errors, `${row.key}.${field}`, message);
      bad = true;
    };
    if (!venue) problem('venue', `No venue with code “${row.venue}”.`);
    if (!dataType) problem('data_type', `No data type with code “${row.data_type}”.`);
    if (!isCalendarDate(row.date)) problem('date', 'A date such as 2026-03-29.');
    else if (row.date > today) problem('date', `${row.date} is in the future (today is ${today}).`);
    if (!row.slot || row.slot.length > MAX_SLOT_LENGTH) {
      problem('slot', `Enter the slot's code (at most ${MAX_SLOT_LENGTH} characters).`);
    }
    if (venue) {
      const known = slots.get(venue.id);
      if (!known?.size)
        problem('venue', `No bulletin type uses venue “${venue.code}”: there is nothing to verify.`);
      else if (row.slot && !known.has(row.slot)) {
        problem(
          'slot',
          `No bulletin type of venue “${venue.code}” has slot “${row.slot}” (it has ${[...known].join(', ')}).`,
        );
      }
    }
    const value = dataType
      ? storedValue(dataType.valueKind, row.value, options.valuesAsText ?? false)
      : row.value;
    if (dataType) {
      const rule = { ...dataType, value_kind: dataType.valueKind };
      const valueError = value === '' || value === null ? 'Enter the value.' : valueProblem(rule, value);
      if (valueError) problem('value', valueError);
    }
    const identity = `${row.venue}|${row.date}|${row.slot}|${row.data_type}`;
    const seen = firstKey.get(identity);
    if (seen) problem('non_field_errors', `The same observation is also in ${seen}.`);
    else firstKey.set(identity, row.key);
    if (!bad && venue && dataType) {
      records.push({
        venueId: venue.id,
        date: row.date,
        slot: row.slot,
        dataTypeId: dataType.id,
        value: value as number | string,
      });
    }
  }
  if (Object.keys(errors).length) {
    const bad = new Set(Object.keys(errors).map((key) => key.split('.').slice(0, 2).join('.'))).size;
    throw new ValidationFailed(errors, `${bad} of ${rows.length} rows are not valid; nothing was written.`);
  }
  const provenance = { source: options.source, origin: options.origin, userId: options.userId };
  const { created, updated } = await db.transaction(async (tx) => {
    const counts = { created: 0, updated: 0 };
    await inTurns(records, async (batch) => {
      const written = await upsertObservations(tx, batch, provenance);
      counts.created += written.created;
      counts.updated += written.updated;
    });
    return counts;
  });
  return { written: created + updated, created, updated };
}
