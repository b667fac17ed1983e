import { sameContent } from './cell-input.ts';
import { type CellChange, contentAt, inverseOf, type SheetCells, type SheetEdit } from './sheet-cells.ts';

/** The edits that can be undone (latest last) and those undone that can be redone. */
export type EditHistory = { done: readonly SheetEdit[]; undone: readonly SheetEdit[] };

export const HISTORY_LIMIT = 200;

export const emptyHistory: EditHistory = { done: [], undone: [] };

/** Records a new edit: it can be undone, and what was undone before it can no longer be redone. */
export function record(history: EditHistory, edit: SheetEdit): EditHistory {
  return { done: [...history.done, edit].slice(-HISTORY_LIMIT), undone: [] };
}

/**
 * A step back or forward: the history after it, the edit concerned, the changes to apply, and how
 * many cells were left alone because someone else has changed them since.
 */
export type HistoryStep = { history: EditHistory; edit: SheetEdit; changes: CellChange[]; skipped: number };

/** The changes whose cell still holds what they expect; another person's later value is not overwritten. */
function stillApplying(cells: SheetCells, changes: readonly CellChange[]) {
  const applying = changes.filter((c) => sameContent(contentAt(cells, c.key), c.before));
  return { changes: applying, skipped: changes.length - applying.length };
}

/** Takes back the latest edit; null when there is nothing to undo. */
export function undo(history: EditHistory, cells: SheetCells): HistoryStep | null {
  const edit = history.done.at(-1);
  if (!edit) return null;
  return {
    history: { done: history.done.slice(0, -1), undone: [...history.undone, edit] },
    edit,
    ...stillApplying(cells, inverseOf(edit.changes)),
  };
}

/** Does again the latest undone edit; null when there is nothing to redo. */
export function redo(history: EditHistory, cells: SheetCells): HistoryStep | null {
  const edit = history.undone.at(-1);
  if (!edit) return null;
  return {
    history: { done: [...history.done, edit], undone: history.undone.slice(0, -1) },
    edit,
    ...stillApplying(cells, edit.changes),
  };
}
