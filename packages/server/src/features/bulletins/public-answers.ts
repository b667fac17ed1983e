import { publicBulletinSchema } from '@bora/shared/bulletin-public';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { JSON_TYPE, type KeptAnswer, KeptAnswers } from '../../lib/kept-answer.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { revisionTag } from './guard.ts';
import { getPublicBulletin } from './public.ts';

const write = jsonWriter(publicBulletinSchema);

/**
 * The answers of `GET /api/public/bulletins/{id}/`, made once and kept as bytes. What was published
 * never changes: only its state does (superseded, withdrawn, a correction opened), and each such
 * step is heard on the `bulletins` channel, which forgets that bulletin's answer; a change to any
 * reference table (a type made private, say) forgets them all.
 */
export class PublicAnswers {
  private readonly kept: KeptAnswers<number>;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    this.kept = new KeptAnswers(events, { maxEntries: 2000, maxWeightMiB: 128 });
    this.unsubscribe = [
      events.subscribe('bulletins', (signal) => this.kept.forget(signal.bulletin)),
      events.subscribe('tables', () => this.kept.drop()),
    ];
  }

  /** The answer held in memory, or undefined: asks nothing of the database. */
  held(id: number): KeptAnswer | undefined {
    return this.kept.held(id);
  }

  /** The answer, made when missing (once for all who ask meanwhile); a 404 when not public. */
  answer(id: number): Promise<KeptAnswer> {
    return this.kept.answer(id, async () => {
      const bulletin = await getPublicBulletin(this.db, id);
      return {
        etag: revisionTag(bulletin.revision),
        type: JSON_TYPE,
        identity: Buffer.from(write(bulletin)),
      };
    });
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }
}
