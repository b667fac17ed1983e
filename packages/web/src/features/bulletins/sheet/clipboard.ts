import type { ParseContext } from '@bora/shared/data-type-values';
import { type CellContent, type CellWords, cellText, readCell } from './cell-input.ts';
import { type CellRange, isSingleCell, rangeOf, type Selection } from './selection.ts';
import {
  type CellChange,
  changeAt,
  contentAtPosition,
  editOf,
  type SheetCells,
  type SheetEdit,
} from './sheet-cells.ts';
import type { SheetLayout } from './sheet-layout.ts';
import { parseTsv, toTsv } from './tsv.ts';

/**
 * A range as TSV for the clipboard, each cell as a person reads it in the UI language (`cellText`:
 * names, never codes; numbers in the language's format), which `paste` reads back as the same values.
 */
export function copyRange(
  layout: SheetLayout,
  cells: SheetCells,
  range: CellRange,
  words: CellWords,
): string {
  const rows: string[][] = [];
  for (let row = range.top; row <= range.bottom; row++) {
    const line: string[] = [];
    for (let col = range.left; col <= range.right; col++) {
      const column = layout.columns[col];
      const content = contentAtPosition(layout, cells, { row, col });
      line.push(column ? cellText(content, column.dataType, words) : '');
    }
    rows.push(line);
  }
  return toTsv(rows);
}

/** The paste's edit (null when it changes nothing), and how many rows and columns of the block fell outside the grid. */
export type PasteResult = { edit: SheetEdit | null; clipped: { rows: number; columns: number } };

/**
 * Pastes clipboard text: a block lands with its top-left corner on the active cell (on the
 * range's top-left cell when a range is selected, as spreadsheets do), each text read by its
 * column's data type (with the set's icons and the UI language of `context`), and what falls outside the grid is left out and counted. A single value
 * pasted into a selected range fills the whole range.
 */
export function paste(
  layout: SheetLayout,
  cells: SheetCells,
  selection: Selection,
  text: string,
  context: ParseContext = {},
): PasteResult {
  const block = parseTsv(text);
  const range = rangeOf(selection);
  const read = (col: number, typed: string): CellContent | null => {
    const column = layout.columns[col];
    return column ? readCell(column.dataType, typed, context) : null;
  };
  const changes: (CellChange | null)[] = [];
  const change = (row: number, col: number, typed: string) => {
    changes.push(changeAt(layout, cells, { row, col }, read(col, typed)));
  };

  const only = block.length === 1 && block[0]?.length === 1 ? block[0][0] : undefined;
  if (only !== undefined && !isSingleCell(selection)) {
    for (let row = range.top; row <= range.bottom; row++) {
      for (let col = range.left; col <= range.right; col++) change(row, col, only);
    }
    return { edit: editOf('paste', changes), clipped: { rows: 0, columns: 0 } };
  }

  const { top, left } = range;
  const fitRows = Math.max(0, Math.min(block.length, layout.rowCount - top));
  const fitCols = Math.max(0, layout.colCount - left);
  let widest = 0;
  for (const line of block) widest = Math.max(widest, line.length);
  for (let r = 0; r < fitRows; r++) {
    const line = block[r] ?? [];
    for (let c = 0; c < Math.min(line.length, fitCols); c++) change(top + r, left + c, line[c] ?? '');
  }
  return {
    edit: editOf('paste', changes),
    clipped: { rows: block.length - fitRows, columns: Math.max(0, widest - fitCols) },
  };
}
