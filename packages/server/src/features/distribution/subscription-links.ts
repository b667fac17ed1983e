import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import { hasValidSignature, signed } from '../../lib/tokens.ts';

/**
 * The links of the subscription e-mails carry signed tokens (HMAC with the server's SECRET_KEY),
 * so nothing is stored to check them and every server checks them alike: `c.<id>.<expiry>` confirms
 * a subscription until its expiry (`c.<id>-<id>….<expiry>` the several asked for at once), `u.<id>`
 * ends one. A token altered in any way is refused.
 */
const keyOf = (secretKey: string) => `${secretKey}:subscriptions`;

export function confirmationToken(
  secretKey: string,
  subscriptionIds: number | number[],
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_VALID_HOURS * 3600;
  return signed(keyOf(secretKey), `c.${[subscriptionIds].flat().join('-')}.${expires}`);
}

export function unsubscribeToken(secretKey: string, subscriptionId: number): string {
  return signed(keyOf(secretKey), `u.${subscriptionId}`);
}

export type ReadToken =
  | { valid: true; subscriptionIds: number[]; expired: boolean }
  | { valid: false; subscriptionIds?: undefined; expired?: undefined };

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
  const subscriptionIds = (id ?? '').split('-').map(Number);
  if (!subscriptionIds.every((n) => Number.isSafeInteger(n) && n > 0)) return { valid: false };
  if (kind === 'unsubscribe')
    return subscriptionIds.length === 1 ? { valid: true, subscriptionIds, expired: false } : { valid: false };
  const expiry = Number(expires);
  if (!Number.isSafeInteger(expiry)) return { valid: false };
  return { valid: true, subscriptionIds, expired: now.getTime() / 1000 > expiry };
}
