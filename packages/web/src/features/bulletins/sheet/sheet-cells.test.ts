import { describe, expect, it } from 'vitest';
import { applyChanges, cellsFromValues, changeTo, contentAt, editOf, inverseOf } from './sheet-cells.ts';

const key = (venue_id: number) => ({ venue_id, day: 1, slot: 'am', data_type_id: 11 });
const num = (value: number) => ({ kind: 'value', value }) as const;
const cells = cellsFromValues([{ ...key(1), value: 10, note: 'windy', source: 'copied' }]);

describe('the cells of a sheet', () => {
  it('holds the server’s values as valid cells, and nothing for the others', () => {
    expect(contentAt(cells, key(1))).toEqual(num(10));
    expect(contentAt(cells, key(2))).toBeNull();
  });

  it('makes a change only where a cell would hold something else', () => {
    expect(changeTo(cells, key(1), num(10))).toBeNull();
    expect(changeTo(cells, key(2), null)).toBeNull();
    expect(changeTo(cells, key(1), null)).toEqual({ key: key(1), before: num(10), after: null });
  });

  it('makes no edit of changes that change nothing', () => {
    expect(editOf('paste', [null, null])).toBeNull();
    expect(editOf('clear', [null, changeTo(cells, key(1), null)])?.changes).toHaveLength(1);
  });

  it('applies changes without touching the cells it was given, and their inverse takes them back', () => {
    const changes = [
      { key: key(1), before: num(10), after: null },
      { key: key(2), before: null, after: num(3) },
      { key: key(2), before: num(3), after: num(4) },
    ];
    const after = applyChanges(cells, changes);
    expect([contentAt(after, key(1)), contentAt(after, key(2))]).toEqual([null, num(4)]);
    expect(contentAt(cells, key(1))).toEqual(num(10));
    expect(applyChanges(after, inverseOf(changes))).toEqual(cells);
  });
});
