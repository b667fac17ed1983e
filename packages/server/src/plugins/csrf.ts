import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../lib/errors.ts';
import { hasValidSignature, randomKey, sameString, signed } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Issues a fresh CSRF token cookie (at login, and whenever the browser has none). */
export function issueCsrfToken(app: FastifyInstance, reply: FastifyReply): string {
  const token = signed(app.config.secretKey, randomKey(24));
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: app.config.secureCookies,
    httpOnly: false,
    maxAge: 365 * 24 * 60 * 60,
  });
  return token;
}

/** Tokens already found signed, by secret: a browser sends the same one with every request. */
const signedTokens = new Map<string, Set<string>>();
const MAX_REMEMBERED = 10_000;

function signedWith(secret: string, token: string): boolean {
  let known = signedTokens.get(secret);
  if (known?.has(token)) return true;
  if (!hasValidSignature(secret, token)) return false;
  if (!known || known.size >= MAX_REMEMBERED) {
    known = new Set();
    signedTokens.set(secret, known);
  }
  known.add(token);
  return true;
}

/** The browser's valid CSRF cookie, or null when it has none or it was tampered with. */
export function csrfCookie(app: FastifyInstance, request: FastifyRequest): string | null {
  const token = request.cookies[CSRF_COOKIE];
  return token && token.length <= 200 && signedWith(app.config.secretKey, token) ? token : null;
}

/** The origin the app is served from: PUBLIC_URL when set, else the request's own scheme and host. */
export function ownOrigin(app: FastifyInstance, request: FastifyRequest): string | null {
  return originOf(app.config.publicUrl ?? `${request.protocol}://${request.host}`);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why an unsafe request must be refused as coming from another site, or null. As Django does:
 * a browser that says the request is cross-site is refused, and an `Origin` header, when there
 * is one, must be the app's own. Clients that send neither (older browsers, scripts) rely on
 * the token alone.
 */
export function crossSiteFailure(app: FastifyInstance, request: FastifyRequest): string | null {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'CSRF Failed: the request comes from another site (Sec-Fetch-Site: cross-site).';
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const expected = ownOrigin(app, request);
  if (expected === null || originOf(origin) !== expected) {
    return `CSRF Failed: Origin checking failed - ${origin.slice(0, 200)} does not match ${expected ?? 'this site'}.`;
  }
  return null;
}

/** Why the request fails the CSRF checks (its origin, then its token), or null when it passes. */
export function csrfFailure(app: FastifyInstance, request: FastifyRequest): string | null {
  const crossSite = crossSiteFailure(app, request);
  if (crossSite) return crossSite;
  const cookie = csrfCookie(app, request);
  const header = request.headers[CSRF_HEADER];
  const body = request.body as Record<string, unknown> | undefined;
  const echoed = typeof header === 'string' ? header : body?.[CSRF_FORM_FIELD];
  const matches = cookie !== null && typeof echoed === 'string' && sameString(echoed, cookie);
  return matches ? null : 'CSRF Failed: CSRF token missing or incorrect.';
}

/** True when the request comes from this site and echoes its CSRF cookie in the header or the form field. */
export function csrfPassed(app: FastifyInstance, request: FastifyRequest): boolean {
  return csrfFailure(app, request) === null;
}

/**
 * CSRF protection in the Django convention: the origin checks above, then a signed `csrftoken`
 * cookie that every unsafe request echoes in `X-CSRFToken` (or the form field).
 * Token-authenticated machine clients carry no cookies and are exempt. The login and logout
 * forms check their own.
 */
export default fp(async function csrf(app: FastifyInstance) {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.sessionless)
      request.csrfToken = csrfCookie(app, request) ?? issueCsrfToken(app, reply);
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // Without a session there is no ambient authority to abuse; the route answers 401 itself.
    if (!request.user || request.user.via === 'token') return done();
    if (request.routeOptions.config.csrf === 'manual') return done();
    const failure = csrfFailure(app, request);
    done(failure ? new Forbidden(failure, 'csrf_failed') : undefined);
  });
});
