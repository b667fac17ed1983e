import { useMemo } from 'react';
import {
  countSources,
  type SourceCounts,
  type SourceOf,
  sourcesOfValues,
  sourcesWithPending,
} from '../sheet/cell-sources.ts';
import type { SheetState } from '../sheet/sheet-state.ts';

/**
 * Each cell's source as the sheet shows it (the server's, or typed here for an unsent edit), and
 * while the grid is tinted by source, how many cells came each way.
 */
export function useCellSources(
  sheet: Pick<SheetState, 'serverValues' | 'draft'>,
  tinted: boolean,
): { sourceOf: SourceOf; counts: SourceCounts | null } {
  const server = useMemo(() => sourcesOfValues(sheet.serverValues), [sheet.serverValues]);
  const pending = sheet.draft.cells;
  const sourceOf = useMemo(() => sourcesWithPending(server, pending), [server, pending]);
  const counts = useMemo(() => (tinted ? countSources(server, pending) : null), [tinted, server, pending]);
  return { sourceOf, counts };
}
