import type { Db } from '../../db/client.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/passwords.ts';
import { findUserByUsername, type UserRow, updateUser } from '../users/repository.ts';
import { clearLoginFailures, loginThrottled, recordLoginFailure } from './login-throttle.ts';

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; reason: 'wrong' | 'throttled' };

/** Checks a username and password, counting failures; the same answer for an unknown user and a wrong password. */
export async function attemptLogin(
  db: Db,
  username: string,
  password: string,
  address: string,
): Promise<LoginOutcome> {
  if (await loginThrottled(db, username, address)) return { ok: false, reason: 'throttled' };
  const user = await findUserByUsername(db, username);
  const matches = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user?.isActive || !matches) {
    await recordLoginFailure(db, username, address);
    return { ok: false, reason: 'wrong' };
  }
  await clearLoginFailures(db, username);
  await updateUser(db, user.id, { lastLogin: new Date() });
  return { ok: true, user };
}
