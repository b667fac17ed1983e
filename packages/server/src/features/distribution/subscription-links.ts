import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import { hasValidSignature, signed } from '../../lib/tokens.ts';

/**
 * The links of the subscription e-mails carry signed tokens (HMAC with the server's SECRET_KEY),
 * so nothing is stored to check them and every server checks them alike: `c.<id>.<expiry>` confirms
 * a subscription until its expiry, `u.<id>` ends it. A token altered in any way is refused.
 */
const keyOf = (secretKey: string) => `${secretKey}:subscriptions`;

export function confirmationToken(secretKey: string, subscriptionId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_VALID_HOURS * 3600;
  return signed(keyOf(secretKey), `c.${subscriptionId}.${expires}`);
}

export function unsubscribeToken(secretKey: string, subscriptionId: number): string {
  return signed(keyOf(secretKey), `u.${subscriptionId}`);
}

export type ReadToken =
  | { valid: true; subscriptionId: number; expired: boolean }
  | { valid: false; subscriptionId?: undefined; expired?: undefined };

/** What a token of `kind` says, once its signature is checked. */
export function readToken(
  secretKey: string,
  kind: 'confirm' | 'unsubscribe',
  token: string,
  now = new Date(),
): ReadToken {
  if (!hasValidSignature(keyOf(secretKey), token)) return { valid: false };
  const [prefix, id, expires] = token.split('.');
  if (prefix !== (kind === 'confirm' ? 'c' : 'u')) return { valid: false };
  const subscriptionId = Number(id);
  if (!Number.isSafeInteger(subscriptionId) || subscriptionId <= 0) return { valid: false };
  if (kind === 'unsubscribe') return { valid: true, subscriptionId, expired: false };
  const expiry = Number(expires);
  if (!Number.isSafeInteger(expiry)) return { valid: false };
  return { valid: true, subscriptionId, expired: now.getTime() / 1000 > expiry };
}
