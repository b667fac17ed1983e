import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type KEPT_ENCODINGS, type KeptEncoding, preferredEncoding } from './accept-encoding.ts';
import { BoundedCache } from './bounded-cache.ts';
import { holdsVersion } from './etag.ts';
import type { EventBus } from './event-bus.ts';

/** An answer made once and kept as bytes, in every encoding it is served in, with its tag and type. */
export type KeptAnswer = { etag: string; type: string } & Record<KeptEncoding, Buffer>;

/** What a maker answers for a key: the bytes to send as they are, their tag and media type. */
export type MadeAnswer = { etag: string; type: string; identity: Buffer };

/** The media type of kept JSON answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

const MiB = 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Made once: compressed as small as the formats go, off the event loop (zlib's own threads). */
async function encoded(bytes: Buffer): Promise<Record<(typeof KEPT_ENCODINGS)[number], Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { br, gzip };
}

export type KeptAnswersOptions = { maxEntries: number; maxWeightMiB: number };

/**
 * Answers made once per key and kept as bytes (with their brotli and gzip forms), for what does not
 * change until an event says so. Whoever keeps them subscribes to those events and calls `forget`
 * or `drop`; like every BoundedCache, they are served only while the bus is live, so an answer
 * never outlives a change this server could have missed, and a correct answer never depends on
 * which server was asked. `M`: what else is kept with an answer (a document's file name, say).
 */
export class KeptAnswers<K, M extends object = object> {
  private readonly kept: BoundedCache<K, KeptAnswer & M>;

  constructor(events: EventBus, options: KeptAnswersOptions) {
    this.kept = new BoundedCache(events, {
      maxEntries: options.maxEntries,
      maxAgeMs: 60 * 60_000,
      maxWeight: options.maxWeightMiB * MiB,
      weigh: (answer) => answer.identity.length + answer.br.length + answer.gzip.length,
    });
  }

  /** The answer held in memory, or undefined: asks nothing of the database. */
  held(key: K): (KeptAnswer & M) | undefined {
    return this.kept.get(key);
  }

  /** The answer, made by `make` when missing (once for all who ask meanwhile); what it throws, thrown. */
  async answer(key: K, make: () => Promise<MadeAnswer & M>): Promise<KeptAnswer & M> {
    const answer = await this.kept.load(key, async () => {
      const made = await make();
      return { ...made, ...(await encoded(made.identity)) };
    });
    // `load` answers undefined only for a read that found nothing, and `make` throws instead.
    if (!answer) throw new Error('kept answer: none made');
    return answer;
  }

  /** Drops one key's answer (a read of it under way is not kept). */
  forget(key: K): void {
    this.kept.forget(key);
  }

  /** Drops every answer. */
  drop(): void {
    this.kept.drop();
  }
}

/** The headers every public answer carries: any site may read it, and a shared cache keep it `maxAge` s. */
function publicHeaders(maxAge: number): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag, Content-Disposition, Content-Language',
    'cache-control': `public, max-age=${maxAge}`,
    vary: 'Accept-Encoding',
  };
}

const headersByAge = new Map<number, Record<string, string>>();

/** How a kept answer is sent beside its bytes. */
export type SendAs = {
  /** The request headers the answer was chosen by, when more than Accept-Encoding (a document's language). */
  vary?: string;
  /** As a file to download, under the name the answer keeps. */
  download?: boolean;
};

/**
 * A kept public answer: 304 to a client that holds it, else its bytes in the encoding the client
 * prefers. Nothing is read or made: the headers of one max-age are one object, written at once.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer & { disposition?: string },
  maxAge: number,
  as: SendAs = {},
) {
  let headers = headersByAge.get(maxAge);
  if (!headers) {
    headers = publicHeaders(maxAge);
    headersByAge.set(maxAge, headers);
  }
  reply.headers(headers).header('etag', answer.etag);
  if (as.vary) reply.header('vary', as.vary);
  if (as.download && answer.disposition) reply.header('content-disposition', answer.disposition);
  const held = request.headers['if-none-match'];
  // The tag as the client was given it is the common case; any other form is parsed.
  if (held === answer.etag || holdsVersion(held, answer.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(answer.type).send(answer[encoding]);
}
