/**
 * Verification's kept sums: what a year of scores is added up from, so that it is not paired again
 * value by value on every reading.
 */
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bulletinTypes } from './bulletin-types.ts';
import { bulletins } from './bulletins.ts';

/** A group's classes and sums of pairs: what scores are added up from. */
function pairSums() {
  return {
    forecast: text('forecast').notNull().default(''),
    observed: text('observed').notNull().default(''),
    /** Pairs in the group. */
    pairs: integer('pairs').notNull(),
    /** Pairs whose two values are numbers, and their sums of error (forecast − observed). */
    numbered: integer('numbered').notNull().default(0),
    sumError: doublePrecision('sum_error').notNull().default(0),
    sumAbsError: doublePrecision('sum_abs_error').notNull().default(0),
    sumSquaredError: doublePrecision('sum_squared_error').notNull().default(0),
    /** Numbered pairs of a data type with a tolerance, and those within it. */
    judged: integer('judged').notNull().default(0),
    within: integer('within').notNull().default(0),
  };
}

/**
 * The pairs of one bulletin (its values and the observations of the dates they forecast), summed
 * at two grains: per data type and lead day (`venue_id` null), and per data type and venue
 * (`lead_day` null); for the category, icon and direction kinds also per class forecast and
 * observed (empty for the numeric kinds). Written whole for a bulletin from its pairs, never
 * edited: a bulletin marked in `verification_stale` is summed again before its sums are read.
 * No keys to the venue or the data type: the bulletin's own values hold them, and a bulletin's
 * sums go with it.
 */
export const verificationSums = pgTable(
  'verification_sums',
  {
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    dataTypeId: integer('data_type_id').notNull(),
    leadDay: smallint('lead_day'),
    venueId: integer('venue_id'),
    ...pairSums(),
  },
  (t) => [
    index('verification_sums_bulletin_idx').on(t.bulletinId, t.venueId),
    index('verification_sums_data_type_idx').on(t.dataTypeId, t.bulletinId),
  ],
);

/**
 * Bulletins whose sums are missing or out of date: marked by the database itself (triggers) when a
 * bulletin is published, when observations of the dates it forecast are written or removed, and
 * when a data type's tolerance or kind changes; cleared when the bulletin is summed again.
 */
export const verificationStale = pgTable('verification_stale', {
  bulletinId: integer('bulletin_id')
    .primaryKey()
    .references(() => bulletins.id, { onDelete: 'cascade' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The per-venue sums of a type's bulletins in force issued in one month, added up from their
 * `verification_sums`: what a long period's scores by venue read for its whole months (a year is
 * twelve of them rather than 365 bulletins' worth). Written whole for a month marked in
 * `verification_stale_months`.
 */
export const verificationMonthSums = pgTable(
  'verification_month_sums',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    dataTypeId: integer('data_type_id').notNull(),
    venueId: integer('venue_id').notNull(),
    ...pairSums(),
  },
  (t) => [index('verification_month_sums_type_month_idx').on(t.bulletinTypeId, t.month)],
);

/**
 * Months whose sums are missing or out of date: marked when a bulletin of the month is summed
 * again, and (by a trigger) when one enters or leaves force (published, superseded, withdrawn).
 */
export const verificationStaleMonths = pgTable(
  'verification_stale_months',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bulletinTypeId, t.month] })],
);

/**
 * A count per type, raised in every transaction that writes its kept sums (a bulletin's or a
 * month's), last of all it locks: the same version means the same sums, on every server, so that
 * scores made from them may be answered again without being added up again.
 */
export const verificationVersions = pgTable('verification_versions', {
  bulletinTypeId: integer('bulletin_type_id')
    .primaryKey()
    .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
