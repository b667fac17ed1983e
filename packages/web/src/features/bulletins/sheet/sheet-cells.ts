import type { BulletinValue } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { ValueAt } from '../../../components/map/bulletin-map-model.ts';
import { type CellContent, noteOf, sameContent, withNote } from './cell-input.ts';
import { type CellKey, type CellPosition, cellKeyAt, type SheetLayout } from './sheet-layout.ts';

/** The grid's contents by `cellId`; an empty cell has no entry. */
export type SheetCells = Pick<ReadonlyMap<string, CellContent>, 'get'>;

/** The grid's contents as kept in full (the server's cells, say). */
export type StoredCells = ReadonlyMap<string, CellContent>;

/** One cell's change, with what it held before so that it can be undone. */
export type CellChange = { key: CellKey; before: CellContent | null; after: CellContent | null };

/** What a person did in one gesture, undone and redone as one. */
export type EditKind = 'type' | 'paste' | 'clear' | 'fill' | 'copy-day' | 'note';
export type SheetEdit = { kind: EditKind; changes: CellChange[] };

/** A value as the server keeps it, as a cell holds it. */
export function contentOfValue(value: Pick<BulletinValue, 'value' | 'note'>): CellContent {
  return withNote({ kind: 'value', value: value.value }, value.note);
}

export function cellsFromValues(values: readonly BulletinValue[]): StoredCells {
  return new Map(values.map((v) => [cellId(v), contentOfValue(v)]));
}

export function contentAt(cells: SheetCells, key: CellKey): CellContent | null {
  return cells.get(cellId(key)) ?? null;
}

/** What the cell at a grid position holds; null outside the grid too. */
export function contentAtPosition(
  layout: SheetLayout,
  cells: SheetCells,
  pos: CellPosition,
): CellContent | null {
  const key = cellKeyAt(layout, pos);
  return key ? contentAt(cells, key) : null;
}

/**
 * The change that puts the value of `after` in a cell; null when the cell holds it already. The
 * cell keeps its own note (typing, pasting or filling values moves no note), and an emptied cell
 * loses it, as the server clears a value's note with the value.
 */
export function changeTo(cells: SheetCells, key: CellKey, after: CellContent | null): CellChange | null {
  const before = contentAt(cells, key);
  const next = after && withNote(after, noteOf(before));
  return sameContent(before, next) ? null : { key, before, after: next };
}

/** The change that writes a cell's note; null when it holds that note already, or nothing a note could go with. */
export function noteChange(cells: SheetCells, key: CellKey, note: string): CellChange | null {
  const before = contentAt(cells, key);
  if (!before) return null;
  const after = withNote(before, note.trim());
  return sameContent(before, after) ? null : { key, before, after };
}

/** The change that puts `after` in the cell at a grid position; null when it holds it already or is outside the grid. */
export function changeAt(
  layout: SheetLayout,
  cells: SheetCells,
  pos: CellPosition,
  after: CellContent | null,
): CellChange | null {
  const key = cellKeyAt(layout, pos);
  return key ? changeTo(cells, key, after) : null;
}

/** An edit of the changes that do change something; null when none does. */
export function editOf(kind: EditKind, changes: readonly (CellChange | null)[]): SheetEdit | null {
  const real = changes.filter((c): c is CellChange => c !== null);
  return real.length === 0 ? null : { kind, changes: real };
}

export function applyChanges(cells: StoredCells, changes: readonly CellChange[]): StoredCells {
  const next = new Map(cells);
  for (const { key, after } of changes) {
    if (after) next.set(cellId(key), after);
    else next.delete(cellId(key));
  }
  return next;
}

/** The changes that take an edit back. */
export function inverseOf(changes: readonly CellChange[]): CellChange[] {
  return changes.map(({ key, before, after }) => ({ key, before: after, after: before })).reverse();
}

/** The values of the editor's sheet as typed, unsent edits included; a cell holding no value (text refused) shows none. */
export function sheetValueAt(cells: SheetCells): ValueAt {
  return (cell) => {
    const content = cells.get(cellId(cell));
    return content?.kind === 'value' ? content.value : undefined;
  };
}
