import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { CellChange } from '@bora/shared/bulletin-history';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellFormat } from '../components/cell-value.tsx';
import type { GridDataType } from '../components/grid-model.ts';
import { cellContentText } from '../components/history-changes.tsx';
import { useComparison } from './use-comparison.ts';
import './compare.css';

/** The cells that differ from the bulletin compared with, by `cellId`; null when nothing is compared. */
const ComparedCellsContext = createContext<ReadonlyMap<string, CellChange> | null>(null);

/** The grid's cells that changed since the bulletin compared with (`?compare=`), for the grid inside to mark. */
export function ComparedCells({ bulletin, children }: { bulletin: BulletinDetail; children: ReactNode }) {
  const { query } = useComparison(bulletin);
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

/** What a changed cell held before, as words in the cell ("was 12 °C"): read aloud, and shown on hover or focus. */
export function WasValue({
  change,
  dataType,
  format,
}: {
  change: CellChange;
  dataType: GridDataType;
  format: CellFormat;
}) {
  const { t, i18n } = useTranslation();
  const value = cellContentText(change.before, dataType, t, i18n.resolvedLanguage, format.icons);
  return <span className="grid-was">{t('compare.was', { value })}</span>;
}
