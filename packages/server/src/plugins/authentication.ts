import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedUser } from '../core/authenticated-user.ts';
import { noteTokenUse, userForApiToken, userForSessionKey } from '../core/sessions.ts';
import { BoundedCache } from '../lib/bounded-cache.ts';
import { NotAuthenticated } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'sessionid';
const MAX_KEY_LENGTH = 200;

/** Who a session or a token stands for, as the database said when it was last asked. */
type SignIn =
  | { via: 'session'; user: AuthenticatedUser; sessionId: string; expiresAt: Date }
  | { via: 'token'; user: AuthenticatedUser; tokenId: number; lastUsedAt: Date | null };

/**
 * Resolves `request.user` from an `Authorization: Token <key>` header or the session cookie.
 * A malformed or unknown credential is simply no credential, except that a token header that
 * does not match answers 401 (a machine client must learn its key is wrong).
 *
 * Every request needs this, so live sessions and tokens are kept in memory, by the hash of their
 * key. The database tells every server when a user, their memberships, sessions or tokens change
 * (the `auth` channel, sent by triggers whatever made the change), and the user's entries go.
 */
export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const signIns = new BoundedCache<string, SignIn>(app.events, { maxEntries: 10_000, maxAgeMs: 5 * 60_000 });
  app.events.subscribe('auth', (userId) =>
    signIns.drop(userId === null ? undefined : (signIn) => signIn.user.id === userId),
  );

  function signInFor(key: string, via: SignIn['via']): Promise<SignIn | undefined> {
    return signIns.load(`${via}:${sha256(key)}`, async () => {
      const found =
        via === 'token'
          ? await userForApiToken(app.db, key).then((t) => t && { via, ...t })
          : await userForSessionKey(app.db, key).then((s) => s && { via, ...s });
      return found ?? undefined;
    });
  }

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.sessionless) return;
    const authorization = request.headers.authorization;
    if (authorization) {
      const [scheme, key] = authorization.split(' ');
      if (scheme?.toLowerCase() === 'token') {
        const signIn = key && key.length <= MAX_KEY_LENGTH ? await signInFor(key, 'token') : null;
        if (signIn?.via !== 'token') throw new NotAuthenticated('Invalid token.');
        signIn.lastUsedAt = await noteTokenUse(app.db, signIn.tokenId, signIn.lastUsedAt);
        request.user = signIn.user;
        return;
      }
    }
    const key = request.cookies[SESSION_COOKIE];
    if (!key || key.length > MAX_KEY_LENGTH) return;
    const signIn = await signInFor(key, 'session');
    if (signIn?.via === 'session' && signIn.expiresAt.getTime() > Date.now()) {
      request.user = signIn.user;
      request.sessionId = signIn.sessionId;
    }
  });
});
