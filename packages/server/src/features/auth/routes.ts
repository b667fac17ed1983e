import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type Language,
  parseLanguage,
} from '@bora/shared/language';
import { PASSWORD_MAX, USERNAME_MAX } from '@bora/shared/user';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, SESSION_LIFETIME_MS } from '../../core/sessions.ts';
import { pageLanguage } from '../../lib/html.ts';
import { footerFor } from '../../lib/menus.ts';
import { builtVersion } from '../../lib/web-dist.ts';
import { SESSION_COOKIE } from '../../plugins/authentication.ts';
import { crossSiteFailure, csrfPassed, issueCsrfToken } from '../../plugins/csrf.ts';
import { loginPage, logoutPage } from './login-page.ts';
import { attemptLogin } from './login-service.ts';
import type { PageShell } from './page-shell.ts';
import { pageTexts, waitText } from './page-texts.ts';
import { safeNext } from './safe-next.ts';

type LoginBody = { username?: unknown; password?: unknown; next?: unknown };

/** The account pages: `/accounts/login/` and `/accounts/logout/`, server-rendered in the app's look. */
export default async function accountRoutes(app: FastifyInstance) {
  // The only HTML forms Bora posts; the JSON API does not read urlencoded bodies.
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  /** The language chosen in the app (its cookie), else the browser's. */
  function language(request: FastifyRequest): Language {
    return (
      parseLanguage(request.cookies[LANGUAGE_COOKIE]) ?? pageLanguage(request.headers['accept-language'])
    );
  }

  function shell(lang: Language, languageHref?: PageShell['languageHref']): PageShell {
    return {
      language: lang,
      texts: pageTexts(lang),
      agencyName: app.config.agencyName,
      companyName: app.config.companyName,
      version: builtVersion(),
      footerLinks: footerFor(lang),
      ...(languageHref ? { languageHref } : {}),
    };
  }

  function sendLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    fields: { next: string; username?: string; error?: string },
    lang = language(request),
  ) {
    const switchTo = (other: Language) =>
      `/accounts/login/?${new URLSearchParams({ next: fields.next, lang: other })}`;
    const page = loginPage({
      shell: shell(lang, switchTo),
      csrfToken: request.csrfToken,
      ...fields,
      ...(request.user ? { signedInAs: request.user.name || request.user.username } : {}),
    });
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  }

  // Server pages for browsers, not API: left out of the OpenAPI document.
  const page = { schema: { hide: true }, config: { access: 'anyone' as const } };

  // `lang` is the page's language switch: the choice is kept in the cookie the app reads too.
  app.get<{ Querystring: { next?: string; lang?: string } }>(
    '/accounts/login/',
    page,
    async (request, reply) => {
      const chosen = parseLanguage(request.query.lang);
      if (chosen) {
        reply.setCookie(LANGUAGE_COOKIE, chosen, {
          path: '/',
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: LANGUAGE_COOKIE_MAX_AGE,
        });
      }
      return sendLogin(
        request,
        reply,
        200,
        { next: safeNext(request.query.next) },
        chosen ?? language(request),
      );
    },
  );

  app.post<{ Body: LoginBody }>(
    '/accounts/login/',
    { ...page, config: { ...page.config, csrf: 'manual' as const } },
    async (request, reply) => {
      const t = pageTexts(language(request));
      const body = (request.body ?? {}) as LoginBody;
      const next = safeNext(body.next);
      const username = typeof body.username === 'string' ? body.username.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const shownUsername = username.slice(0, USERNAME_MAX);

      if (crossSiteFailure(app, request)) {
        return sendLogin(request, reply, 403, { next, username: shownUsername, error: t.crossSite });
      }
      if (!csrfPassed(app, request)) {
        return sendLogin(request, reply, 403, { next, username: shownUsername, error: t.csrf });
      }
      if (!username || !password)
        return sendLogin(request, reply, 400, { next, username: shownUsername, error: t.missing });
      if (username.length > USERNAME_MAX || password.length > PASSWORD_MAX) {
        return sendLogin(request, reply, 400, { next, username: shownUsername, error: t.tooLong });
      }

      const outcome = await attemptLogin(app.db, username, password, request.ip);
      if (!outcome.ok) {
        if (outcome.reason === 'throttled') {
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          return sendLogin(request, reply, 429, {
            next,
            username,
            error: t.throttled.replace('{wait}', waitText(t, outcome.retryAfterSeconds)),
          });
        }
        return sendLogin(request, reply, 400, { next, username, error: t.wrongCredentials });
      }

      // A new session id at every login, so a session fixed before login is worth nothing.
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const session = await createSession(app.db, outcome.user.id);
      reply.setCookie(SESSION_COOKIE, session.key, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      request.csrfToken = issueCsrfToken(app, reply);
      return reply.redirect(next, 303);
    },
  );

  /**
   * The header's Logout is a plain link, so GET must log out; but another site must not be able
   * to, so GET ends the session only for a navigation from this site (or one the person typed),
   * and otherwise asks for confirmation through a CSRF-protected form.
   */
  app.get(
    '/accounts/logout/',
    { ...page, config: { ...page.config, writes: true } },
    async (request, reply) => {
      if (!request.user) return reply.redirect('/', 303);
      const site = request.headers['sec-fetch-site'];
      if (site === 'same-origin' || site === 'none') return endSession(request, reply);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(logoutPage({ shell: shell(language(request)), csrfToken: request.csrfToken }));
    },
  );

  app.post(
    '/accounts/logout/',
    { ...page, config: { ...page.config, csrf: 'manual' as const } },
    async (request, reply) => {
      if (!csrfPassed(app, request)) return reply.redirect('/accounts/logout/', 303);
      return endSession(request, reply);
    },
  );
}
