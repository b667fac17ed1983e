import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { CellChange } from '@bora/shared/bulletin-history';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { CellFormat } from '../../../components/bulletin/cell-value.tsx';
import type { GridDataType } from '../../../lib/bulletin/grid-model.ts';
import { cellContentText } from '../components/history-changes.tsx';
import { useComparison } from './use-comparison.ts';
import './compare.css';

/** The cells that differ from the bulletin compared with, by `cellId`; null when nothing is compared. */
const ComparedCellsContext = createContext<ReadonlyMap<string, CellChange> | null>(null);

/**
 * The grid's cells that changed since the bulletin compared with (`?compare=`), for the grid inside
 * to mark: the read grid's, or the editor's as of the draft's `revision` (the comparison panel's).
 */
export function ComparedCells({
  bulletin,
  revision,
  children,
}: {
  bulletin: BulletinDetail;
  revision?: number;
  children: ReactNode;
}) {
  const { query } = useComparison(bulletin, revision);
  const diff = query.data;
  const cells = useMemo(
    () => (diff ? new Map(diff.cells.map((cell) => [cellId(cell), cell])) : null),
    [diff],
  );
  return <ComparedCellsContext value={cells}>{children}</ComparedCellsContext>;
}

/** The changed cells a grid marks, or null when the bulletin is not being compared. */
export function useComparedCells(): ReadonlyMap<string, CellChange> | null {
  return useContext(ComparedCellsContext);
}

type WasProps = { change: CellChange; dataType: GridDataType; format: CellFormat };

/** What a changed cell held before, in the UI language: "was 12 °C". */
export function wasText({ change, dataType, format }: WasProps): string {
  const value = cellContentText(change.before, dataType, format.t, format.language, format.icons);
  return format.t('compare.was', { value });
}

/**
 * What a changed cell held before, as words in the cell ("was 12 °C"): read aloud with it in both
 * grids; the read grid shows it on hover or focus, the editor's in the cell's tooltip and cell bar.
 */
export function WasValue(props: WasProps) {
  return <span className="grid-was">{wasText(props)}</span>;
}
