import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { publicBulletinSchema } from '@bora/shared/bulletin-public';
import type { Db } from '../../db/client.ts';
import type { KEPT_ENCODINGS } from '../../lib/accept-encoding.ts';
import { BoundedCache } from '../../lib/bounded-cache.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { KeptAnswer } from '../../lib/kept-answer.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { revisionTag } from './guard.ts';
import { getPublicBulletin } from './public.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const MiB = 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const write = jsonWriter(publicBulletinSchema);

/** Made once: compressed as small as the formats go, off the event loop (zlib's own threads). */
async function encoded(json: Buffer): Promise<Record<(typeof KEPT_ENCODINGS)[number], Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzipped(json, { level: 9 }),
  ]);
  return { br, gzip };
}

/**
 * The answers of `GET /api/public/bulletins/{id}/`, made once and kept as bytes. What was published
 * never changes: only its state does (superseded, withdrawn, a correction opened), and each such
 * step is heard on the `bulletins` channel, which forgets that bulletin's answer; a change to any
 * reference table (a type made private, say) forgets them all. Kept only while the bus is live,
 * so an answer never outlives a change this server could have missed.
 */
export class PublicAnswers {
  private readonly kept: BoundedCache<number, KeptAnswer>;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    this.kept = new BoundedCache(events, {
      maxEntries: 2000,
      maxAgeMs: 60 * 60_000,
      maxWeight: 128 * MiB,
      weigh: (answer) => answer.identity.length + answer.br.length + answer.gzip.length,
    });
    this.unsubscribe = [
      events.subscribe('bulletins', (signal) => this.kept.forget(signal.bulletin)),
      events.subscribe('tables', () => this.kept.drop()),
    ];
  }

  /** The answer held in memory, or undefined: asks nothing of the database. */
  held(id: number): KeptAnswer | undefined {
    return this.kept.get(id);
  }

  /** The answer, made when missing (once for all who ask meanwhile); a 404 when not public. */
  async answer(id: number): Promise<KeptAnswer> {
    const answer = await this.kept.load(id, async () => {
      const bulletin = await getPublicBulletin(this.db, id);
      const identity = Buffer.from(write(bulletin));
      return {
        etag: revisionTag(bulletin.revision),
        type: JSON_TYPE,
        identity,
        ...(await encoded(identity)),
      };
    });
    // `load` answers undefined only for a read that found nothing, and that read throws a 404.
    if (!answer) throw new Error(`public bulletin ${id}: no answer`);
    return answer;
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }
}
