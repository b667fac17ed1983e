import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cell, draftServer, measureWideScreen, openEditor, paste, sent } from './test-editor.ts';

beforeEach(measureWideScreen);

describe('bulletin editor', () => {
  it('takes typed values, marks invalid text without sending it, and saves with If-Match a moment later', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(cell(0, 1));
    // Typing replaces; Enter commits and moves down, where typing goes on.
    await userEvent.keyboard('7,5{Enter}-2{Enter}');
    expect(cell(0, 1)).toHaveTextContent('7.5');
    expect(cell(1, 1)).toHaveTextContent('-2');
    await userEvent.click(cell(0, 2));
    await userEvent.keyboard('north-ish{Enter}');
    expect(cell(0, 2)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(0, 2)).toHaveTextContent('north-ish');
    expect(await screen.findByText(/1 cell holds text that is not a valid value/)).toBeInTheDocument();

    await waitFor(() => expect(sent(server)).toHaveLength(2), { timeout: 5000 });
    expect(server.patches[0]?.ifMatch).toBe('"7"');
    expect(sent(server)).toEqual([
      { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 7.5 },
      { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2, value: -2 },
    ]);
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    // The invalid text stays in its cell, never sent.
    expect(cell(0, 2)).toHaveTextContent('north-ish');
  });

  it('pastes a TSV block from the active cell, clips what does not fit, and undoes and redoes it as one', async () => {
    draftServer();
    await openEditor();
    await userEvent.click(cell(0, 0));
    paste('clear\t3,5\tN\r\nclear\t-1\t270\r\n');
    expect(cell(0, 1)).toHaveTextContent('3.5');
    expect(cell(0, 2)).toHaveTextContent('N');
    expect(cell(1, 1)).toHaveTextContent('-1');
    // Degrees read as the nearest compass point.
    expect(cell(1, 2)).toHaveTextContent('W');

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cell(0, 1)).toHaveTextContent('12.5');
    expect(cell(0, 2)).toHaveTextContent('NE');
    expect(cell(1, 1)).toHaveTextContent('');
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(cell(0, 1)).toHaveTextContent('3.5');
    expect(cell(1, 2)).toHaveTextContent('W');

    await userEvent.click(cell(1, 10));
    paste('1\t2\t3\n4\t5\t6\n');
    expect(cell(1, 10)).toHaveTextContent('1');
    expect(
      await screen.findByText(/larger than the grid: .* 1 row and 1 column left out/),
    ).toBeInTheDocument();
  });

  it('after a 412 reads the bulletin again, sends my other edits on top, and lets me keep mine where we both wrote', async () => {
    const { server } = draftServer();
    await openEditor();
    // Someone else saves meanwhile; this screen has not heard of it.
    server.saveElsewhere([{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 20 }]);
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('9{Enter}');
    await userEvent.click(cell(1, 2));
    await userEvent.keyboard('SE{Enter}');

    await waitFor(() => expect(server.patches).toHaveLength(2), { timeout: 5000 });
    expect(server.patches.map((patch) => patch.ifMatch)).toEqual(['"7"', '"8"']);
    expect(server.patches[1]?.changes).toEqual([
      { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 3, value: 'SE' },
    ]);
    const conflicts = await screen.findByRole('region', { name: '1 change to settle' });
    expect(conflicts).toHaveTextContent('Yours: 9');
    expect(conflicts).toHaveTextContent('Theirs: 20');
    expect(cell(0, 1)).toHaveTextContent('20');

    await userEvent.click(screen.getByRole('button', { name: 'Keep yours' }));
    expect(cell(0, 1)).toHaveTextContent('9');
    await waitFor(() => expect(server.patches).toHaveLength(3), { timeout: 5000 });
    expect(server.patches[2]).toEqual({
      ifMatch: '"9"',
      changes: [{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 9 }],
    });
    expect(screen.queryByRole('region', { name: /to settle/ })).not.toBeInTheDocument();
  });

  it('keeps the edits while the server is out of reach, counts down to the next try, and sends them then', async () => {
    const { server } = draftServer();
    server.offline = true;
    await openEditor();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('8{Enter}');

    const status = await screen.findByText(/Offline: 1 change is kept in this browser/, undefined, {
      timeout: 5000,
    });
    expect(status).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Next try in 2 seconds.')).toBeInTheDocument();
    expect(
      await screen.findByText('Next try in 1 second.', undefined, { timeout: 2000 }),
    ).toBeInTheDocument();

    server.offline = false;
    expect(await screen.findByText('All changes saved.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(sent(server)).toEqual([{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 8 }]);
    expect(screen.queryByText(/Next try/)).not.toBeInTheDocument();
  });

  it('writes the note of the active cell, marks the cell, saves the note with its value, and undoes it', async () => {
    const { server } = draftServer();
    await openEditor();
    const description = (row: number, col: number) =>
      document.getElementById(cell(row, col).getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    // The morning maximum of Belluno has a note: marked, and read out with the cell.
    expect(cell(0, 1)).toHaveClass('sheet-has-note');
    expect(description(0, 1)).toBe('Note: Warmer in the valley');
    expect(cell(0, 0)).not.toHaveClass('sheet-has-note');

    await userEvent.click(cell(0, 1));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Warmer in the valley');
    // Shift+F2 goes to the note, as in spreadsheets; Enter writes it and goes back to the cell.
    await userEvent.keyboard('{Shift>}{F2}{/Shift}');
    expect(note).toHaveFocus();
    await userEvent.clear(note);
    await userEvent.type(note, 'Föhn after noon{Enter}');
    expect(cell(0, 1)).toHaveFocus();
    expect(description(0, 1)).toBe('Note: Föhn after noon');
    expect(cell(0, 1)).toHaveTextContent('12.5');

    await waitFor(() => expect(sent(server)).toHaveLength(1), { timeout: 5000 });
    expect(sent(server)).toEqual([
      { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 12.5, note: 'Föhn after noon' },
    ]);
    // A value typed under the note keeps it, and sends no note of its own.
    await userEvent.keyboard('13{Enter}');
    await waitFor(() => expect(sent(server)).toHaveLength(2), { timeout: 5000 });
    expect(sent(server)[1]).toEqual({ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 13 });
    expect(description(0, 1)).toBe('Note: Föhn after noon');

    // Undone like any edit: the value first, then the note.
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(cell(0, 1)).toHaveTextContent('12.5');
    expect(description(0, 1)).toBe('Note: Warmer in the valley');
    // The cell bar follows once the grid has painted.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Warmer in the valley'),
    );
    await waitFor(() => expect(sent(server)).toHaveLength(3), { timeout: 5000 });
    expect(sent(server)[2]).toEqual({
      venue_id: 11,
      day: 0,
      slot: 'mattina',
      data_type_id: 2,
      value: 12.5,
      note: 'Warmer in the valley',
    });
    expect(server.bulletin.values).toContainEqual(
      expect.objectContaining({ venue_id: 11, data_type_id: 2, value: 12.5, note: 'Warmer in the valley' }),
    );
  });

  it('takes no note on an empty cell, and Escape leaves a note as it was', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(cell(1, 1));
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
    await userEvent.keyboard('{Shift>}{F2}{/Shift}');
    expect(await screen.findByText('A note goes with a value: write the value first.')).toBeInTheDocument();

    await userEvent.click(cell(0, 1));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.type(note, ', then cooler{Escape}');
    expect(cell(0, 1)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Warmer in the valley');
    // Selecting another cell writes what was typed.
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ', then cooler');
    await userEvent.click(cell(0, 2));
    await waitFor(() => expect(sent(server)).toHaveLength(1), { timeout: 5000 });
    expect(sent(server)).toEqual([
      {
        venue_id: 11,
        day: 0,
        slot: 'mattina',
        data_type_id: 2,
        value: 12.5,
        note: 'Warmer in the valley, then cooler',
      },
    ]);
  });
});
