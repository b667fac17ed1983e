import type { EventBus } from '../db/event-bus.ts';
import { AnswerBytes } from './answer-bytes.ts';

/**
 * Each public bulletin's answer (`GET /api/public/bulletins/{id}/`) and documents (its JSON, its CSV
 * per language), as bytes with `M`, what is served beside them. Keyed by the bulletin and the
 * document (features/public/answers.ts). What was published never changes, only its state does:
 * cleared, for that bulletin, by its signal on `bulletins` (superseded, withdrawn, a correction
 * opened: `keysOf` names its keys), and entirely by any reference table's change (a type made
 * private, say).
 */
export function publicBulletinBytes<M extends object>(
  events: EventBus,
  keysOf: (bulletin: number) => readonly string[],
): AnswerBytes<string, M> {
  return new AnswerBytes<string, M>(events, {
    maxEntries: 2000,
    maxWeightMiB: 128,
    clearedBy: {
      bulletins: (signal) => keysOf(signal.bulletin),
      tables: () => 'all',
    },
  });
}
