import type { CellPosition } from './sheet-layout.ts';

/** The grid's size, in rows and columns. */
export type GridSize = { rowCount: number; colCount: number };

/**
 * The active cell (where typing goes, and where a range was started) and the other end of the
 * selected range; a single cell when both are the same.
 */
export type Selection = { active: CellPosition; focus: CellPosition };

/** The rectangle a selection covers, inclusive. */
export type CellRange = { top: number; left: number; bottom: number; right: number };

export type NavigationKey =
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Tab'
  | 'Enter'
  | 'Home'
  | 'End';

/** The modifier keys held: Ctrl (or ⌘ on a Mac) jumps to the edge, Shift extends the range. */
export type Modifiers = { shift?: boolean; ctrl?: boolean };

const STEPS: Record<'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', CellPosition> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};

function clamp(size: GridSize, pos: CellPosition): CellPosition {
  return {
    row: Math.min(Math.max(pos.row, 0), size.rowCount - 1),
    col: Math.min(Math.max(pos.col, 0), size.colCount - 1),
  };
}

/** One cell selected, clamped to the grid. */
export function selectCell(size: GridSize, pos: CellPosition): Selection {
  const at = clamp(size, pos);
  return { active: at, focus: at };
}

/** The range from the active cell to `pos` (a Shift+click or a drag), clamped to the grid. */
export function extendTo(size: GridSize, selection: Selection, pos: CellPosition): Selection {
  return { active: selection.active, focus: clamp(size, pos) };
}

export function rangeOf(selection: Selection): CellRange {
  const { active, focus } = selection;
  return {
    top: Math.min(active.row, focus.row),
    left: Math.min(active.col, focus.col),
    bottom: Math.max(active.row, focus.row),
    right: Math.max(active.col, focus.col),
  };
}

export function isSingleCell(selection: Selection): boolean {
  return selection.active.row === selection.focus.row && selection.active.col === selection.focus.col;
}

export function rangeContains(range: CellRange, pos: CellPosition): boolean {
  return pos.row >= range.top && pos.row <= range.bottom && pos.col >= range.left && pos.col <= range.right;
}

/** Tab moves right and wraps to the next row's first cell; Shift+Tab the other way; both stop at the grid's ends. */
function tabFrom(size: GridSize, pos: CellPosition, backwards: boolean): CellPosition {
  const index = pos.row * size.colCount + pos.col + (backwards ? -1 : 1);
  const last = size.rowCount * size.colCount - 1;
  const bounded = Math.min(Math.max(index, 0), last);
  return { row: Math.floor(bounded / size.colCount), col: bounded % size.colCount };
}

function target(
  size: GridSize,
  from: CellPosition,
  key: Exclude<NavigationKey, 'Tab' | 'Enter'>,
  ctrl: boolean,
): CellPosition {
  if (key === 'Home') return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
  if (key === 'End')
    return ctrl
      ? { row: size.rowCount - 1, col: size.colCount - 1 }
      : { row: from.row, col: size.colCount - 1 };
  const step = STEPS[key];
  if (!ctrl) return clamp(size, { row: from.row + step.row, col: from.col + step.col });
  return clamp(size, {
    row: step.row === 0 ? from.row : step.row < 0 ? 0 : size.rowCount - 1,
    col: step.col === 0 ? from.col : step.col < 0 ? 0 : size.colCount - 1,
  });
}

/**
 * The selection after a navigation key, as a spreadsheet moves: arrows step, Ctrl+arrows jump to the
 * grid's edge, Home/End to the row's ends (Ctrl: the grid's corners), Tab/Shift+Tab wrap across rows,
 * Enter (after committing a cell) goes down and Shift+Enter up. With Shift (Tab and Enter aside)
 * the range's far end moves and the active cell stays. An empty grid keeps the selection as it is.
 */
export function navigate(
  size: GridSize,
  selection: Selection,
  key: NavigationKey,
  mods: Modifiers = {},
): Selection {
  if (size.rowCount === 0 || size.colCount === 0) return selection;
  if (key === 'Tab') {
    return selectCell(size, tabFrom(size, clamp(size, selection.active), mods.shift === true));
  }
  if (key === 'Enter') {
    const { row, col } = clamp(size, selection.active);
    return selectCell(size, { row: row + (mods.shift ? -1 : 1), col });
  }
  if (mods.shift) {
    return extendTo(size, selection, target(size, clamp(size, selection.focus), key, mods.ctrl === true));
  }
  return selectCell(size, target(size, clamp(size, selection.active), key, mods.ctrl === true));
}
