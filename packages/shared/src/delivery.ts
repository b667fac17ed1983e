import { z } from 'zod';
import { deliveryReasonSchema } from './delivery-reason.ts';
import { bulletinEvents } from './webhook.ts';

/**
 * Where a delivery is: waiting for its first try or a retry (`pending`), received (`sent`, the
 * receiver answered 2xx), refused and to be tried again (`failed`, with the next try), or given
 * up on (`dead`: retried for a day, or the receiver is gone).
 */
export const deliveryStates = ['pending', 'sent', 'failed', 'dead'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryChannels = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** The events a delivery carries: a bulletin's, or a manager's test of a channel. */
export const deliveryEvents = [...bulletinEvents, 'test'] as const;
export type DeliveryEvent = (typeof deliveryEvents)[number];

/** One try of a delivery, as the log keeps it. */
export const deliveryAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status (an SMTP reply code for e-mail), null when none came. */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** Why it failed, in English, empty when it was received. */
  error: z.string(),
  /** Why it failed, as a code and its values; null when it was received. */
  reason: deliveryReasonSchema.nullable(),
  /** Sent again by a manager, not by the schedule. */
  resent: z.boolean(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliverySchema = z.object({
  id: z.number().int(),
  bulletin_id: z.number().int().nullable(),
  /** What the bulletin is named by (its titles as written, '' until then); null for a test. */
  bulletin: z
    .object({
      issue_date: z.string(),
      version: z.number().int(),
      title: z.string(),
      titles: z.record(z.string(), z.string()),
    })
    .nullable(),
  bulletin_type_id: z.number().int(),
  /** The same on every try and re-send: the receiver's `webhook-id`, the e-mail's Message-ID. */
  event_id: z.string(),
  event: z.enum(deliveryEvents),
  channel: z.enum(deliveryChannels),
  webhook_id: z.number().int().nullable(),
  /** The receiver: a webhook's address, or an e-mail address shown masked. */
  receiver: z.string(),
  /** Its webhook was removed, or its address unsubscribed: it cannot be sent again. */
  receiver_gone: z.boolean(),
  state: z.enum(deliveryStates),
  attempts: z.array(deliveryAttemptSchema),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
