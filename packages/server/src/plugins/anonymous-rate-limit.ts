import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { clientNetwork } from '../core/login-throttle.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { StreamSlots } from '../lib/stream-slots.ts';
import { WindowCounts } from '../lib/window-counts.ts';

const MINUTE_MS = 60_000;
/** The addresses counted at once; past that, the least recently seen are forgotten. */
const ADDRESSES = 50_000;

/** The counts of calls without signing in, per address and minute, shared by every path that counts. */
export function anonymousCounts(): WindowCounts {
  return new WindowCounts(MINUTE_MS, ADDRESSES);
}

/** Streamed exports one address may run at once without signing in. */
const STREAMS_PER_ADDRESS = 2;
/** How long a client refused an export is told to wait: an export of a year runs for a minute or more. */
const STREAM_RETRY_SECONDS = 30;

/** The streamed exports running without signing in: `ANONYMOUS_EXPORTS` in all, two per address. */
export function anonymousStreams(config: Pick<Config, 'anonymousExports'>): StreamSlots {
  return new StreamSlots(STREAMS_PER_ADDRESS, config.anonymousExports);
}

/**
 * Holds one of the streamed exports that may run without signing in, until its answer ends (sent
 * whole, or the client gone): a long export reads the database for a minute or more, and a loop of
 * them from one client, or from many, must not take the database from everyone else. Past the limit,
 * 429 with Retry-After, before anything is read. People and programs that sign in are not counted;
 * `ANONYMOUS_EXPORTS=0` counts nobody.
 */
export function holdAnonymousStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (request.user !== null || app.config.anonymousExports === 0) return;
  const free = app.anonymousStreams.take(clientNetwork(request.ip));
  if (!free) {
    throw new TooManyRequests(
      `Too many exports at once without signing in: at most ${STREAMS_PER_ADDRESS} from one address, ` +
        `${app.config.anonymousExports} in all. Try again when one has ended, or sign in (an API key).`,
      STREAM_RETRY_SECONDS,
    );
  }
  for (const end of ['finish', 'close', 'error'] as const) reply.raw.once(end, free);
}

/**
 * Counts an anonymous request now, at once, and answers whether it is within the limit: the
 * answers kept in memory are given only then (plugins/held-answers.ts), and a request past it
 * goes on to the limiter below, which refuses it.
 */
export function withinAnonymousLimit(app: FastifyInstance, request: FastifyRequest): boolean {
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
