import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cell, draftServer, measureWideScreen, openEditor, sent } from './test-editor.ts';

beforeEach(measureWideScreen);

const english = { language: 'en', title: 'Sun on the Dolomites', synopsis: '', venue_notes: {} };

/**
 * Someone else retitles the English texts; this screen, which has not heard of it, retitles them
 * too and writes a synopsis: the save meets a 412, reads the bulletin again and sends the synopsis.
 */
async function bothRetitle() {
  const { server } = draftServer();
  await openEditor();
  server.writeTextsElsewhere([{ ...english, title: 'Clear on the Dolomites' }]);
  const title = screen.getByLabelText('Title (English)');
  // Written at once, as a paste would: one save follows.
  fireEvent.change(title, { target: { value: 'Sunny Dolomites' } });
  fireEvent.change(screen.getByLabelText('Synopsis (English)'), { target: { value: 'High pressure.' } });

  await waitFor(() => expect(server.puts).toHaveLength(2), { timeout: 5000 });
  expect(server.puts.map((put) => put.ifMatch)).toEqual(['"7"', '"8"']);
  // Only my synopsis goes: the title waits for my choice, theirs in place.
  expect(server.puts[1]?.texts).toEqual([
    { ...english, title: 'Clear on the Dolomites', synopsis: 'High pressure.' },
  ]);
  const panel = await screen.findByRole('region', { name: '1 change to settle' });
  expect(within(panel).getByText('Title (English)')).toBeInTheDocument();
  expect(panel).toHaveTextContent('Yours: Sunny Dolomites');
  expect(panel).toHaveTextContent('Theirs: Clear on the Dolomites');
  expect(title).toHaveValue('Clear on the Dolomites');
  const status = document.querySelector('[data-status]');
  expect(status).toHaveTextContent(
    'Conflict: someone else changed a cell or text you changed too. Choose which to keep.',
  );
  expect(status).toHaveAttribute('data-status', 'conflict');
  return { server, panel, title };
}

describe('conflicts panel', () => {
  it('shows both titles when both people changed the same text, and sends mine once I keep it', async () => {
    const { server, panel, title } = await bothRetitle();
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep yours' }));
    expect(title).toHaveValue('Sunny Dolomites');
    expect(screen.queryByRole('region', { name: /to settle/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.puts).toHaveLength(3), { timeout: 5000 });
    expect(server.puts[2]).toEqual({
      ifMatch: '"9"',
      texts: [{ ...english, title: 'Sunny Dolomites', synopsis: 'High pressure.' }],
    });
  });

  it('leaves their title when I keep theirs, and sends nothing more', async () => {
    const { server, panel, title } = await bothRetitle();
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep theirs' }));
    expect(title).toHaveValue('Clear on the Dolomites');
    expect(screen.queryByRole('region', { name: /to settle/ })).not.toBeInTheDocument();
    // Nothing waits to be sent: the two saves before are all there will be.
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(server.puts).toHaveLength(2);
  });

  it('shows the notes of a cell both people changed', async () => {
    const { server } = draftServer();
    await openEditor();
    server.saveElsewhere([
      { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 12.5, note: 'Föhn after noon' },
    ]);
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('9{Enter}');
    const panel = await screen.findByRole('region', { name: '1 change to settle' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('Yours: 9.0 (Note: Warmer in the valley)');
    expect(panel).toHaveTextContent('Theirs: 12.5 (Note: Föhn after noon)');

    await userEvent.click(within(panel).getByRole('button', { name: 'Keep yours' }));
    await waitFor(() => expect(server.patches).toHaveLength(2), { timeout: 5000 });
    // My cell over theirs, value and note, as the panel showed it.
    expect(server.patches[1]?.ifMatch).toBe('"8"');
    expect(sent(server)[1]).toEqual({
      venue_id: 11,
      day: 0,
      slot: 'mattina',
      data_type_id: 2,
      value: 9,
      note: 'Warmer in the valley',
    });
  });
});
