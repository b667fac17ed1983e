import type { Verification } from '@bora/shared/verification';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import type { ReferenceTable } from '../../db/reference-tables.ts';
import { BoundedCache } from '../../lib/bounded-cache.ts';
import { keepSums } from './kept-sums.ts';
import type { Period } from './repository.ts';
import { scoresOfKeptSums } from './scores.ts';
import { sumsVersion } from './sums-repository.ts';

/** The reference data the scores name things by (codes, units, tolerances, their order). */
const NAMED_FROM: readonly ReferenceTable[] = ['bulletin_types', 'data_types', 'venues'];

/** About what one group of an answer weighs once written (a row of figures and its names). */
const GROUP_BYTES = 160;

function weight(answer: Verification): number {
  let groups = 0;
  for (const scores of answer.data_types) {
    groups += 1 + scores.by_lead_day.length + scores.by_week.length + scores.by_venue.length;
    const tables = [scores.overall, ...scores.by_lead_day, ...scores.by_week, ...scores.by_venue];
    for (const figures of tables) if ('contingency' in figures) groups += figures.contingency.length / 4;
  }
  return groups * GROUP_BYTES;
}

const MiB = 1024 * 1024;

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
export class KeptScores {
  private readonly answers: BoundedCache<string, Verification>;

  constructor(events: EventBus) {
    this.answers = new BoundedCache(events, {
      maxEntries: 500,
      maxAgeMs: 60 * 60_000,
      maxWeight: 32 * MiB,
      weigh: weight,
    });
    events.subscribe('tables', (table) => {
      if ((NAMED_FROM as readonly string[]).includes(table)) this.answers.drop();
    });
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
