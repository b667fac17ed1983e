import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userForApiToken, userForSessionKey } from '../features/auth/session-repository.ts';
import { NotAuthenticated } from '../lib/errors.ts';

export const SESSION_COOKIE = 'sessionid';
const MAX_KEY_LENGTH = 200;

/**
 * Resolves `request.user` from an `Authorization: Token <key>` header or the session cookie.
 * A malformed or unknown credential is simply no credential, except that a token header that
 * does not match answers 401 (a machine client must learn its key is wrong).
 */
export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization;
    if (authorization) {
      const [scheme, key] = authorization.split(' ');
      if (scheme?.toLowerCase() === 'token') {
        const user = key && key.length <= MAX_KEY_LENGTH ? await userForApiToken(app.db, key) : null;
        if (!user) throw new NotAuthenticated('Invalid token.');
        request.user = user;
        return;
      }
    }
    const key = request.cookies[SESSION_COOKIE];
    if (!key || key.length > MAX_KEY_LENGTH) return;
    const found = await userForSessionKey(app.db, key);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });
});
