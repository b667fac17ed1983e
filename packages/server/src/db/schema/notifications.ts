/** Notifications: what waits for each person, read or not, and what they are also told by e-mail. */
import { type NotificationKind, notificationKinds } from '@bora/shared/notification';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bulletinTypes } from './bulletin-types.ts';
import { bulletins } from './bulletins.ts';

/** One thing one person is told. `key` names what it is about, so that it is told to them once. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    key: text('key').notNull(),
    bulletinId: integer('bulletin_id').references(() => bulletins.id, { onDelete: 'cascade' }),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }),
    actorUsername: text('actor_username'),
    actorName: text('actor_name'),
    comment: text('comment').notNull().default(''),
    receiver: text('receiver').notNull().default(''),
    issueTime: text('issue_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_key').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** The kinds a person is also told by e-mail (their profile's choice). */
export const notificationMailChoices = pgTable(
  'notification_mail_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Scheduled work done: one row per kind of work, type and local date, written in the transaction
 * that does it, so that whichever server's clock comes first does it and the others find it done.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    work: text('work', { enum: ['draft', 'missing', 'still_missing'] }).notNull(),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.work, t.bulletinTypeId, t.localDate] })],
);
