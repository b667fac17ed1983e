import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { EventBus } from '../db/event-bus.ts';
import type { KEPT_ENCODINGS } from '../lib/accept-encoding.ts';
import type { KeptAnswer, MadeAnswer } from '../lib/send-bytes.ts';
import { BoundedCache, type ClearedBy } from './bounded-cache.ts';

const MiB = 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for kept answers. Its best (11) writes the 12 000-cell bulletin's 1.2 MB of JSON
 * in 34 KB but spends 2.4 s of CPU on it; 9 writes 44 KB in 30 ms. An answer is made again whenever
 * a bulletin changes state, and a caller may ask for many that are not kept: a make must cost
 * little, so the answer is a quarter larger.
 */
const BROTLI_QUALITY = 9;

/** Made once: compressed well at little cost, off the event loop (zlib's own threads). */
async function encoded(bytes: Buffer): Promise<Record<(typeof KEPT_ENCODINGS)[number], Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { br, gzip };
}

export type AnswerBytesOptions<K, M> = {
  maxEntries: number;
  maxWeightMiB: number;
  clearedBy: ClearedBy<K, KeptAnswer & M>;
};

/**
 * Answers made once per key and kept as bytes (with their brotli and gzip forms), for what does not
 * change until an event says so. Whoever keeps them subscribes to those events and calls `forget`
 * or `drop`; like every BoundedCache, they are served only while the bus is live, so an answer
 * never outlives a change this server could have missed, and a correct answer never depends on
 * which server was asked. `M`: what else is kept with an answer (a document's file name, say).
 */
export class AnswerBytes<K, M extends object = object> {
  private readonly kept: BoundedCache<K, KeptAnswer & M>;

  constructor(events: EventBus, options: AnswerBytesOptions<K, M>) {
    this.kept = new BoundedCache(events, {
      maxEntries: options.maxEntries,
      maxAgeMs: 60 * 60_000,
      maxWeight: options.maxWeightMiB * MiB,
      weigh: (answer) => answer.identity.length + answer.br.length + answer.gzip.length,
      clearedBy: options.clearedBy,
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

  /** Stops hearing what clears it (the app is closing). */
  close(): void {
    this.kept.close();
  }
}
