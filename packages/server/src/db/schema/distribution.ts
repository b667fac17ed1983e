/** Distribution: where bulletins are sent when published, corrected or withdrawn, and the proof of what went out. */
import type { ContentLanguage } from '@bora/shared/content-languages';
import { deliveryChannels, deliveryEvents, deliveryStates } from '@bora/shared/delivery';
import type { DeliveryReason } from '@bora/shared/delivery-reason';
import type { DocumentLanguage } from '@bora/shared/document-texts';
import type { BulletinEvent } from '@bora/shared/webhook';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bulletinTypes } from './bulletin-types.ts';
import { bulletins } from './bulletins.ts';
import { timestamps } from './columns.ts';

/** A receiver of a bulletin type's events, kept by the type's managers. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<BulletinEvent[]>().notNull(),
    languages: jsonb('languages').$type<ContentLanguage[]>().notNull().default([]),
    /** `whsec_` and the base64 key the bodies are signed with (Standard Webhooks). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, which still signs until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    disabledReason: text('disabled_reason').notNull().default(''),
    disabledBecause: jsonb('disabled_because').$type<DeliveryReason>(),
    ...timestamps,
  },
  (t) => [index('webhooks_type_idx').on(t.bulletinTypeId)],
);

/**
 * An address that asked for a public bulletin type's bulletins by e-mail, in one language. It
 * receives nothing until it is confirmed through the link sent to it (double opt-in); each
 * message carries its one-click unsubscribe. Both links are signed (subscription-links.ts), so no
 * token is stored.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    language: text('language').$type<DocumentLanguage>().notNull(),
    /** Confirmation e-mails sent in the current day, and when the last went: no mail bomb to a victim. */
    confirmationsSent: integer('confirmations_sent').notNull().default(0),
    lastConfirmationAt: timestamp('last_confirmation_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscriptions_type_email_idx').on(t.bulletinTypeId, t.email)],
);

/**
 * One event to one receiver: its state, its next try and, in `delivery_attempts`, every try with
 * the receiver's answer. Kept as the proof of what went out; `event_id` is the same on every try.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    /** Null for a manager's test of a channel. */
    bulletinId: integer('bulletin_id').references(() => bulletins.id, { onDelete: 'cascade' }),
    bulletinTypeId: integer('bulletin_type_id')
      .notNull()
      .references(() => bulletinTypes.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event', { enum: deliveryEvents }).notNull(),
    channel: text('channel', { enum: deliveryChannels }).notNull(),
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The address it goes to, as it was when the event happened. */
    receiver: text('receiver').notNull(),
    languages: jsonb('languages').$type<ContentLanguage[]>().notNull().default([]),
    state: text('state', { enum: deliveryStates }).notNull().default('pending'),
    /** Tries so far, re-sends included: the job of try n+1 carries n, so a job run twice does nothing. */
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the event happened (the publish, the manager's test): the body's `timestamp` on every try. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('deliveries_bulletin_idx').on(t.bulletinId),
    index('deliveries_type_idx').on(t.bulletinTypeId, t.createdAt),
    index('deliveries_webhook_idx').on(t.webhookId),
    uniqueIndex('deliveries_event_receiver_idx').on(t.eventId, t.channel, t.receiver),
  ],
);

export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
    /** The same as a code and its values (shared/delivery-reason.ts); null when it was received. */
    reason: jsonb('reason').$type<DeliveryReason>(),
    resent: boolean('resent').notNull().default(false),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId)],
);
