import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signIns as signInsCache } from '../caches/sign-ins.ts';
import type { AuthenticatedUser } from '../core/authenticated-user.ts';
import { noteTokenUse, userForApiToken, userForSessionKey } from '../core/sessions.ts';
import { NotAuthenticated } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'sessionid';
const MAX_KEY_LENGTH = 200;
/** Methods that change nothing: their caller may be recognised from memory. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 *
 * That news takes a few milliseconds to reach another server, so only reads trust the memory. A
 * write (an unsafe method: a new API key, a password, a membership, every workflow action) asks
 * the database again, so that a session signed out or a key revoked on one server can do nothing
 * on another in that moment.
 */
export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const signIns = signInsCache<SignIn>(app.events);

  async function readSignIn(key: string, via: SignIn['via']): Promise<SignIn | undefined> {
    const found =
      via === 'token'
        ? await userForApiToken(app.db, key).then((t) => t && { via, ...t })
        : await userForSessionKey(app.db, key).then((s) => s && { via, ...s });
    return found ?? undefined;
  }

  const cacheKeyOf = (key: string, via: SignIn['via']) => `${via}:${sha256(key)}`;

  async function signInFor(key: string, via: SignIn['via'], method: string): Promise<SignIn | undefined> {
    const cacheKey = cacheKeyOf(key, via);
    if (READS.has(method)) return signIns.load(cacheKey, () => readSignIn(key, via));
    const mark = signIns.begin();
    const found = await readSignIn(key, via);
    if (found) signIns.set(cacheKey, found, mark);
    else signIns.forget(cacheKey);
    return found;
  }

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.sessionless || identifiedAtOnce(request)) return done();
    identify(request).then(() => done(), done);
  });

  /**
   * Who is calling, when the request or the memory tells at once (no credential, or a session held
   * on a read): true when it did. Most requests are told so, without a promise or a turn of the loop.
   */
  function identifiedAtOnce(request: FastifyRequest): boolean {
    if (tokenOf(request) !== undefined) return false;
    const key = sessionKeyOf(request);
    if (key === undefined) return true;
    if (!READS.has(request.method)) return false;
    const signIn = signIns.get(cacheKeyOf(key, 'session'));
    if (signIn === undefined) return false;
    signInWith(request, signIn);
    return true;
  }

  /** Who is calling: the user of the API key or of the session the request carries, if any. */
  async function identify(request: FastifyRequest): Promise<void> {
    const key = tokenOf(request);
    if (key !== undefined) {
      const signIn =
        key && key.length <= MAX_KEY_LENGTH ? await signInFor(key, 'token', request.method) : null;
      if (signIn?.via !== 'token') throw new NotAuthenticated('Invalid token.');
      signIn.lastUsedAt = await noteTokenUse(app.db, signIn.tokenId, signIn.lastUsedAt);
      request.user = signIn.user;
      return;
    }
    const sessionKey = sessionKeyOf(request);
    if (sessionKey === undefined) return;
    const signIn = await signInFor(sessionKey, 'session', request.method);
    if (signIn) signInWith(request, signIn);
  }
});

/** The key of an `Authorization: Token <key>` header ('' when it names none), or undefined without one. */
function tokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (!authorization) return undefined;
  const [scheme, key] = authorization.split(' ');
  return scheme?.toLowerCase() === 'token' ? (key ?? '') : undefined;
}

/** The session cookie's key, unless there is none or it is too long to be one. */
function sessionKeyOf(request: FastifyRequest): string | undefined {
  const key = request.cookies[SESSION_COOKIE];
  return key && key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/** The request is its session's user's, while that session lasts. */
function signInWith(request: FastifyRequest, signIn: SignIn): void {
  if (signIn.via === 'session' && signIn.expiresAt.getTime() > Date.now()) {
    request.user = signIn.user;
    request.sessionId = signIn.sessionId;
  }
}
