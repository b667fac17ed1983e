import type { CellContent } from './cell-input.ts';
import type { CellRange } from './selection.ts';
import {
  type CellChange,
  changeAt,
  changeTo,
  contentAt,
  contentAtPosition,
  editOf,
  noteChange,
  type SheetCells,
  type SheetEdit,
} from './sheet-cells.ts';
import { type CellPosition, cellKeyAt, type SheetLayout } from './sheet-layout.ts';

/** A value typed into one cell (null clears it). */
export function typeInto(
  layout: SheetLayout,
  cells: SheetCells,
  pos: CellPosition,
  content: CellContent | null,
): SheetEdit | null {
  return editOf('type', [changeAt(layout, cells, pos, content)]);
}

/** The note of one cell written (an empty note removes it); null when the cell is empty or keeps its note. */
export function writeNote(
  layout: SheetLayout,
  cells: SheetCells,
  pos: CellPosition,
  note: string,
): SheetEdit | null {
  const key = cellKeyAt(layout, pos);
  return editOf('note', [key ? noteChange(cells, key, note) : null]);
}

/** Delete on a range: every cell in it emptied. */
export function clearRange(layout: SheetLayout, cells: SheetCells, range: CellRange): SheetEdit | null {
  const changes: (CellChange | null)[] = [];
  for (let row = range.top; row <= range.bottom; row++) {
    for (let col = range.left; col <= range.right; col++)
      changes.push(changeAt(layout, cells, { row, col }, null));
  }
  return editOf('clear', changes);
}

/**
 * Ctrl+D: each column of the range takes the value of its top cell; a range one row high takes
 * the values of the row above it, as spreadsheets do.
 */
export function fillDown(layout: SheetLayout, cells: SheetCells, range: CellRange): SheetEdit | null {
  const sourceRow = range.top === range.bottom ? range.top - 1 : range.top;
  if (sourceRow < 0) return null;
  const changes: (CellChange | null)[] = [];
  for (let col = range.left; col <= range.right; col++) {
    const source = contentAtPosition(layout, cells, { row: sourceRow, col });
    for (let row = sourceRow + 1; row <= range.bottom; row++)
      changes.push(changeAt(layout, cells, { row, col }, source));
  }
  return editOf('fill', changes);
}

/** One value in every venue's cell of a column (a data type in a day and slot). */
export function fillColumn(
  layout: SheetLayout,
  cells: SheetCells,
  col: number,
  content: CellContent | null,
): SheetEdit | null {
  const changes: (CellChange | null)[] = [];
  for (let row = 0; row < layout.rowCount; row++)
    changes.push(changeAt(layout, cells, { row, col }, content));
  return editOf('fill', changes);
}

/**
 * The next day made a copy of `day`, for every venue, slot and data type: what is empty on `day`
 * is emptied on the next. Null when `day` is the horizon's last day, or nothing changes.
 */
export function copyDayToNext(layout: SheetLayout, cells: SheetCells, day: number): SheetEdit | null {
  const columns = layout.columns.filter((c) => c.day === day);
  if (!layout.columns.some((c) => c.day === day + 1)) return null;
  const changes: (CellChange | null)[] = [];
  for (const venue_id of layout.venueIds) {
    for (const { slot, dataType } of columns) {
      const from = { venue_id, day, slot, data_type_id: dataType.id };
      changes.push(changeTo(cells, { ...from, day: day + 1 }, contentAt(cells, from)));
    }
  }
  return editOf('copy-day', changes);
}

/**
 * The fill handle dragged down to `toRow`: the range's rows repeated below it, as spreadsheets
 * fill. Null when it reaches no row below the range, or nothing changes.
 */
export function fillDownTo(
  layout: SheetLayout,
  cells: SheetCells,
  range: CellRange,
  toRow: number,
): SheetEdit | null {
  const last = Math.min(toRow, layout.rowCount - 1);
  const height = range.bottom - range.top + 1;
  const changes: (CellChange | null)[] = [];
  for (let row = range.bottom + 1; row <= last; row++) {
    const sourceRow = range.top + ((row - range.bottom - 1) % height);
    for (let col = range.left; col <= range.right; col++)
      changes.push(
        changeAt(layout, cells, { row, col }, contentAtPosition(layout, cells, { row: sourceRow, col })),
      );
  }
  return editOf('fill', changes);
}
