import { cellId } from '@bora/shared/bulletin-check';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellKeyAt, positionOf, sheetLayout } from './sheet-layout.ts';
import { composition } from './test-sheet.ts';

const layout = sheetLayout(composition);

describe('sheet layout', () => {
  it('has a row per venue and columns grouped by day, then slot, then data type', () => {
    expect(layout.rowCount).toBe(3);
    expect(layout.colCount).toBe(16);
    expect(layout.columns.slice(0, 5).map((c) => `${c.day}/${c.slot}/${c.dataType.code}`)).toEqual([
      '0/am/tmax',
      '0/am/sky',
      '0/am/wind_dir',
      '0/am/icon',
      '0/pm/tmax',
    ]);
    expect(layout.columns[8]).toMatchObject({ day: 1, slot: 'am', dataType: { code: 'tmax' } });
  });

  it('names the cell at a position as the API does', () => {
    expect(cellKeyAt(layout, { row: 1, col: 5 })).toEqual({
      venue_id: 102,
      day: 0,
      slot: 'pm',
      data_type_id: 12,
    });
  });

  it('has no cell outside the grid', () => {
    for (const pos of [
      { row: -1, col: 0 },
      { row: 3, col: 0 },
      { row: 0, col: 16 },
      { row: 0, col: -1 },
    ]) {
      expect(cellKeyAt(layout, pos)).toBeNull();
    }
  });

  it('finds no position for a cell the composition has no row or column for', () => {
    expect(positionOf(layout, { venue_id: 999, day: 0, slot: 'am', data_type_id: 11 })).toBeNull();
    expect(positionOf(layout, { venue_id: 101, day: 2, slot: 'am', data_type_id: 11 })).toBeNull();
    expect(positionOf(layout, { venue_id: 101, day: 0, slot: 'night', data_type_id: 11 })).toBeNull();
  });

  it('goes from position to cell and back, with a distinct id for every cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 15 }), (row, col) => {
        const key = cellKeyAt(layout, { row, col });
        expect(key && positionOf(layout, key)).toEqual({ row, col });
      }),
    );
    const ids = new Set<string>();
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 16; col++) ids.add(cellId(cellKeyAt(layout, { row, col }) ?? fail()));
    }
    expect(ids.size).toBe(48);
  });
});

function fail(): never {
  throw new Error('expected a cell');
}
