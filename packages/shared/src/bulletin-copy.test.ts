import { describe, expect, it } from 'vitest';
import { carriedOver, gridCells } from './bulletin-copy.ts';

/** Two venues, one slot, two data types, over three days: 12 cells. */
const target = {
  days: 3,
  venues: [{ id: 1 }, { id: 2 }],
  slots: [{ code: 'am' }],
  data_types: [{ id: 10 }, { id: 11 }],
};

const cell = (venue_id: number, day: number, slot = 'am', data_type_id = 10) => ({
  venue_id,
  day,
  slot,
  data_type_id,
});

describe('what a copy carries onto a new bulletin', () => {
  it('moves the cells by the days between the issue dates, keeping those within the horizon', () => {
    const cells = [0, 1, 2].map((day) => cell(1, day));
    expect(carriedOver(cells, '2026-05-01', '2026-05-02', target)).toEqual([cell(1, 0), cell(1, 1)]);
    expect(carriedOver(cells, '2026-05-01', '2026-05-04', target)).toEqual([]);
  });

  it('leaves out the cells of a venue, slot or data type the type no longer has', () => {
    const cells = [cell(1, 1), cell(3, 1), cell(1, 1, 'pm'), cell(1, 1, 'am', 12), cell(2, 1, 'am', 11)];
    expect(carriedOver(cells, '2026-05-01', '2026-05-02', target)).toEqual([
      cell(1, 0),
      cell(2, 0, 'am', 11),
    ]);
  });

  it('counts the cells of the new grid', () => {
    expect(gridCells(target)).toBe(12);
    expect(gridCells({ ...target, venues: [] })).toBe(0);
  });
});
