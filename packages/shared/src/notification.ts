import { z } from 'zod';
import { pageSchema } from './pagination.ts';

/**
 * What a person is told in the app (the bell) and, if they chose it on their profile, by e-mail:
 * - `submitted`: a bulletin waits for their review (whoever may publish or return it);
 * - `returned`: their bulletin was sent back, with the reviewer's comment;
 * - `published`: their bulletin was published;
 * - `delivery_failed`: a delivery of their type's bulletin failed (its managers);
 * - `webhook_disabled`: a receiver answered 410 Gone and its webhook was turned off (its managers);
 * - `missing`: a bulletin of their authority is not published at its issue time (its members);
 * - `still_missing`: an hour after the issue time it still is not (its managers).
 */
export const notificationKinds = [
  'submitted',
  'returned',
  'published',
  'delivery_failed',
  'webhook_disabled',
  'missing',
  'still_missing',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Someone who acted, as a notification names them. */
const actorSchema = z.object({ username: z.string(), name: z.string() });

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  created_at: z.string(),
  /** When its person read it; null while it is unread. */
  read_at: z.string().nullable(),
  /** The bulletin it is about; null for a missing bulletin nobody started, and for a webhook. */
  bulletin_id: z.number().int().nullable(),
  bulletin_type_id: z.number().int(),
  /** The type's name, in Italian and in its English translation when it has one. */
  type_name: z.string(),
  type_name_en: z.string(),
  /** The bulletin's issue date (`YYYY-MM-DD`); for a missing one, the date it is missing for. */
  issue_date: z.string().nullable(),
  /** Who submitted, returned or published it; null when nobody did (a delivery, the clock). */
  actor: actorSchema.nullable(),
  /** The reviewer's comment of a return; empty otherwise. */
  comment: z.string(),
  /** The receiver of a failed delivery or a turned-off webhook (an e-mail address masked); empty otherwise. */
  receiver: z.string(),
  /** The issue time (`HH:MM`, agency time) a missing bulletin was due at; empty otherwise. */
  issue_time: z.string(),
  /** Where it leads in the app: the bulletin, the type's deliveries, or a new bulletin of the type. */
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of one's notifications, with how many of all of them are unread. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The live stream's events (`GET /api/notifications/live/`): a new one, or a change of what is read. */
export type NotificationLive =
  | { event: 'notification'; data: { notification: Notification; unread: number } }
  | { event: 'read'; data: { unread: number } };

/** Which kinds a person is also told by e-mail, and the address they would be told at. */
export const notificationPreferencesSchema = z.object({
  mail: z
    .array(z.enum(notificationKinds))
    .max(notificationKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'A kind is listed twice.'),
  /** The address on their account (set by staff); empty when none, and no e-mail is sent. */
  email: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.pick({ mail: true });
