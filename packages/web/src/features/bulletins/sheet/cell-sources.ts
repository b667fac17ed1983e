import type { BulletinValue } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { PendingCell } from './pending-draft.ts';

export type ValueSource = BulletinValue['source'];

/**
 * Where a cell's value came from, as the server says it (`origin` empty for values from before
 * origins were kept); `here` for a value typed in this editor and not saved yet.
 */
export type CellSource = Pick<BulletinValue, 'source' | 'origin' | 'copied_from'> & { here: boolean };

/** A cell's source by its `cellId`; undefined for an empty cell. */
export type SourceOf = (id: string) => CellSource | undefined;

export type SourceCounts = Record<ValueSource, number>;

const TYPED_HERE: CellSource = { source: 'manual', origin: '', copied_from: null, here: true };

/** The sources of the server's values, by `cellId`. */
export function sourcesOfValues(values: readonly BulletinValue[]): ReadonlyMap<string, CellSource> {
  return new Map(
    values.map((v) => [
      cellId(v),
      { source: v.source, origin: v.origin, copied_from: v.copied_from, here: false },
    ]),
  );
}

/**
 * The sources of the cells as the sheet shows them: the server's, except where I have changed a
 * cell and not saved it yet, which is typed here (or empty, if I cleared it).
 */
export function sourcesWithPending(
  server: ReadonlyMap<string, CellSource>,
  pending: Readonly<Record<string, PendingCell>>,
): SourceOf {
  return (id) => {
    const mine = Object.hasOwn(pending, id) ? pending[id] : undefined;
    if (!mine) return server.get(id);
    return mine.mine ? TYPED_HERE : undefined;
  };
}

/** How many of the cells as the sheet shows them came each way. */
export function countSources(
  server: ReadonlyMap<string, CellSource>,
  pending: Readonly<Record<string, PendingCell>> = {},
): SourceCounts {
  const sourceOf = sourcesWithPending(server, pending);
  const counts: SourceCounts = { imported: 0, copied: 0, manual: 0 };
  for (const id of new Set([...server.keys(), ...Object.keys(pending)])) {
    const source = sourceOf(id)?.source;
    if (source) counts[source] += 1;
  }
  return counts;
}
