/** Bulletin types: the templates, with their data types, venues and consistency rules. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { authorities } from './authorities.ts';
import { timestamps } from './columns.ts';
import { dataTypes, iconSets, venues } from './reference.ts';

export type TimeSlot = { code: string; label: string; start_hour: number; end_hour: number };

export const bulletinTypes = pgTable('bulletin_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Null for a national bulletin type. */
  authorityId: integer('authority_id').references(() => authorities.id, { onDelete: 'restrict' }),
  iconSetId: integer('icon_set_id')
    .notNull()
    .references(() => iconSets.id, { onDelete: 'restrict' }),
  horizonDays: integer('horizon_days').notNull().default(1),
  slots: jsonb('slots').$type<TimeSlot[]>().notNull().default([]),
  languages: jsonb('languages').$type<string[]>().notNull().default(['it']),
  issueTime: text('issue_time').notNull().default('12:00'),
  requiresReview: boolean('requires_review').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const bulletinTypeDataTypes = pgTable(
  'bulletin_type_data_types',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    dataTypeId: integer('data_type_id')
      .notNull()
      .references(() => dataTypes.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    required: boolean('required').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.bulletinTypeId, t.dataTypeId] }),
    index('btdt_data_type_idx').on(t.dataTypeId),
  ],
);

export const bulletinTypeVenues = pgTable(
  'bulletin_type_venues',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulletinTypeId, t.venueId] }), index('btv_venue_idx').on(t.venueId)],
);

/**
 * A consistency rule between two data types of a bulletin type, checked in every cell where both
 * have a value (same venue, day and slot): `left relation right`, e.g. tmin ≤ tmax, gust ≥ wind.
 */
export const bulletinTypeRules = pgTable(
  'bulletin_type_rules',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    leftDataTypeId: integer('left_data_type_id')
      .notNull()
      .references(() => dataTypes.id, { onDelete: 'restrict' }),
    relation: text('relation', { enum: ['<', '<=', '=', '>=', '>'] }).notNull(),
    rightDataTypeId: integer('right_data_type_id')
      .notNull()
      .references(() => dataTypes.id, { onDelete: 'restrict' }),
    severity: text('severity', { enum: ['error', 'warning'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulletinTypeId, t.position] })],
);
