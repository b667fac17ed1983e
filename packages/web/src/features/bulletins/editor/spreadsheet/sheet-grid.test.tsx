import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cell, draftServer, measureWideScreen, nothingWaiting, openEditor, sent } from '../test-editor.ts';

beforeEach(measureWideScreen);

/** Drags the fill handle of the selected range down to a cell, as a mouse does. */
function dragFillHandle(to: HTMLElement) {
  const handle = document.querySelector('.sheet-fill-handle');
  if (!handle) throw new Error('no fill handle');
  fireEvent.mouseDown(handle, { buttons: 1 });
  fireEvent.pointerMove(to, { buttons: 1 });
  return () => fireEvent.pointerUp(window);
}

describe('filling the grid', () => {
  it('fills down with the fill handle: the cells it reaches are shown, then take the values; undone as one', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    // Belluno's morning maximum (with its note) and wind, dragged onto Cortina's row.
    const release = dragFillHandle(cell(1, 2));
    expect(cell(1, 1)).toHaveClass('sheet-fill-target');
    expect(cell(1, 2)).toHaveClass('sheet-fill-target');
    expect(cell(1, 3)).not.toHaveClass('sheet-fill-target');
    release();

    expect(cell(1, 1)).toHaveTextContent('12.5');
    expect(cell(1, 2)).toHaveTextContent('NE');
    expect(cell(1, 1)).not.toHaveClass('sheet-fill-target');
    // The value is copied, not the note.
    expect(cell(1, 1)).not.toHaveClass('sheet-has-note');
    // The range now covers what was filled.
    expect(cell(1, 2)).toHaveClass('sheet-in-range');

    await waitFor(() => expect(sent(server)).toHaveLength(2), { timeout: 5000 });
    expect(sent(server)).toEqual([
      { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2, value: 12.5 },
      { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 3, value: 'NE' },
    ]);

    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cell(1, 1)).toHaveTextContent('');
    expect(cell(1, 2)).toHaveTextContent('');
  });

  it('fills nothing when the handle is let go above the range', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(cell(1, 3));
    dragFillHandle(cell(0, 3))();
    expect(cell(0, 3)).not.toHaveClass('sheet-fill-target');
    expect(cell(1, 3)).toHaveTextContent('');
    await nothingWaiting();
    expect(sent(server)).toEqual([]);
  });

  it('fills down with Ctrl+D from the top row of a range, or from the row above a one-row range', async () => {
    const { server } = draftServer();
    await openEditor();
    // Belluno to Cortina, morning maximum and wind: Cortina takes Belluno's.
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(cell(1, 1)).toHaveTextContent('12.5');
    expect(cell(1, 2)).toHaveTextContent('NE');
    expect(cell(0, 1)).toHaveTextContent('12.5');

    // One cell on Cortina's row: the value of the cell above, the sky icon.
    await userEvent.click(cell(1, 0));
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(cell(1, 0).querySelector('img')).toHaveAttribute('alt', 'Clear sky');

    await waitFor(() => expect(sent(server)).toHaveLength(3), { timeout: 5000 });
    expect(sent(server)).toEqual(
      expect.arrayContaining([
        { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 1, value: 'clear' },
        { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2, value: 12.5 },
        { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 3, value: 'NE' },
      ]),
    );

    // Each Ctrl+D is one step back.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cell(1, 0)).toHaveTextContent('');
    expect(cell(1, 1)).toHaveTextContent('12.5');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cell(1, 1)).toHaveTextContent('');
    expect(cell(1, 2)).toHaveTextContent('');
  });

  it('takes Ctrl+D on the first row as nothing to fill', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(cell(0, 3));
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(cell(0, 3)).toHaveTextContent('');
    expect(cell(0, 1)).toHaveTextContent('12.5');
    await nothingWaiting();
    expect(sent(server)).toEqual([]);
  });
});
