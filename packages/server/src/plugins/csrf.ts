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

/** True when the request echoes its CSRF cookie in the header or in the form field. */
export function csrfPassed(app: FastifyInstance, request: FastifyRequest): boolean {
  const cookie = csrfCookie(app, request);
  if (!cookie) return false;
  const header = request.headers[CSRF_HEADER];
  const body = request.body as Record<string, unknown> | undefined;
  const echoed = typeof header === 'string' ? header : body?.[CSRF_FORM_FIELD];
  return typeof echoed === 'string' && sameString(echoed, cookie);
}

/**
 * Double-submit CSRF protection in the Django convention: a signed `csrftoken` cookie that
 * every unsafe request echoes in `X-CSRFToken` (or the form field). Token-authenticated
 * machine clients carry no cookies and are exempt. The login form checks its own token.
 */
export default fp(async function csrf(app: FastifyInstance) {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    request.csrfToken = csrfCookie(app, request) ?? issueCsrfToken(app, reply);
  });

  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Without a session there is no ambient authority to abuse; the route answers 401 itself.
    if (!request.user || request.user.via === 'token') return;
    if (request.routeOptions.config.csrf === 'manual') return;
    if (!csrfPassed(app, request)) throw new Forbidden('CSRF Failed: CSRF token missing or incorrect.');
  });
});
