import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cell, draftServer, measureWideScreen, openEditor, sent } from './test-editor.ts';

beforeEach(measureWideScreen);

async function openTools() {
  await userEvent.click(screen.getByText('Tools: fill a column, copy a day'));
}

const sky = (row: number, col: number) => cell(row, col).querySelector('img')?.getAttribute('alt') ?? null;

describe('editor tools', () => {
  it('fills the column of the selected cell for every venue, refuses an invalid value, and is undone as one', async () => {
    const { server } = draftServer();
    await openEditor();
    await openTools();
    const field = screen.getByLabelText('Select a cell of the column to fill');
    expect(field).toBeDisabled();

    // The afternoon wind of the first day.
    await userEvent.click(cell(1, 5));
    const fill = screen.getByLabelText('Fill Wind direction, Sun, Mar 29, Pomeriggio for every venue with');
    await userEvent.type(fill, 'north-ish');
    await userEvent.click(screen.getByRole('button', { name: 'Fill column' }));
    expect(fill).toHaveAttribute('aria-invalid', 'true');
    expect(fill).toHaveAccessibleDescription(/compass point/i);
    expect(cell(0, 5)).toHaveTextContent('');

    await userEvent.clear(fill);
    // Degrees are read as the nearest compass point, as in a cell.
    await userEvent.type(fill, '225');
    await userEvent.click(screen.getByRole('button', { name: 'Fill column' }));
    expect(fill).not.toHaveAttribute('aria-invalid');
    expect(cell(0, 5)).toHaveTextContent('SW');
    expect(cell(1, 5)).toHaveTextContent('SW');
    // Only that column.
    expect(cell(0, 2)).toHaveTextContent('NE');
    await waitFor(() => expect(sent(server)).toHaveLength(2), { timeout: 5000 });
    expect(sent(server)).toEqual([
      { venue_id: 11, day: 0, slot: 'pomeriggio', data_type_id: 3, value: 'SW' },
      { venue_id: 12, day: 0, slot: 'pomeriggio', data_type_id: 3, value: 'SW' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell(0, 5)).toHaveTextContent('');
    expect(cell(1, 5)).toHaveTextContent('');
  });

  it('empties a column when filled with nothing', async () => {
    const { server } = draftServer();
    await openEditor();
    await openTools();
    await userEvent.click(cell(0, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Fill column' }));
    expect(cell(0, 2)).toHaveTextContent('');
    await waitFor(() => expect(sent(server)).toHaveLength(1), { timeout: 5000 });
    expect(sent(server)).toEqual([{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 3, value: null }]);
  });

  it('copies a day onto the next for every venue, emptying what is empty on the day copied; undone as one', async () => {
    const { server } = draftServer();
    await openEditor();
    await openTools();
    // Cortina's second afternoon has a maximum that the first day does not.
    expect(cell(1, 10)).toHaveTextContent('-3');
    const day = screen.getByLabelText('Copy a day onto the next');
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sun, Mar 29 onto Mon, Mar 30']);
    expect(day).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Copy day' }));

    expect(sky(0, 6)).toBe('Clear sky');
    expect(cell(0, 7)).toHaveTextContent('12.5');
    expect(cell(0, 8)).toHaveTextContent('NE');
    expect(cell(1, 10)).toHaveTextContent('');
    // The value is copied, not the note.
    expect(cell(0, 7)).not.toHaveClass('sheet-has-note');
    // The first day is as it was.
    expect(cell(0, 1)).toHaveTextContent('12.5');

    await waitFor(() => expect(sent(server)).toHaveLength(4), { timeout: 5000 });
    expect(sent(server)).toEqual(
      expect.arrayContaining([
        { venue_id: 11, day: 1, slot: 'mattina', data_type_id: 1, value: 'clear' },
        { venue_id: 11, day: 1, slot: 'mattina', data_type_id: 2, value: 12.5 },
        { venue_id: 11, day: 1, slot: 'mattina', data_type_id: 3, value: 'NE' },
        { venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 2, value: null },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(sky(0, 6)).toBeNull();
    expect(cell(0, 7)).toHaveTextContent('');
    expect(cell(1, 10)).toHaveTextContent('-3');
  });
});
