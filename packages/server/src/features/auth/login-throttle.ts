import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts allowed per username, and per client address, within the window. */
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

function keys(username: string, address: string) {
  return { user: `user:${username.toLowerCase()}`, address: `ip:${address}` };
}

/** True when this username or address has failed too often recently. */
export async function loginThrottled(db: Db, username: string, address: string): Promise<boolean> {
  const k = keys(username, address);
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [k.user, k.address]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  const count = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return count(k.user) >= MAX_FAILURES_PER_USERNAME || count(k.address) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordLoginFailure(db: Db, username: string, address: string): Promise<void> {
  const k = keys(username, address);
  await db.insert(loginFailures).values([{ key: k.user }, { key: k.address }]);
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/** A successful login clears the username's failures (not the address's). */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys(username, '').user]));
}
