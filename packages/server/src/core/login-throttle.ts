import { isIPv6 } from 'node:net';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/accounts.ts';

/** Failures in a row allowed without waiting, for one username from one address. */
export const FREE_FAILURES_PER_USERNAME = 5;
/** The same for one address, whatever usernames it tries (a looser limit against password spraying). */
export const FREE_FAILURES_PER_ADDRESS = 30;
/** The longest wait between two attempts: the delay doubles from 1 s up to this. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A counter with no failure for this long starts again from zero. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

type Counter = { failures: number; lastFailureAt: Date; blockedUntil: Date | null };

/** The wait after the n-th failure in a row: none for the free ones, then 1 s, 2 s, 4 s … up to 15 min. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), MAX_DELAY_MS);
}

/** The counter once one more failure is counted at `now`. */
export function afterFailure(counter: Counter | undefined, now: Date, free: number): Counter {
  const stale = !counter || now.getTime() - counter.lastFailureAt.getTime() > FORGET_AFTER_MS;
  const failures = stale ? 1 : counter.failures + 1;
  const delay = delayAfter(failures, free);
  return { failures, lastFailureAt: now, blockedUntil: delay ? new Date(now.getTime() + delay) : null };
}

/**
 * Whom the address counters count: an IPv4 address, or the /64 network of an IPv6 one (anyone
 * given a /64 can use any of its addresses, so counting single addresses would count nothing).
 */
export function clientNetwork(address: string): string {
  // An IPv4 address (most callers) has no colon: it is its own network, without a pattern tried.
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function keysOf(username: string, address: string) {
  const network = clientNetwork(address);
  return {
    pair: { key: `user:${username.toLowerCase()}|ip:${network}`, free: FREE_FAILURES_PER_USERNAME },
    address: { key: `ip:${network}`, free: FREE_FAILURES_PER_ADDRESS },
  };
}

export type ThrottledCheck =
  | { outcome: 'right' | 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Runs a password check under the throttle of (username, address) and of the address. The
 * attempt is counted as a failure before the check runs, in one transaction that locks the
 * counters, so no number of parallel attempts gets more checks than the limit allows; a right
 * password then takes its failure back. While a counter's delay runs, the check is not run at all.
 */
export async function throttledCheck(
  db: Db,
  username: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  const keys = keysOf(username, address);
  const now = new Date();
  const waitMs = await countAttempt(db, [keys.address, keys.pair], now);
  if (waitMs > 0) return { outcome: 'throttled', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  if (!(await check())) return { outcome: 'wrong' };
  await takeBackAttempt(db, keys.pair.key, keys.address);
  return { outcome: 'right' };
}

/**
 * Counts one attempt on every counter, or on none and answers the wait (ms) when one is blocked: the
 * sign-in's failures, and other things one address may only do so often (subscribing by e-mail).
 */
export async function countAttempt(
  db: Db,
  counters: { key: string; free: number }[],
  now: Date,
): Promise<number> {
  // Keys are locked in one order (they are sorted) so two attempts never wait on each other.
  const sorted = [...counters].sort((a, b) => a.key.localeCompare(b.key));
  const waitMs = await db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values(sorted.map(({ key }) => ({ key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          sorted.map((c) => c.key),
        ),
      )
      .orderBy(loginThrottle.key)
      .for('update');
    const wait = Math.max(0, ...rows.map((r) => (r.blockedUntil?.getTime() ?? 0) - now.getTime()));
    if (wait > 0) return wait;
    for (const { key, free } of sorted) {
      const row = rows.find((r) => r.key === key);
      const next = afterFailure(row, now, free);
      await tx.update(loginThrottle).set(next).where(eq(loginThrottle.key, key));
    }
    return 0;
  });
  await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  return waitMs;
}

/**
 * A right password clears its (username, address) counter and gives back the failure it was
 * counted on the address; the address's earlier failures stay, so one valid account cannot be
 * used to reset a spraying address.
 */
async function takeBackAttempt(db: Db, pairKey: string, address: { key: string; free: number }) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey));
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottle.failures} - 1 >= ${address.free} then ${loginThrottle.blockedUntil} end`,
    })
    .where(eq(loginThrottle.key, address.key));
}
