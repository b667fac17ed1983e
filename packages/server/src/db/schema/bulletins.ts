/** Bulletins, their cells, texts, events, published snapshots and the documents made of them. */
import { bulletinEventKinds } from '@bora/shared/bulletin-history';
import { WORKFLOW_STEP_KINDS } from '@bora/shared/bulletin-waiting';
import { bulletinStatuses } from '@bora/shared/workflow';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
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
import { users } from './accounts.ts';
import { authorities } from './authorities.ts';
import { bulletinTypes } from './bulletin-types.ts';
import { bytes, timestamps } from './columns.ts';
import { dataTypes, venues } from './reference.ts';

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
    /**
     * Where the value began, kept through carry-overs and corrections: `import: <file or run>
     * (key <name>)`, `bulletin <id> (user <username>)` for one typed in bulletin <id>.
     */
    origin: text('origin').notNull().default(''),
    /**
     * A `copied` value: the bulletin it was carried from. No foreign key: the source is read as a
     * name, and a key would make every bulletin's deletion search all values.
     */
    copiedFromId: integer('copied_from_id'),
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
  (t) => [
    index('bulletin_events_bulletin_idx').on(t.bulletinId, t.id),
    // A bulletin's last workflow step (is it returned, since when does it wait) in one probe, however
    // many saves follow it.
    index('bulletin_events_step_idx')
      .on(t.bulletinId, t.id)
      .where(sql.raw(`kind in (${WORKFLOW_STEP_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
  ],
);

/** What a bulletin was when published (names, units, icons as they were): every read shows it. */
export const bulletinSnapshots = pgTable('bulletin_snapshots', {
  bulletinId: integer('bulletin_id')
    .primaryKey()
    .references(() => bulletins.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document of a published bulletin (its PDF in one language), made once from its snapshot and
 * served as these bytes ever after. `status` is the state it was made in: a published bulletin
 * withdrawn or superseded since says so, so its document is made once more then.
 */
export const bulletinDocuments = pgTable(
  'bulletin_documents',
  {
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    format: text('format', { enum: ['pdf'] }).notNull(),
    status: text('status', { enum: bulletinStatuses }).notNull(),
    /**
     * The document gzip-compressed: a tagged PDF's structure tree is plain text, a tenth of it once
     * compressed, and a 12 000-cell bulletin's 4 MB took the database seconds to write.
     */
    gzip: bytes('gzip').notNull(),
    /** SHA-256 of the document (uncompressed), base64url: its entity tag. */
    hash: text('hash').notNull(),
    /**
     * The version of the layout it was made in (BULLETIN_LAYOUT): one made in an older layout is
     * made again, once, the next time it is asked for.
     */
    layout: integer('layout').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bulletinId, t.language, t.format] })],
);
