import { problemSchema } from '@bora/shared/problem';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { clientNetwork } from '../core/login-throttle.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { WorkSlots } from '../lib/work-slots.ts';

/** Costly answers one address may have running at once without signing in. */
export const WORK_PER_ADDRESS = 2;

/**
 * The costly answers running without signing in: `ANONYMOUS_WORK` in all, two per address.
 *
 * Counted by each server process, not across the processes of one PostgreSQL database: what the
 * bound protects is local (this process's event loop, its connections to the database, its Typst
 * thread), and a fleet of N processes is sized to carry N times one's load. A count shared through
 * the database would cost a round trip (an await) before each answer, so simultaneous requests could
 * again all pass before one holds a slot, and a process that died would leave its slots taken.
 */
export function anonymousWork(config: Pick<Config, 'anonymousWork'>): WorkSlots {
  return new WorkSlots(WORK_PER_ADDRESS, config.anonymousWork);
}

/** What a 429 of the bound says, in the OpenAPI description of every route it applies to. */
export const ANONYMOUS_WORK_REFUSAL =
  `Without signing in, at most ${WORK_PER_ADDRESS} costly answers (exports, scores, icon ` +
  'comparisons, documents made for the first time) run at once from one address, and ' +
  '`ANONYMOUS_WORK` (4 by default) in all, on each server: past that, 429 with Retry-After, before ' +
  'any work starts. People and programs that sign in (a session, an API key) are not counted.';

/**
 * Takes one of the slots of costly work for an anonymous request, at once (no await between the
 * check and the take), and answers the function that gives it back; a request past the bound is
 * refused with a 429 and Retry-After before any of its work starts. People and programs that sign
 * in are not counted, nor is anyone with `ANONYMOUS_WORK=0`: their end does nothing.
 */
export function takeAnonymousWork(
  app: FastifyInstance,
  request: FastifyRequest,
  retryAfterSeconds: number,
): () => void {
  if (request.user !== null || app.config.anonymousWork === 0) return () => {};
  const end = app.anonymousWork.take(clientNetwork(request.ip));
  if (end) return end;
  throw new TooManyRequests(
    `Too much work at once without signing in: at most ${WORK_PER_ADDRESS} costly answers from one ` +
      `address, ${app.config.anonymousWork} in all. Try again in ${retryAfterSeconds} s, or sign in ` +
      '(an API key).',
    retryAfterSeconds,
  );
}

/**
 * A route that computes its answer rather than sending kept bytes declares `config.costly`: an
 * anonymous request to it takes a slot of costly work in a hook, before its query is parsed or its
 * handler starts, and holds it until its work is over: the handler has answered (or failed), and the answer has ended (sent whole, or the
 * client gone, which also stops a streamed export). A client that hangs up at once does not free
 * the slot while its answer is still being computed. Its OpenAPI document lists the 429.
 *
 * Registered after the read cache: an answer that cache keeps is sent without a slot, and only
 * what is computed is counted.
 */
export default fp(async function anonymousWorkLimit(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.costly) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      response: { ...response, 429: problemSchema.describe(ANONYMOUS_WORK_REFUSAL) },
    };
  });

  /** For each request holding a slot: what to call once its handler has answered. */
  const answered = new WeakMap<FastifyRequest, () => void>();

  app.addHook('onRequest', (request, reply, done) => {
    const costly = request.routeOptions.config.costly;
    if (!costly) return done();
    let end: () => void;
    try {
      end = takeAnonymousWork(app, request, costly.retryAfter);
    } catch (refused) {
      return done(refused as Error);
    }
    let waiting = 2;
    const one = () => {
      waiting--;
      if (waiting === 0) end();
    };
    let over = false;
    for (const event of ['finish', 'close', 'error'] as const)
      reply.raw.once(event, () => {
        if (over) return;
        over = true;
        one();
      });
    answered.set(request, one);
    done();
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    const one = answered.get(request);
    answered.delete(request);
    one?.();
    done(null, payload);
  });
});
