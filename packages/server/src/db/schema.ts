import { bulletinEventKinds } from '@bora/shared/bulletin-history';
import { bulletinStatuses } from '@bora/shared/workflow';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

export const authorities = pgTable('authorities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  kind: text('kind', { enum: ['national', 'regional', 'provincial', 'other'] }).notNull(),
  website: text('website').notNull().default(''),
  email: text('email').notNull().default(''),
  logoSvg: text('logo_svg'),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authorities.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'manager'] }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('memberships_user_authority_key').on(t.userId, t.authorityId)],
);

/** Server-side sessions; the cookie carries a random key whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** API keys for machine clients (`Authorization: Token <key>`); only the SHA-256 is kept. */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * Sign-in throttle counters, one row per (username, address) and one per address, kept in the
 * database so every app server sees the same count. An attempt counts as a failure from the
 * moment it starts (and is cleared when the password proves right), so parallel attempts
 * cannot slip under the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt under this key is checked before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);

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
  options: jsonb('options').$type<{ code: string; label: string }[]>().notNull().default([]),
  iconCategory: text('icon_category'),
  displayOrder: integer('display_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
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
    /** For an icon outside the reference set: the reference icon it stands for. */
    referenceIconId: integer('reference_icon_id').references((): AnyPgColumn => icons.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('icons_set_code_key').on(t.iconSetId, t.code),
    index('icons_reference_idx').on(t.referenceIconId),
  ],
);

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

/** One issue of a bulletin type for a date; a correction is a new version of the same issue. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: serial('id').primaryKey(),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'restrict' }),
    /** The type's owner; for a national type, the authority of kind national. */
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authorities.id, { onDelete: 'restrict' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: bulletinStatuses }).notNull().default('draft'),
    /** Raised by one on every write: the bulletin's ETag. */
    revision: integer('revision').notNull().default(1),
    /** The published bulletin this version corrects. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => bulletins.id, { onDelete: 'restrict' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** When it was published: its issue time, frozen. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    lastEditorId: integer('last_editor_id').references(() => users.id, { onDelete: 'set null' }),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bulletins_type_date_version_key').on(t.bulletinTypeId, t.issueDate, t.version),
    index('bulletins_authority_date_idx').on(t.authorityId, t.issueDate.desc(), t.id.desc()),
    index('bulletins_date_idx').on(t.issueDate.desc(), t.id.desc()),
    index('bulletins_status_date_idx').on(t.status, t.issueDate.desc()),
    index('bulletins_corrects_idx').on(t.correctsId),
    check('bulletins_version_positive', sql`${t.version} >= 1`),
  ],
);

export const VALUE_SOURCES = ['manual', 'copied', 'imported'] as const;

/** One cell of a bulletin: a venue × day × slot × data type that has a value. */
export const bulletinValues = pgTable(
  'bulletin_values',
  {
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    /** 0 is the issue date. */
    day: smallint('day').notNull(),
    slot: text('slot').notNull(),
    dataTypeId: integer('data_type_id')
      .notNull()
      .references(() => dataTypes.id, { onDelete: 'restrict' }),
    /** A number, or a code (category option, icon, compass point), or free text. */
    value: jsonb('value').$type<number | string>().notNull(),
    note: text('note').notNull().default(''),
    source: text('source', { enum: VALUE_SOURCES }).notNull().default('manual'),
    /** Where an imported value came from (a file, a model run). */
    origin: text('origin').notNull().default(''),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bulletinId, t.venueId, t.day, t.slot, t.dataTypeId] }),
    index('bulletin_values_venue_idx').on(t.venueId),
    index('bulletin_values_data_type_idx').on(t.dataTypeId),
  ],
);

/** A bulletin's texts in one content language. */
export const bulletinTexts = pgTable(
  'bulletin_texts',
  {
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    synopsis: text('synopsis').notNull().default(''),
    /** Venue id (as text) → the note on that venue, in this language. */
    venueNotes: jsonb('venue_notes').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.bulletinId, t.language] })],
);

/** What happened to a bulletin: its creation, each save (cell by cell) and each workflow step. */
export const bulletinEvents = pgTable(
  'bulletin_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: bulletinEventKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status', { enum: bulletinStatuses }),
    toStatus: text('to_status', { enum: bulletinStatuses }),
    /** The comment of a return, the reason of a withdrawal. */
    comment: text('comment').notNull().default(''),
    /** The revision the bulletin reached with this event. */
    revision: integer('revision').notNull(),
    /**
     * For a save: the cells changed, before and after; for a correction: the other version. Kept
     * as written (json, not jsonb): it is only ever read whole, and a save of a whole grid writes a
     * megabyte of it, which jsonb took twice as long to store.
     */
    details: json('details'),
  },
  (t) => [index('bulletin_events_bulletin_idx').on(t.bulletinId, t.id)],
);

/** What a bulletin was when published (names, units, icons as they were): every read shows it. */
export const bulletinSnapshots = pgTable('bulletin_snapshots', {
  bulletinId: integer('bulletin_id')
    .primaryKey()
    .references(() => bulletins.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
