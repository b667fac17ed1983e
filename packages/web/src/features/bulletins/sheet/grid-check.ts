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
import { CellsWithPending } from './pending-draft.ts';
import type { SheetCells } from './sheet-cells.ts';
import { type CellKey, cellIdAt, cellKeyAt, type SheetLayout } from './sheet-layout.ts';

type CheckedRow = { contents: (CellContent | undefined)[]; problems: CheckProblem[] };

/**
 * The check of the grid as it is typed, the same check as the server's, venue by venue: a cell's
 * problems depend on its venue's cells alone (consistency rules compare cells of one venue, day and
 * slot), so a venue is checked again only when one of its cells changed. A keystroke in a grid of
 * 12 000 cells checks one row of them, not all. Answers a function of the cells and texts; given
 * the bulletin's issue date, the texts are also checked for dates that are not the bulletin's.
 */
export function gridCheck(
  composition: BulletinComposition,
  layout: SheetLayout,
  iconCodes: readonly string[],
  issueDate?: string,
): (cells: SheetCells, texts: CheckInput['texts']) => CheckProblem[] {
  const keys: (CellKey | null)[][] = [];
  const ids: string[][] = [];
  for (let row = 0; row < layout.rowCount; row++) {
    keys.push([]);
    ids.push([]);
    for (let col = 0; col < layout.colCount; col++) {
      const key = cellKeyAt(layout, { row, col });
      keys[row]?.push(key);
      ids[row]?.push(cellIdAt(layout, { row, col }));
    }
  }
  const rowOf = new Map(ids.flatMap((row, index) => row.map((id): [string, number] => [id, index])));
  const checked: (CheckedRow | undefined)[] = [];
  let lastCells: SheetCells | null = null;
  const checkRow = (row: number, contents: (CellContent | undefined)[]): CheckProblem[] => {
    const values: CellEntry[] = [];
    // Typed text the rules refuse is an invalid value of its cell, not an empty cell.
    const invalid: CheckProblem[] = [];
    const invalidIds = new Set<string>();
    contents.forEach((content, col) => {
      const key = keys[row]?.[col];
      if (!key || !content) return;
      if (content.kind === 'value') values.push({ ...key, value: content.value });
      else {
        invalid.push({ severity: 'error', code: 'invalid_value', message: content.problem, cell: key });
        invalidIds.add(ids[row]?.[col] ?? '');
      }
    });
    const venue = composition.venues.filter((v) => v.id === layout.venueIds[row]);
    const found = checkCells(checkInputOf({ ...composition, venues: venue }, values, [], iconCodes));
    if (invalid.length === 0) return found;
    const emptied = (p: CheckProblem) =>
      p.code === 'required_missing' && p.cell !== undefined && invalidIds.has(cellId(p.cell));
    return [...invalid, ...found.filter((p) => !emptied(p))];
  };
  /** The rows whose cells may differ from those last checked; null for every row. */
  const rowsToCompare = (cells: SheetCells): Set<number> | null => {
    const changed = lastCells && cells instanceof CellsWithPending ? cells.changedSince(lastCells) : null;
    return changed && new Set(changed.map((id) => rowOf.get(id) ?? -1));
  };
  return (cells, texts) => {
    const problems: CheckProblem[] = [];
    const compared = rowsToCompare(cells);
    lastCells = cells;
    for (let row = 0; row < layout.rowCount; row++) {
      const rowIds = ids[row] ?? [];
      let known = checked[row];
      const mayDiffer = !compared || compared.has(row);
      if (!known || (mayDiffer && rowIds.some((id, col) => cells.get(id) !== known?.contents[col]))) {
        const contents = rowIds.map((id) => cells.get(id));
        known = { contents, problems: checkRow(row, contents) };
        checked[row] = known;
      }
      problems.push(...known.problems);
    }
    problems.push(...checkTexts(checkInputOf(composition, [], texts, iconCodes, issueDate)));
    return problems;
  };
}
