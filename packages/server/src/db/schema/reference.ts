/** The reference data bulletins are written on: venues, data types, icon sets and icons. */
import type { CategoryOption } from '@bora/shared/data-type';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authorities } from './authorities.ts';
import { bytes, timestamps, translations } from './columns.ts';

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['city', 'sport_venue', 'mountain', 'coast', 'airport', 'other'] }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    elevation: integer('elevation'),
    region: text('region').notNull().default(''),
    province: text('province').notNull().default(''),
    timezone: text('timezone').notNull().default('Europe/Rome'),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authorities.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('venues_authority_idx').on(t.authorityId)],
);

export const dataTypes = pgTable('data_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  valueKind: text('value_kind', {
    enum: ['number', 'integer', 'category', 'icon', 'direction', 'text'],
  }).notNull(),
  unit: text('unit').notNull().default(''),
  minimum: doublePrecision('minimum'),
  maximum: doublePrecision('maximum'),
  decimals: integer('decimals'),
  /** ± how much a numeric forecast may miss the observation by and still count as right. */
  tolerance: doublePrecision('tolerance'),
  /** A category's ordered options; their labels' translations are absent from options stored before they were kept. */
  options: jsonb('options').$type<CategoryOption[]>().notNull().default([]),
  iconCategory: text('icon_category'),
  displayOrder: integer('display_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  translations: translations(),
  ...timestamps,
});

export const iconSets = pgTable('icon_sets', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Null for the national reference set. */
  authorityId: integer('authority_id').references(() => authorities.id, { onDelete: 'restrict' }),
  isReference: boolean('is_reference').notNull().default(false),
  credit: text('credit').notNull().default(''),
  translations: translations(),
  ...timestamps,
});

export const icons = pgTable(
  'icons',
  {
    id: serial('id').primaryKey(),
    iconSetId: integer('icon_set_id')
      .notNull()
      .references(() => iconSets.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', {
      enum: ['sky', 'precipitation', 'wind', 'sea', 'visibility', 'hazard', 'other'],
    }).notNull(),
    variant: text('variant', { enum: ['day', 'night', 'any'] })
      .notNull()
      .default('any'),
    wmoCode: integer('wmo_code'),
    svg: text('svg').notNull(),
    /** SHA-256 of the picture (hex), its key in `icon_pictures`; null until first needed for older rows. */
    svgHash: text('svg_hash'),
    /** For an icon outside the reference set: the reference icon it stands for. */
    referenceIconId: integer('reference_icon_id').references((): AnyPgColumn => icons.id, {
      onDelete: 'set null',
    }),
    translations: translations(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('icons_set_code_key').on(t.iconSetId, t.code),
    index('icons_reference_idx').on(t.referenceIconId),
  ],
);

/**
 * An icon picture as the comparison sees it, drawn once per picture and kept for every server:
 * keyed by the hash of the SVG and the way it was drawn, so a new picture (or a new way of
 * drawing) is simply another row. A picture that does not draw keeps why.
 */
export const iconPictures = pgTable('icon_pictures', {
  key: text('key').primaryKey(),
  drawable: boolean('drawable').notNull(),
  problem: text('problem'),
  /** RGB, RASTER_SIZE² × 3 bytes; null when the picture does not draw. */
  raster: bytes('raster'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
