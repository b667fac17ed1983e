import { throttledCheck } from '../../core/login-throttle.ts';
import { findUserByUsername, type UserRow, updateUser } from '../../core/users.ts';
import type { Db } from '../../db/client.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/passwords.ts';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Checks a username and password under the throttle; the same answer for an unknown user and a wrong password. */
export async function attemptLogin(
  db: Db,
  username: string,
  password: string,
  address: string,
): Promise<LoginOutcome> {
  let user: UserRow | undefined;
  const result = await throttledCheck(db, username, address, async () => {
    user = await findUserByUsername(db, username);
    const matches = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
    return Boolean(user?.isActive && matches);
  });
  if (result.outcome === 'throttled') return { ok: false, reason: 'throttled', ...result };
  if (result.outcome === 'wrong' || !user) return { ok: false, reason: 'wrong' };
  await updateUser(db, user.id, { lastLogin: new Date() });
  return { ok: true, user };
}
