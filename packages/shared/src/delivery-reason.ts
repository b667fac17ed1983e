import { z } from 'zod';

/**
 * Why a try did not count as received, or why a delivery or a webhook was given up, as a code
 * with its values (`params`), which an app words in its own language:
 * - the receiver's address: `name_unresolved` {host}, `private_address` {host};
 * - the connection: `no_answer` {seconds}, `connection_refused`, `connection_closed`,
 *   `bad_certificate` {code}, `connection_failed` {code};
 * - the answer: `redirected` {location}, `receiver_answered` {status, text}, `receiver_gone` {at}
 *   (410 Gone, at an instant);
 * - e-mail: `mail_answered` {text}, `mail_unreachable` {code}, `mail_not_configured`;
 * - given up before trying: `webhook_removed`, `webhook_off`, `not_published`, `unsubscribed`,
 *   `nothing_to_send`.
 */
export const deliveryReasonCodes = [
  'name_unresolved',
  'private_address',
  'no_answer',
  'connection_refused',
  'connection_closed',
  'bad_certificate',
  'connection_failed',
  'redirected',
  'receiver_answered',
  'receiver_gone',
  'mail_answered',
  'mail_unreachable',
  'mail_not_configured',
  'webhook_removed',
  'webhook_off',
  'not_published',
  'unsubscribed',
  'nothing_to_send',
] as const;
export type DeliveryReasonCode = (typeof deliveryReasonCodes)[number];

export const deliveryReasonSchema = z.object({
  code: z.enum(deliveryReasonCodes),
  /** The values the reason is told with: a host, a status, an instant (ISO 8601) … */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DeliveryReason = z.infer<typeof deliveryReasonSchema>;
