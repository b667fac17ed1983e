import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { EventBus } from '../db/event-bus.ts';
import { AnswerBytes } from './answer-bytes.ts';

/**
 * The public answers drawn from what is published (a type's newest bulletin, a place's forecast, a
 * feed), as bytes. Keyed by the answer's kind, what it is of and the links' base, read from the
 * request alone (features/public/published-answers.ts). Cleared by a bulletin the public may read
 * changing state (published, corrected, superseded, withdrawn: a draft submitted or returned, of
 * any authority, leaves them as they are) and by any reference table's change.
 */
export function publishedAnswerBytes(events: EventBus): AnswerBytes<string> {
  return new AnswerBytes<string>(events, {
    maxEntries: 2000,
    maxWeightMiB: 64,
    clearedBy: {
      bulletins: (signal) =>
        signal.event === 'state' && PUBLISHED_STATES.includes(signal.data.status) ? 'all' : undefined,
      tables: () => 'all',
    },
  });
}
