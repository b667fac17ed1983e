import type { ServerResponse } from 'node:http';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FrontDoor } from '../lib/front-door.ts';
import { type HeldRequest, type KeptAnswer, writeKept } from '../lib/send-bytes.ts';
import { withinAnonymousLimit } from './anonymous-rate-limit.ts';
import { publicApiHeaders } from './security-headers.ts';

/** The levels at which Fastify writes two lines of every request (received, answered). */
const REQUEST_LEVELS = new Set(['trace', 'debug', 'info']);

/** Whether the app's log keeps a line of every request (no logger: none). */
function writesEachRequest(app: FastifyInstance): boolean {
  return REQUEST_LEVELS.has(app.log.level);
}

/** What a public route keeps as bytes: its config's `heldAnswer`. */
export type HeldAnswer = NonNullable<FastifyContextConfig['heldAnswer']>;

/**
 * The front door of the answers kept in memory. A public route that keeps its answers as bytes
 * names them in its config (`heldAnswer`); when one is held, it is sent with the public API's
 * security headers before the work every other request goes through (cookies, sign-in, access,
 * CSRF, caches): a public route reads no credential and its kept answer needs none of it.
 * The anonymous rate limit still counts the request first; past it, the request goes the usual
 * way and is refused there with its 429.
 *
 * Two doors send them, the same answer with the same headers: the app's first `onRequest` hook,
 * and, when Fastify writes no log line per request (a log level above `info`), the HTTP server
 * itself before Fastify sees the request (lib/front-door.ts), which spares the framework's own
 * work for each answer. At `info` each answer keeps its two lines in the log, through the hook.
 */
export default fp(async function heldAnswers(
  app: FastifyInstance,
  { door }: { door: FrontDoor<HeldAnswer> },
) {
  const security = publicApiHeaders(app.config);

  /** The answer `kept` holds for the request, when it holds one and the caller is within the anonymous limit. */
  const heldFor = (kept: HeldAnswer, request: HeldRequest & { ip: string }): KeptAnswer | undefined => {
    const answer = kept.find(request);
    return answer && withinAnonymousLimit(app, request) ? answer : undefined;
  };
  const send = (kept: HeldAnswer, request: HeldRequest, response: ServerResponse, answer: KeptAnswer) =>
    writeKept(request, response, answer, kept.maxAge, { vary: kept.vary }, security);

  // The door finds a request's route as Fastify would: it knows every GET route, and what each keeps.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) door.addRoute(route.url, route.config?.heldAnswer ?? null);
  });
  if (!writesEachRequest(app)) {
    app.addHook('onReady', (done) => {
      door.open((kept, request, response) => {
        const answer = heldFor(kept, request);
        if (answer) send(kept, request, response, answer);
        return answer !== undefined;
      });
      done();
    });
  }
  // A request that comes while the app closes is Fastify's, which tells the client it closes.
  app.addHook('preClose', (done) => {
    door.close();
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    const kept = request.routeOptions.config.heldAnswer;
    if (!kept || request.method !== 'GET') return done();
    const answer = heldFor(kept, request);
    if (!answer) return done();
    // Sent from the hook, the request ends here: `done` is not called, and Fastify lets the reply
    // go (its onResponse hooks and its log of the request still run).
    reply.hijack();
    send(kept, request, reply.raw, answer);
  });
});
