import type { Verification } from '@bora/shared/verification';
import type { EventBus } from '../db/event-bus.ts';
import type { ReferenceTable } from '../db/reference-tables.ts';
import { BoundedCache } from './bounded-cache.ts';

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
 * The verification scores of a type over a period (features/verification/score-answers.ts). Keyed by
 * the type, the version of its sums (raised in every transaction that writes them, so a change made
 * on any server is read by the next reading on every server), the period and the venue and data type
 * chosen. Cleared by a change to the names they are written with (a venue's code, a data type's unit).
 */
export function verificationScores(events: EventBus): BoundedCache<string, Verification> {
  return new BoundedCache(events, {
    maxEntries: 500,
    maxAgeMs: 60 * 60_000,
    maxWeight: 32 * MiB,
    weigh: weight,
    clearedBy: { tables: (table) => ((NAMED_FROM as readonly string[]).includes(table) ? 'all' : undefined) },
  });
}
