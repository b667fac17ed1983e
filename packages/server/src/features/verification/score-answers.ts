import type { Verification } from '@bora/shared/verification';
import type { BoundedCache } from '../../caches/bounded-cache.ts';
import { verificationScores } from '../../caches/verification-scores.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import type { Period } from './repository.ts';
import { keepSums } from './score-sums.ts';
import { scoresOfKeptSums } from './scores.ts';
import { sumsVersion } from './sums-repository.ts';

/**
 * Scores answered again from memory while what they are made of is unchanged: a year's scores are
 * added up in a quarter of a second, and anyone may ask for a public type's as often as the
 * anonymous limit lets them. Each reading sums the type's stale bulletins and months first, as
 * always, then asks the database for the version of the type's sums (raised in every transaction
 * that writes them): an answer is kept under that version, so a change made on any server is read
 * by the next reading on every server. A change to the names it is written with (a venue's code, a
 * data type's unit) drops every answer, as reference data read from memory does.
 *
 * The caller has checked that the reader may read the type: the answer is the same for everyone
 * who may.
 */
export class ScoreAnswers {
  private readonly answers: BoundedCache<string, Verification>;

  constructor(events: EventBus) {
    this.answers = verificationScores(events);
  }

  async of(db: Db, period: Period): Promise<Verification> {
    const typeId = period.bulletinType.id;
    await keepSums(db, typeId);
    const version = await sumsVersion(db, typeId);
    const key = [
      typeId,
      version,
      period.dateAfter,
      period.dateBefore,
      period.venueId,
      period.dataTypeId,
    ].join('|');
    const answer = await this.answers.load(key, () => scoresOfKeptSums(db, period));
    if (!answer) throw new Error('verification scores: none made');
    return answer;
  }
}
