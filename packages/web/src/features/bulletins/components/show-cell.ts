import type { CellKey } from '@bora/shared/bulletin-check';
import { cellElementId } from './grid-model.ts';

export type CellShowing<C extends CellKey = CellKey> = {
  /** Shows a day, in a read grid that shows one day at a time. */
  onDay?: (day: number) => void;
  /** Selects a cell where the grid is not a table of linked cells (the editor). */
  onCell?: (cell: C) => void;
};

/**
 * Takes the reader to a cell of the bulletin's grid: the editor selects it; the read grid shows its
 * day and focuses it, which scrolls its row and column into view.
 */
export function showCell<C extends CellKey>(cell: C, { onDay, onCell }: CellShowing<C>): void {
  if (onCell) {
    onCell(cell);
    return;
  }
  onDay?.(cell.day);
  // The day's table renders first when the day shown changes.
  requestAnimationFrame(() => document.getElementById(cellElementId(cell))?.focus());
}
