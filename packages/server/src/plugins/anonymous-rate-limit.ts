import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientNetwork } from '../core/login-throttle.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { WindowCounts } from '../lib/window-counts.ts';

const MINUTE_MS = 60_000;
/** The addresses counted at once; past that, the least recently seen are forgotten. */
const ADDRESSES = 50_000;

/** The counts of calls without signing in, per address and minute, shared by every path that counts. */
export function anonymousCounts(): WindowCounts {
  return new WindowCounts(MINUTE_MS, ADDRESSES);
}

/**
 * Counts an anonymous request now, at once, and answers whether it is within the limit: the
 * answers kept in memory are given only then (plugins/front-door-answers.ts), and a request past it
 * goes on to the limiter below, which refuses it.
 */
export function withinAnonymousLimit(app: FastifyInstance, request: { ip: string }): boolean {
  const max = app.config.anonymousRateLimit;
  return max === 0 || app.anonymousCounts.count(clientNetwork(request.ip)).current <= max;
}

/**
 * Whoever calls the API without signing in (a visitor, another site, a program reading the public
 * bulletins) may make `ANONYMOUS_RATE_LIMIT` requests a minute from one address (an IPv6 /64, as
 * the sign-in throttle counts them); past that, 429 with Retry-After, before any work is done, so
 * that one client looping on a public URL cannot slow everyone else. People and programs that
 * sign in (a session, an API key) are not counted. The count is kept by each server.
 *
 * Registered after authentication, whose `onRequest` hook says who is calling.
 */
export default fp(async function anonymousRateLimit(app: FastifyInstance) {
  const max = app.config.anonymousRateLimit;
  if (max === 0) return;
  const counts = app.anonymousCounts;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: MINUTE_MS,
    // One count per address, whichever path counted it.
    store: function sharedCounts() {
      return counts;
    } as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'],
    keyGenerator: (request) => clientNetwork(request.ip),
    // The limit is told to whoever reaches it (with Retry-After), not written on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequests(
        `Too many requests without signing in: at most ${context.max} a minute from one address. ` +
          `Try again in ${seconds} s, or sign in (an API key) to read more.`,
        seconds,
      );
    },
  });
  // A hook of the whole app, not of each route: it runs before the access check, CSRF and the
  // read cache, so that not even an answer from memory is given past the limit.
  const limit = app.rateLimit();
  app.addHook('onRequest', (request, reply, done) => {
    // Who is not counted is told apart here, before the limiter's own work.
    if (request.user !== null || !request.url.startsWith('/api/')) return done();
    limit.call(app, request, reply).then(() => done(), done);
  });
});
