import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  cellsFromValues,
  changeTo,
  contentAt,
  editOf,
  inverseOf,
  noteChange,
} from './sheet-cells.ts';

const key = (venue_id: number) => ({ venue_id, day: 1, slot: 'am', data_type_id: 11 });
const num = (value: number) => ({ kind: 'value', value }) as const;
const noted = (value: number, note: string) => ({ kind: 'value', value, note }) as const;
const cells = cellsFromValues([
  { ...key(1), value: 10, note: 'windy', source: 'copied', origin: '', copied_from: null },
]);

describe('the cells of a sheet', () => {
  it('holds the server’s values as valid cells with their notes, and nothing for the others', () => {
    expect(contentAt(cells, key(1))).toEqual(noted(10, 'windy'));
    expect(
      contentAt(
        cellsFromValues([{ ...key(2), value: 3, note: '', source: 'manual', origin: '', copied_from: null }]),
        key(2),
      ),
    ).toEqual(num(3));
    expect(contentAt(cells, key(2))).toBeNull();
  });

  it('makes a change only where a cell would hold something else', () => {
    expect(changeTo(cells, key(1), num(10))).toBeNull();
    expect(changeTo(cells, key(2), null)).toBeNull();
    expect(changeTo(cells, key(1), null)).toEqual({ key: key(1), before: noted(10, 'windy'), after: null });
  });

  it('keeps a cell’s own note when a value is put there, whatever note the value came with', () => {
    expect(changeTo(cells, key(1), num(12))?.after).toEqual(noted(12, 'windy'));
    expect(changeTo(cells, key(1), noted(12, 'calm'))?.after).toEqual(noted(12, 'windy'));
    expect(changeTo(cells, key(1), noted(10, 'calm'))).toBeNull();
    expect(changeTo(cells, key(2), noted(5, 'calm'))?.after).toEqual(num(5));
  });

  it('writes a note on a cell that holds something, trimmed; an empty one removes it', () => {
    expect(noteChange(cells, key(1), ' gusts at noon ')).toEqual({
      key: key(1),
      before: noted(10, 'windy'),
      after: noted(10, 'gusts at noon'),
    });
    expect(noteChange(cells, key(1), '  ')?.after).toEqual(num(10));
    expect(noteChange(cells, key(1), 'windy')).toBeNull();
    // A note goes with a value: an empty cell takes none.
    expect(noteChange(cells, key(2), 'fog')).toBeNull();
  });

  it('makes no edit of changes that change nothing', () => {
    expect(editOf('paste', [null, null])).toBeNull();
    expect(editOf('clear', [null, changeTo(cells, key(1), null)])?.changes).toHaveLength(1);
  });

  it('applies changes without touching the cells it was given, and their inverse takes them back', () => {
    const changes = [
      { key: key(1), before: noted(10, 'windy'), after: null },
      { key: key(2), before: null, after: num(3) },
      { key: key(2), before: num(3), after: num(4) },
    ];
    const after = applyChanges(cells, changes);
    expect([contentAt(after, key(1)), contentAt(after, key(2))]).toEqual([null, num(4)]);
    expect(contentAt(cells, key(1))).toEqual(noted(10, 'windy'));
    expect(applyChanges(after, inverseOf(changes))).toEqual(cells);
  });
});
