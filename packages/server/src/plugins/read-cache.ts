import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CommonAnswer as Answer, commonAnswers } from '../caches/common-answers.ts';
import { preferredEncoding } from '../lib/accept-encoding.ts';
import { holdsVersion, weakTag } from '../lib/etag.ts';
import { COMPRESSIBLE } from './compression.ts';

/** The headers of an answer kept with it: what it is as a file, and what it was chosen by. */
const KEPT_HEADERS = ['content-disposition', 'content-language', 'vary'] as const;

/** A bulletin's id in the address of a visitor's read (`/api/bulletins/{id}/…`), as its route reads it. */
function bulletinOf(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: string } | undefined)?.id;
  const id = Number(raw);
  return Number.isSafeInteger(id) && String(id) === raw ? id : undefined;
}

/**
 * The key a GET's answer is kept under, or undefined when it is not kept: by address for a route
 * whose answer is the same for everyone (`readCache`); for a visitor's read of a bulletin
 * (`visitorCache`, the same for every visitor), by address and, where it is chosen by it, language,
 * with the bulletin whose changes forget it.
 */
function keyOf(request: FastifyRequest): { key: string; bulletin?: number } | undefined {
  if (request.method !== 'GET') return undefined;
  const config = request.routeOptions.config;
  if (config.readCache) return { key: request.url };
  const bulletin = config.visitorCache && request.user === null ? bulletinOf(request) : undefined;
  if (bulletin === undefined) return undefined;
  const key =
    config.visitorCache === 'address'
      ? request.url
      : `${request.url}\n${request.headers['accept-language'] ?? ''}`;
  return { key, bulletin };
}

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

/** The visitors' keys of bulletins noted at most (each address read, in each language). */
const VISITOR_KEYS = 10_000;

/**
 * Reference data is read far more than it is written: a route that declares the tables its
 * answer is read from (`config.readCache`) has its answers kept in memory by URL, with their
 * entity tag, until the database announces a write to one of those tables (the `tables` channel,
 * sent by triggers whatever made the write). Only for answers that are the same for everyone who
 * may call the route: the key is the URL alone.
 *
 * A published bulletin is read by visitors (nobody signed in) as often as its page is opened, and
 * what they may read of it is the same for every visitor and changes only with its state: a route
 * of one bulletin (`config.visitorCache`) has its answers to visitors kept by URL and language until
 * that bulletin changes (the `bulletins` channel: saved, or a step of its workflow) or any reference
 * table does. People and programs that sign in read it from the database.
 *
 * Another server hears of a write a few milliseconds after it commits (LISTEN/NOTIFY): until then
 * it may answer what the write replaced. A request with `Cache-Control: no-cache` is always read
 * from the database, for a client that must be exact.
 *
 * Registered after authentication, access and CSRF (a kept answer still goes only to whom may
 * have it, with the cookies a browser needs), and before conditional GET (which answers 304).
 */
export default fp(async function readCache(app: FastifyInstance) {
  // The visitors' keys of each bulletin, kept or being read: a change of the bulletin forgets them
  // all, so that a read begun before it is not kept either.
  const visitorKeys = new Map<number, Set<string>>();
  let visitorKeyCount = 0;
  const answers = commonAnswers(app.events, (bulletin) => {
    const keys = visitorKeys.get(bulletin);
    if (!keys) return [];
    visitorKeys.delete(bulletin);
    visitorKeyCount -= keys.size;
    return [...keys];
  });
  /** Notes a visitor's key of a bulletin; past VISITOR_KEYS noted, every visitor's answer is dropped. */
  const noteVisitorKey = (bulletin: number, key: string) => {
    let known = visitorKeys.get(bulletin);
    if (!known) {
      known = new Set();
      visitorKeys.set(bulletin, known);
    }
    if (known.has(key)) return;
    if (visitorKeyCount >= VISITOR_KEYS) {
      answers.drop((answer) => answer.tables === 'every');
      visitorKeys.clear();
      visitorKeyCount = 0;
      noteVisitorKey(bulletin, key);
      return;
    }
    known.add(key);
    visitorKeyCount++;
  };
  const marks = new WeakMap<FastifyRequest, number>();
  const claims = new WeakMap<FastifyRequest, () => void>();
  const keys = new WeakMap<FastifyRequest, string>();

  // Callbacks, not promises: most requests keep nothing, and an `async` hook costs each of them a
  // turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    const keyed = keyOf(request);
    if (keyed === undefined) return done();
    const { key, bulletin } = keyed;
    keys.set(request, key);
    if (bulletin !== undefined) noteVisitorKey(bulletin, key);
    // A client that must see every write, whichever server made it, asks the database (RFC 9111).
    if (/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) {
      marks.set(request, answers.begin());
      return done();
    }
    /** Sends the kept answer, or lets the route read one (to be kept) when none is. */
    const answer = (kept: Answer | undefined) => {
      if (!kept) {
        marks.set(request, answers.begin());
        return done();
      }
      reply.headers(kept.headers).header('etag', kept.etag).type(kept.type);
      // A client holding this version is answered 304 by conditional GET, from the plain payload.
      const encoded = holdsVersion(request.headers['if-none-match'], kept.etag)
        ? undefined
        : encodedAnswer(kept, request);
      if (!encoded) return reply.send(kept.payload);
      const [encoding, bytes] = encoded;
      bytes.then(
        (body) =>
          reply
            .header('content-encoding', encoding)
            .header('vary', kept.headers.vary ? `${kept.headers.vary}, Accept-Encoding` : 'Accept-Encoding')
            .send(body),
        done,
      );
    };
    const kept = answers.get(key);
    if (kept) return answer(kept);
    const release = answers.claim(key);
    if (release) {
      claims.set(request, release);
      return answer(undefined);
    }
    answers.wait(key).then(() => answer(answers.get(key)), done);
  });

  app.addHook('onResponse', (request, _reply, done) => {
    claims.get(request)?.();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    claims.get(request)?.();
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const mark = marks.get(request);
    const key = keys.get(request);
    if (mark === undefined || key === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    // The route's own tag when it gives one (a bulletin's revision), else one over the answer.
    const given = reply.getHeader('etag');
    const etag = typeof given === 'string' ? given : weakTag(payload);
    reply.header('etag', etag);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const tables = request.routeOptions.config.readCache ?? 'every';
    answers.set(key, { payload, type: String(reply.getHeader('content-type')), etag, tables, headers }, mark);
    done(null, payload);
  });
});
