import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, sessions, users } from '../../db/schema.ts';
import { randomKey, sha256 } from '../../lib/tokens.ts';
import { membershipsOf } from '../users/repository.ts';
import type { AuthenticatedUser } from './authenticated-user.ts';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Starts a session and answers the key for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
): Promise<{ key: string; id: string; expiresAt: Date }> {
  const key = randomKey();
  const id = sha256(key);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id, userId, expiresAt });
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { key, id, expiresAt };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user except `keepId`. */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
}

async function withMemberships(
  db: Db,
  row: { id: number; username: string; name: string; email: string; isStaff: boolean },
  via: AuthenticatedUser['via'],
): Promise<AuthenticatedUser> {
  return { ...row, memberships: await membershipsOf(db, row.id), via };
}

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  isStaff: users.isStaff,
};

/** The active user behind a session cookie's key, or null for an unknown, expired or inactive one. */
export async function userForSessionKey(
  db: Db,
  key: string,
): Promise<{ user: AuthenticatedUser; sessionId: string } | null> {
  const id = sha256(key);
  const [row] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { user: await withMemberships(db, row, 'session'), sessionId: id };
}

/** The active user owning an API token, or null. */
export async function userForApiToken(db: Db, key: string): Promise<AuthenticatedUser | null> {
  const keyHash = sha256(key);
  const [row] = await db
    .select({ ...userColumns, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.keyHash, keyHash), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  const { tokenId: _tokenId, ...user } = row;
  return withMemberships(db, user, 'token');
}
