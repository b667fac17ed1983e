/** Observations: what the weather actually did, the other half of verification. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dataTypes, venues } from './reference.ts';

export const OBSERVATION_SOURCES = ['manual', 'imported'] as const;

/** One observed value: a venue × date × slot × data type, written once and overwritten by a later one. */
export const observations = pgTable(
  'observations',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    observedDate: date('observed_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    dataTypeId: integer('data_type_id')
      .notNull()
      .references(() => dataTypes.id, { onDelete: 'restrict' }),
    /** As a bulletin value: a number, or a code (category option, icon, compass point), or text. */
    value: jsonb('value').$type<number | string>().notNull(),
    /** `manual`: sent as JSON rows; `imported`: read from a CSV file. */
    source: text('source', { enum: OBSERVATION_SOURCES }).notNull().default('manual'),
    /** Where it came from: the file and the API key or session that sent it. */
    origin: text('origin').notNull().default(''),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('observations_venue_date_slot_type_key').on(t.venueId, t.observedDate, t.slot, t.dataTypeId),
    index('observations_data_type_date_idx').on(t.dataTypeId, t.observedDate),
    index('observations_date_idx').on(t.observedDate),
    check('observations_slot_length', sql`char_length(${t.slot}) between 1 and 20`),
  ],
);

/**
 * A count per observed date, raised by the database itself (statement triggers) in every statement
 * that writes, changes or removes observations of that date, whatever writes them: the same
 * versions over a bulletin's days mean the same observations, on every server.
 */
export const observationDates = pgTable('observation_dates', {
  observedDate: date('observed_date', { mode: 'string' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
