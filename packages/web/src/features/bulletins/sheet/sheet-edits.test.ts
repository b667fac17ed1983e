import { describe, expect, it } from 'vitest';
import { applyChanges, cellsFromValues, contentAt, type SheetCells } from './sheet-cells.ts';
import { clearRange, copyDayToNext, fillColumn, fillDown, typeInto, writeNote } from './sheet-edits.ts';
import { cellKeyAt, sheetLayout } from './sheet-layout.ts';
import { composition } from './test-sheet.ts';

const layout = sheetLayout(composition);
const num = (value: number) => ({ kind: 'value', value }) as const;
const bad = { kind: 'invalid', raw: 'warm', problem: 'Enter a number.' } as const;

/** The cell at a grid position, from a set of cells. */
function at(cells: SheetCells, row: number, col: number) {
  const key = cellKeyAt(layout, { row, col });
  if (!key) throw new Error('outside the grid');
  return contentAt(cells, key);
}

/** Cells with the temperature (columns 0 and 4 of day 0, 8 and 12 of day 1) of each venue. */
const start = cellsFromValues(
  [101, 102, 103].flatMap((venue_id, i) => [
    {
      venue_id,
      day: 0,
      slot: 'am',
      data_type_id: 11,
      value: 10 + i,
      note: '',
      source: 'manual' as const,
      origin: '',
      copied_from: null,
    },
    {
      venue_id,
      day: 0,
      slot: 'pm',
      data_type_id: 11,
      value: 20 + i,
      note: '',
      source: 'manual' as const,
      origin: '',
      copied_from: null,
    },
  ]),
);

describe('edits of the sheet', () => {
  it('types a value into a cell, and does nothing when the cell holds it already', () => {
    const edit = typeInto(layout, start, { row: 0, col: 0 }, num(7));
    expect(edit).toEqual({
      kind: 'type',
      changes: [{ key: cellKeyAt(layout, { row: 0, col: 0 }), before: num(10), after: num(7) }],
    });
    expect(typeInto(layout, start, { row: 0, col: 0 }, num(10))).toBeNull();
    expect(typeInto(layout, start, { row: 9, col: 0 }, num(1))).toBeNull();
  });

  it('keeps refused text in the cell', () => {
    const edit = typeInto(layout, start, { row: 1, col: 0 }, bad);
    expect(at(applyChanges(start, edit?.changes ?? []), 1, 0)).toEqual(bad);
  });

  it('clears a range, touching only the cells that held something', () => {
    const edit = clearRange(layout, start, { top: 0, left: 0, bottom: 1, right: 4 });
    expect(edit?.kind).toBe('clear');
    expect(edit?.changes).toHaveLength(4);
    const after = applyChanges(start, edit?.changes ?? []);
    expect([at(after, 0, 0), at(after, 1, 4), at(after, 2, 0)]).toEqual([null, null, num(12)]);
  });

  it('fills down from the top row of a range', () => {
    const edit = fillDown(layout, start, { top: 0, left: 0, bottom: 2, right: 1 });
    const after = applyChanges(start, edit?.changes ?? []);
    expect([at(after, 1, 0), at(after, 2, 0), at(after, 2, 1)]).toEqual([num(10), num(10), null]);
    expect(edit?.changes).toHaveLength(2);
  });

  it('fills a one-row range from the row above, and does nothing on the first row', () => {
    const after = applyChanges(
      start,
      fillDown(layout, start, { top: 2, left: 4, bottom: 2, right: 4 })?.changes ?? [],
    );
    expect(at(after, 2, 4)).toEqual(num(21));
    expect(fillDown(layout, start, { top: 0, left: 0, bottom: 0, right: 3 })).toBeNull();
  });

  it('fills every venue’s cell of a column with one value', () => {
    const edit = fillColumn(layout, start, 1, { kind: 'value', value: 'clear' });
    expect(edit?.changes).toHaveLength(3);
    const after = applyChanges(start, edit?.changes ?? []);
    expect([0, 1, 2].map((row) => at(after, row, 1))).toEqual(
      Array(3).fill({ kind: 'value', value: 'clear' }),
    );
  });

  it('copies a day onto the next, emptying there what is empty on the day copied', () => {
    const withDay1 = applyChanges(
      start,
      typeInto(layout, start, { row: 0, col: 9 }, { kind: 'value', value: 'clear' })?.changes ?? [],
    );
    const edit = copyDayToNext(layout, withDay1, 0);
    expect(edit?.kind).toBe('copy-day');
    const after = applyChanges(withDay1, edit?.changes ?? []);
    expect([at(after, 0, 8), at(after, 2, 12), at(after, 0, 9)]).toEqual([num(10), num(22), null]);
  });

  it('copies no day beyond the horizon', () => {
    expect(copyDayToNext(layout, start, 1)).toBeNull();
  });

  describe('notes', () => {
    const noted = (value: number, note: string) => ({ kind: 'value', value, note }) as const;
    /** Venue 101's morning temperature has a note. */
    const withNote = applyChanges(
      start,
      writeNote(layout, start, { row: 0, col: 0 }, 'Fog early')?.changes ?? [],
    );

    it('writes the note of one cell as an edit of its own, and none on an empty cell', () => {
      const edit = writeNote(layout, start, { row: 0, col: 0 }, 'Fog early');
      expect(edit).toEqual({
        kind: 'note',
        changes: [
          { key: cellKeyAt(layout, { row: 0, col: 0 }), before: num(10), after: noted(10, 'Fog early') },
        ],
      });
      expect(writeNote(layout, withNote, { row: 0, col: 0 }, 'Fog early')).toBeNull();
      expect(
        at(applyChanges(withNote, writeNote(layout, withNote, { row: 0, col: 0 }, '')?.changes ?? []), 0, 0),
      ).toEqual(num(10));
      expect(writeNote(layout, start, { row: 0, col: 1 }, 'Clear')).toBeNull();
    });

    it('leaves each cell its own note when values are typed, filled or copied, and clears it with the value', () => {
      const typed = applyChanges(
        withNote,
        typeInto(layout, withNote, { row: 0, col: 0 }, num(7))?.changes ?? [],
      );
      expect(at(typed, 0, 0)).toEqual(noted(7, 'Fog early'));
      // Filling down from the noted cell copies its value, not its note.
      const filled = applyChanges(
        withNote,
        fillDown(layout, withNote, { top: 0, left: 0, bottom: 1, right: 0 })?.changes ?? [],
      );
      expect([at(filled, 0, 0), at(filled, 1, 0)]).toEqual([noted(10, 'Fog early'), num(10)]);
      const copied = applyChanges(withNote, copyDayToNext(layout, withNote, 0)?.changes ?? []);
      expect(at(copied, 0, 8)).toEqual(num(10));
      const cleared = applyChanges(
        withNote,
        clearRange(layout, withNote, { top: 0, left: 0, bottom: 0, right: 0 })?.changes ?? [],
      );
      expect(at(cleared, 0, 0)).toBeNull();
    });
  });
});
