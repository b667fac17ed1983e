import type { Membership } from '@bora/shared/authority';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens, sessions, users } from '../db/schema/accounts.ts';
import { authorities, memberships } from '../db/schema/authorities.ts';
import { randomKey, sha256 } from '../lib/tokens.ts';
import type { AuthenticatedUser } from './authenticated-user.ts';

const LAST_USED_PRECISION_MS = 60 * 1000;

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

/** The user's memberships as a JSON array, fetched with the user in one query (every request needs them). */
const membershipsJson = sql<Membership[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'code', a.code, 'name', a.name, 'role', m.role) order by a.name)
  from ${memberships} m join ${authorities} a on a.id = m.authority_id
  where m.user_id = ${users.id}
), '[]'::json)`;

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  isStaff: users.isStaff,
  memberships: membershipsJson,
};

/** The active user behind a session cookie's key, or null for an unknown, expired or inactive one. */
export async function userForSessionKey(
  db: Db,
  key: string,
): Promise<{ user: AuthenticatedUser; sessionId: string; expiresAt: Date } | null> {
  const id = sha256(key);
  const [row] = await db
    .select({ ...userColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user: { ...user, via: 'session', tokenName: null }, sessionId: id, expiresAt };
}

/** The active user owning an API token, with the token's id and when it was last noted in use; or null. */
export async function userForApiToken(
  db: Db,
  key: string,
): Promise<{ user: AuthenticatedUser; tokenId: number; lastUsedAt: Date | null } | null> {
  const keyHash = sha256(key);
  const [row] = await db
    .select({
      ...userColumns,
      tokenId: apiTokens.id,
      tokenName: apiTokens.name,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.keyHash, keyHash), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { tokenId, tokenName, lastUsedAt, ...user } = row;
  return { user: { ...user, via: 'token', tokenName }, tokenId, lastUsedAt };
}

/**
 * Notes that a token is in use, at most once a minute: a machine client may call many times a
 * second. Answers when the use was last noted.
 */
export async function noteTokenUse(db: Db, tokenId: number, lastUsedAt: Date | null): Promise<Date | null> {
  const now = new Date();
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() <= LAST_USED_PRECISION_MS) return lastUsedAt;
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
  return now;
}

/** Revokes every API key of a user (a staff reset, a deactivation): answers how many. */
export async function deleteTokensOf(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return rows.length;
}
