import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret, in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** What a receiver is shown of a secret to tell which one it holds. */
export function secretPrefix(secret: string): string {
  return `${secret.slice(0, 10)}…`;
}

/** A new event id (`webhook-id`): the same on every try of one delivery. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The Standard Webhooks headers of one try: the event id, the time of the try, and the body's
 * signature by each secret still valid (after a rotation, the old one's beside the new one's), so
 * a receiver holding either verifies it.
 */
export function signedHeaders(
  eventId: string,
  at: Date,
  body: string,
  secrets: string[],
): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' '),
  };
}
