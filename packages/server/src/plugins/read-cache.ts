import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedCache } from '../lib/bounded-cache.ts';
import { weakTag } from '../lib/etag.ts';

type Answer = { payload: string; type: string; etag: string; tables: readonly string[] };

const MiB = 1024 * 1024;

/**
 * Reference data is read far more than it is written: a route that declares the tables its
 * answer is read from (`config.readCache`) has its answers kept in memory by URL, with their
 * entity tag, until the database announces a write to one of those tables (the `tables` channel,
 * sent by triggers whatever made the write). Only for answers that are the same for everyone who
 * may call the route: the key is the URL alone.
 *
 * Another server hears of a write a few milliseconds after it commits (LISTEN/NOTIFY): until then
 * it may answer what the write replaced. A request with `Cache-Control: no-cache` is always read
 * from the database, for a client that must be exact.
 *
 * Registered after authentication, access and CSRF (a kept answer still goes only to whom may
 * have it, with the cookies a browser needs), and before conditional GET (which answers 304).
 */
export default fp(async function readCache(app: FastifyInstance) {
  const answers = new BoundedCache<string, Answer>(app.events, {
    maxEntries: 2000,
    maxAgeMs: 15 * 60_000,
    maxWeight: 64 * MiB,
    weigh: (answer) => answer.payload.length,
  });
  app.events.subscribe('tables', (table) => answers.drop((answer) => answer.tables.includes(table)));
  const marks = new WeakMap<FastifyRequest, number>();
  const claims = new WeakMap<FastifyRequest, () => void>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return;
    // A client that must see every write, whichever server made it, asks the database (RFC 9111).
    if (/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) {
      marks.set(request, answers.begin());
      return;
    }
    let kept = answers.get(request.url);
    if (!kept) {
      const release = answers.claim(request.url);
      if (release) claims.set(request, release);
      else {
        await answers.wait(request.url);
        kept = answers.get(request.url);
      }
    }
    if (!kept) {
      marks.set(request, answers.begin());
      return;
    }
    reply.header('etag', kept.etag).type(kept.type).send(kept.payload);
    return reply;
  });

  app.addHook('onResponse', (request, _reply, done) => {
    claims.get(request)?.();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    claims.get(request)?.();
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const mark = marks.get(request);
    const tables = request.routeOptions.config.readCache;
    if (mark === undefined || !tables || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const etag = weakTag(payload);
    reply.header('etag', etag);
    answers.set(request.url, { payload, type: String(reply.getHeader('content-type')), etag, tables }, mark);
    return payload;
  });
});
