import { describe, expect, it } from 'vitest';
import { gridShape } from './grid-shape.ts';

const slots = [
  { code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 },
  { code: 'pm', label: 'Afternoon', start_hour: 12, end_hour: 18 },
];
const venues = [
  { id: 1, name: 'Venezia' },
  { id: 2, name: 'Verona' },
  { id: 3, name: 'Belluno' },
];
const dataTypes = [
  { id: 1, code: 'sky', name: 'Sky', required: true },
  { id: 2, code: 't-max', name: 'Max temperature', required: true },
  { id: 3, code: 'remarks', name: 'Remarks', required: false },
];

describe('gridShape', () => {
  it('has venues × data types rows and days × slots columns', () => {
    const shape = gridShape(venues, 2, slots, dataTypes);
    expect(shape.days).toEqual([1, 2]);
    expect(shape.rows).toHaveLength(9);
    expect(shape.columnCount).toBe(4);
    expect(shape.cellCount).toBe(3 * 2 * 2 * 3);
    expect(shape.requiredCellCount).toBe(3 * 2 * 2 * 2);
  });

  it('groups the rows venue by venue, in the given orders', () => {
    const shape = gridShape(venues.slice(0, 2), 1, slots, dataTypes.slice(0, 2));
    expect(shape.rows.map((r) => [r.venue.name, r.dataType.code, r.firstOfVenue])).toEqual([
      ['Venezia', 'sky', true],
      ['Venezia', 't-max', false],
      ['Verona', 'sky', true],
      ['Verona', 't-max', false],
    ]);
  });

  it('is empty while the composition is', () => {
    const shape = gridShape([], 3, [], dataTypes);
    expect(shape.rows).toEqual([]);
    expect(shape.columnCount).toBe(0);
    expect(shape.cellCount).toBe(0);
  });
});
