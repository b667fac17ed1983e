import type { BulletinComposition } from '@bora/shared/bulletin';
import {
  type CellEntry,
  type CheckInput,
  type CheckProblem,
  cellId,
  checkCells,
  checkInputOf,
  checkTexts,
} from '@bora/shared/bulletin-check';
import type { CellContent } from './cell-input.ts';
import type { SheetCells } from './sheet-cells.ts';
import { type CellKey, cellKeyAt, type SheetLayout } from './sheet-layout.ts';

type CheckedRow = { contents: (CellContent | undefined)[]; problems: CheckProblem[] };

/**
 * The check of the grid as it is typed, the same check as the server's, venue by venue: a cell's
 * problems depend on its venue's cells alone (consistency rules compare cells of one venue, day and
 * slot), so a venue is checked again only when one of its cells changed. A keystroke in a grid of
 * 12 000 cells checks one row of them, not all. Answers a function of the cells and texts.
 */
export function gridCheck(
  composition: BulletinComposition,
  layout: SheetLayout,
  iconCodes: readonly string[],
): (cells: SheetCells, texts: CheckInput['texts']) => CheckProblem[] {
  const keys: (CellKey | null)[][] = [];
  const ids: string[][] = [];
  for (let row = 0; row < layout.rowCount; row++) {
    keys.push([]);
    ids.push([]);
    for (let col = 0; col < layout.colCount; col++) {
      const key = cellKeyAt(layout, { row, col });
      keys[row]?.push(key);
      ids[row]?.push(key ? cellId(key) : '');
    }
  }
  const checked: (CheckedRow | undefined)[] = [];
  const checkRow = (row: number, contents: (CellContent | undefined)[]): CheckProblem[] => {
    const values: CellEntry[] = [];
    contents.forEach((content, col) => {
      const key = keys[row]?.[col];
      if (key && content?.kind === 'value') values.push({ ...key, value: content.value });
    });
    const venue = composition.venues.filter((v) => v.id === layout.venueIds[row]);
    return checkCells(checkInputOf({ ...composition, venues: venue }, values, [], iconCodes));
  };
  return (cells, texts) => {
    const problems: CheckProblem[] = [];
    for (let row = 0; row < layout.rowCount; row++) {
      const contents = (ids[row] ?? []).map((id) => cells.get(id));
      let known = checked[row];
      if (!known || contents.some((content, col) => content !== known?.contents[col])) {
        known = { contents, problems: checkRow(row, contents) };
        checked[row] = known;
      }
      problems.push(...known.problems);
    }
    problems.push(...checkTexts(checkInputOf(composition, [], texts, iconCodes)));
    return problems;
  };
}
