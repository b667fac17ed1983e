import type { CellStatus, IconComparison } from '@bora/shared/icon-compare';

type Row = IconComparison['rows'][number];

/**
 * The rows a status and a category keep: a row counts for a status when any chosen set stands
 * that way for its reference icon ('' keeps every row).
 */
export function filterRows(rows: Row[], status: CellStatus | '', category: string): Row[] {
  return rows.filter(
    (row) =>
      (category === '' || row.reference.category === category) &&
      (status === '' || row.cells.some((cell) => cell.status === status)),
  );
}
