import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridShape } from '../lib/grid-shape.ts';
import { GridPreview } from './grid-preview.tsx';

const slots = [
  { code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 },
  { code: 'pm', label: 'Afternoon', start_hour: 12, end_hour: 18 },
];
const dataTypes = [
  { id: 1, code: 'sky', name: 'Sky', required: true },
  { id: 2, code: 'remarks', name: 'Remarks', required: false },
];
const venues = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Venue ${i + 1}` }));

describe('grid preview', () => {
  it('draws days, then slots, as grouped headers and a row per venue and data type', () => {
    render(<GridPreview shape={gridShape(venues(2), 3, slots, dataTypes)} />);
    const table = screen.getByRole('table', { name: 'Preview of the grid' });
    const [days, slotRow] = within(table).getAllByRole('row');
    const dayHeaders = within(days as HTMLElement)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'colgroup');
    expect(dayHeaders.map((h) => h.textContent)).toEqual(['Day 1 (issue day)', 'Day 2', 'Day 3']);
    expect(dayHeaders.every((h) => h.getAttribute('colspan') === '2')).toBe(true);
    expect(within(slotRow as HTMLElement).getAllByRole('columnheader')).toHaveLength(6);
    // 2 venues × 2 data types rows, each with 3 days × 2 slots empty cells.
    const body = within(table).getAllByRole('row').slice(2);
    expect(body).toHaveLength(4);
    expect(body.every((row) => within(row).getAllByRole('cell').length === 6)).toBe(true);
    expect(within(table).getAllByRole('rowheader', { name: /Sky.*required/ })).toHaveLength(2);
    expect(within(table).getAllByRole('rowheader', { name: 'Remarks' })).toHaveLength(2);
    expect(
      screen.getByText('2 venues × 3 days × 2 slots × 2 data types = 24 values (12 required)'),
    ).toBeInTheDocument();
  });

  it('names the slots and data types in the reader’s language, in Italian where they have none in it', () => {
    const italian = [
      { ...slots[0], label: 'Mattina', translations: { en: { label: 'Morning' } } },
      { ...slots[1], label: 'Pomeriggio' },
    ] as typeof slots;
    const named = [
      { id: 1, code: 'sky', name: 'Cielo', required: false, translations: { en: { name: 'Sky' } } },
    ];
    render(<GridPreview shape={gridShape(venues(1), 1, italian, named)} />);
    const table = screen.getByRole('table', { name: 'Preview of the grid' });
    expect(within(table).getByRole('columnheader', { name: /^Morning/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Pomeriggio/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Sky' })).toBeInTheDocument();
  });

  it('draws the first five venues of a long list, and counts them all', () => {
    render(<GridPreview shape={gridShape(venues(12), 1, slots, dataTypes)} />);
    expect(screen.getAllByRole('rowheader', { name: /Sky/ })).toHaveLength(5);
    expect(screen.getByText(/^12 venues × 1 day × 2 slots/)).toBeInTheDocument();
    expect(screen.getByText(/The first 5 of 12 venues are drawn/)).toBeInTheDocument();
  });

  it('says what is missing instead of an empty table', () => {
    render(<GridPreview shape={gridShape([], 2, slots, dataTypes)} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/Add at least one venue, one time slot and one data type/)).toBeInTheDocument();
  });
});
