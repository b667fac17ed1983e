/** Bulletin types: the templates, with their data types, venues and consistency rules. */
import { ruleKinds, ruleRelations, ruleSeverities } from '@bora/shared/bulletin-rules';
import type { SlotTranslations } from '@bora/shared/translations';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { authorities } from './authorities.ts';
import { timestamps, translations } from './columns.ts';
import { dataTypes, iconSets, venues } from './reference.ts';

/** A slot as stored: its label's translations are absent from slots stored before they were kept. */
export type TimeSlot = {
  code: string;
  label: string;
  start_hour: number;
  end_hour: number;
  translations?: SlotTranslations;
};

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
  /** When (agency time) a draft is made each day from the previous bulletin; null: never. */
  draftTime: text('draft_time'),
  /** Whether those who write it are told when it is missing at the issue time (and an hour later). */
  remindMissing: boolean('remind_missing').notNull().default(false),
  /** Whether its PDF draws the map of its venues with their values (when they have a place). */
  pdfMap: boolean('pdf_map').notNull().default(true),
  /** Language → the template of a new bulletin's title in it (title-template.ts); none by default. */
  titleTemplates: jsonb('title_templates').$type<Record<string, string>>().notNull().default({}),
  requiresReview: boolean('requires_review').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  active: boolean('active').notNull().default(true),
  translations: translations(),
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
 * A consistency rule of a bulletin type, checked in every cell where its data types have values (same
 * venue, day and slot), of a kind (bulletin-rules.ts): `compare` (left relation right, e.g. tmin ≤
 * tmax), `venue_range` (data_type within min … max and, at a venue with an elevation, within
 * elevation + min_offset … elevation + max_offset), `condition` (when when_data_type shows one of
 * when_values, data_type relation value). Each kind fills its own columns, the others stay null;
 * rules from before the kinds are comparisons.
 */
export const bulletinTypeRules = pgTable(
  'bulletin_type_rules',
  {
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ruleKinds }).notNull().default('compare'),
    leftDataTypeId: integer('left_data_type_id').references(() => dataTypes.id, { onDelete: 'restrict' }),
    relation: text('relation', { enum: ruleRelations }),
    rightDataTypeId: integer('right_data_type_id').references(() => dataTypes.id, { onDelete: 'restrict' }),
    /** The numeric data type a range or a condition checks. */
    dataTypeId: integer('data_type_id').references(() => dataTypes.id, { onDelete: 'restrict' }),
    whenDataTypeId: integer('when_data_type_id').references(() => dataTypes.id, { onDelete: 'restrict' }),
    whenValues: jsonb('when_values').$type<string[]>(),
    value: doublePrecision('value'),
    minOffset: doublePrecision('min_offset'),
    maxOffset: doublePrecision('max_offset'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    severity: text('severity', { enum: ruleSeverities }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bulletinTypeId, t.position] }),
    check(
      'bulletin_type_rules_parts',
      sql`(${t.kind} = 'compare' and ${t.leftDataTypeId} is not null and ${t.relation} is not null and ${t.rightDataTypeId} is not null)
        or (${t.kind} = 'venue_range' and ${t.dataTypeId} is not null)
        or (${t.kind} = 'condition' and ${t.whenDataTypeId} is not null and ${t.whenValues} is not null and ${t.dataTypeId} is not null and ${t.relation} is not null and ${t.value} is not null)`,
    ),
  ],
);
