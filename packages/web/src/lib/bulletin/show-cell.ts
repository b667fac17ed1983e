import type { CellKey } from '@bora/shared/bulletin-check';
import { cellElementId } from './grid-model.ts';

export type CellShowing<C extends CellKey = CellKey> = {
  /** Brings a cell into sight in a read grid: its day shown (one day at a time), its column not hidden. */
  onReveal?: (cell: CellKey) => void;
  /** Selects a cell where the grid is not a table of linked cells (the editor). */
  onCell?: (cell: C) => void;
};

/**
 * Takes the reader to a cell of the bulletin's grid: the editor selects it; the read grid shows its
 * day and focuses it, which scrolls its row and column into view.
 */
export function showCell<C extends CellKey>(cell: C, { onReveal, onCell }: CellShowing<C>): void {
  if (onCell) {
    onCell(cell);
    return;
  }
  onReveal?.(cell);
  // The day's table (its column) renders first when what is shown changes.
  requestAnimationFrame(() => document.getElementById(cellElementId(cell))?.focus());
}
