import type { BulletinDetail, ValueChange } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, json, mockFetch, stale, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { icons, page, shellRoutes, submitted, venetoManager } from '../bulletin-test-data.ts';

const draft: BulletinDetail = { ...submitted, status: 'draft', can_edit: true, actions: [] };

/** The draft as the server keeps it: `PATCH …/values/` only with the current revision in `If-Match`. */
function draftServer() {
  const server = {
    bulletin: draft,
    patches: [] as { ifMatch: string | undefined; changes: ValueChange[] }[],
    /** While true, a write fails as when the network is down. */
    offline: false,
    /** Someone else's save. */
    saveElsewhere(changes: ValueChange[]) {
      const ids = new Set(changes.map((change) => cellId(change)));
      const before = new Map(server.bulletin.values.map((value) => [cellId(value), value]));
      const kept = server.bulletin.values.filter((value) => !ids.has(cellId(value)));
      // A change that names no note keeps the cell's, as the server does.
      const written = changes.flatMap((c) =>
        c.value === null
          ? []
          : [
              {
                ...c,
                value: c.value,
                note: c.note ?? before.get(cellId(c))?.note ?? '',
                source: 'manual' as const,
              },
            ],
      );
      server.bulletin = {
        ...server.bulletin,
        revision: server.bulletin.revision + 1,
        values: [...kept, ...written],
      };
    },
  };
  const etag = () => `"${server.bulletin.revision}"`;
  const fetch = mockFetch({
    ...shellRoutes(venetoManager),
    '/api/bulletins/41/': () => versioned(server.bulletin, etag()),
    '/api/bulletins/41/values/': (_url, init) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      const { changes } = JSON.parse(String(init?.body)) as { changes: ValueChange[] };
      const ifMatch = headersOf(init)['if-match'];
      server.patches.push({ ifMatch, changes });
      if (ifMatch !== etag()) return stale(etag());
      server.saveElsewhere(changes);
      return json({ revision: server.bulletin.revision, changed: changes.length, problems: [] });
    },
    '/api/bulletins/41/history/': () => page([]),
    '/api/bulletins/': () => page([]),
    '/api/icons/': () => page(icons),
  });
  return { server, fetch };
}

/** A cell of the grid: row = venue, col = day › slot › data type, from 0. */
function cell(row: number, col: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);
  if (!element) throw new Error(`no cell ${row}, ${col}`);
  return element;
}

async function openEditor() {
  renderApp('/bulletin/41');
  await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
  await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12.5'));
}

// The grid draws the columns that fit its measured width: jsdom measures nothing, so it is told a wide screen.
beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 2400, height: 900 }),
  );
});

/** Every change the editor sent, in order. */
const sent = (server: ReturnType<typeof draftServer>['server']) =>
  server.patches.flatMap((patch) => patch.changes);

function paste(text: string) {
  fireEvent.paste(document.activeElement as Element, { clipboardData: { getData: () => text } });
}

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
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Warmer in the valley');
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
