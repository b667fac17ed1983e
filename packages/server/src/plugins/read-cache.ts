import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/accept-encoding.ts';
import { BoundedCache } from '../lib/bounded-cache.ts';
import { holdsVersion, weakTag } from '../lib/etag.ts';
import { COMPRESSIBLE } from './compression.ts';

type Answer = {
  payload: string;
  type: string;
  etag: string;
  tables: readonly string[];
  /** The payload compressed, each encoding made the first time a client asks for it. */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
};

/** Below this the compression plugin sends answers as they are; kept ones too. */
const COMPRESS_FROM = 4096;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A kept answer in the encoding a client prefers, compressed once (off the event loop) rather than
 * on every request: a comparison of four sets of 300 icons is half a megabyte of JSON. Undefined
 * when it leaves as it is (small, not compressible, or the client takes it plain).
 */
function encodedAnswer(answer: Answer, request: FastifyRequest): [string, Promise<Buffer>] | undefined {
  if (answer.payload.length < COMPRESS_FROM || !COMPRESSIBLE.test(answer.type)) return undefined;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return undefined;
  answer.encoded ??= {};
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.payload, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
          },
        })
      : gzipped(answer.payload);
  return [encoding, answer.encoded[encoding]];
}

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
    reply.header('etag', kept.etag).type(kept.type);
    // A client holding this version is answered 304 by conditional GET, from the plain payload.
    const encoded = holdsVersion(request.headers['if-none-match'], kept.etag)
      ? undefined
      : encodedAnswer(kept, request);
    if (!encoded) return reply.send(kept.payload);
    const [encoding, bytes] = encoded;
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'Accept-Encoding')
      .send(await bytes);
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
