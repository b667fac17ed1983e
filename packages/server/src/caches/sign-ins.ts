import type { EventBus } from '../db/event-bus.ts';
import { BoundedCache } from './bounded-cache.ts';

/**
 * Who a session or an API key signs in, for a few minutes (plugins/authentication.ts): a request
 * that reads is not made to ask the database each time. Keyed by the way in and a hash of the key
 * (never the key itself). Cleared by a change to a person's sign-in (`auth`: signed out, a key
 * revoked, a password or staff flag changed), for that person or for everyone.
 */
export function signIns<S extends { user: { id: number } }>(events: EventBus): BoundedCache<string, S> {
  return new BoundedCache<string, S>(events, {
    maxEntries: 10_000,
    maxAgeMs: 5 * 60_000,
    clearedBy: { auth: (userId) => (userId === null ? 'all' : (signIn) => signIn.user.id === userId) },
  });
}
