import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { cell, draftServer, measureWideScreen, nothingWaiting, openEditor } from './test-editor.ts';

beforeEach(() => {
  measureWideScreen();
  FakeEventSource.install();
});

const model = 'import: ecmwf-pp 2026-11-25T00Z (key model-bot)';

/**
 * The test draft with Belluno's morning sky imported from a model run: Belluno's first morning
 * holds sky (imported), temperature and wind (typed); Cortina's second afternoon a temperature
 * carried from bulletin 40.
 */
function mixedServer() {
  const made = draftServer();
  const { bulletin } = made.server;
  made.server.bulletin = {
    ...bulletin,
    values: bulletin.values.map((value) =>
      value.data_type_id === 1 && value.venue_id === 11
        ? { ...value, source: 'imported', origin: model }
        : value.source === 'copied'
          ? { ...value, origin: model, copied_from: 40 }
          : value,
    ),
  };
  return made;
}

const legend = () => screen.getByRole('list', { name: 'Cells by source' });
const source = (row: number, col: number) =>
  cell(row, col)
    .getAttribute('class')
    ?.match(/source-(imported|copied|manual)/)?.[1] ?? null;

describe('tint by source', () => {
  it('is off until chosen; then tints each cell, names its source, counts each in the legend, and is remembered', async () => {
    mixedServer();
    const { unmount } = await openEditor();
    const toggle = screen.getByRole('button', { name: 'Tint by source' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(source(0, 0)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Cells by source' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(legend())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Imported: 1', 'Copied: 1', 'Typed: 2']);
    expect(source(0, 0)).toBe('imported');
    expect(source(0, 1)).toBe('manual');
    expect(source(1, 10)).toBe('copied');
    expect(source(0, 3)).toBeNull();
    // Not by colour alone: the cell says its source to assistive technology and on hover.
    expect(cell(0, 0)).toHaveAccessibleDescription(/Source: Imported\./);
    expect(cell(1, 10)).toHaveAccessibleDescription(/Source: Copied\./);

    // A cell typed over becomes typed here at once; an empty one typed into counts too.
    await userEvent.click(cell(0, 0));
    await userEvent.keyboard('rain{Enter}');
    await userEvent.click(cell(0, 4));
    await userEvent.keyboard('7{Enter}');
    await waitFor(() => expect(source(0, 4)).toBe('manual'));
    expect(source(0, 0)).toBe('manual');
    expect(
      within(legend())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Imported: 0', 'Copied: 1', 'Typed: 4']);
    await nothingWaiting();
    unmount();

    // Remembered on this browser, and spoken in Italian.
    await openEditor();
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByRole('button', { name: 'Colora per provenienza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Celle per provenienza' })).toHaveTextContent('Copiato: 1');
    expect(cell(1, 10)).toHaveAccessibleDescription(/Provenienza: Copiato\./);
  });

  it('a cell someone else imports meanwhile takes the source their save carries', async () => {
    localStorage.setItem('bora-source-tint', 'yes');
    const { server } = mixedServer();
    await openEditor();
    const live = FakeEventSource.opened.find((s) => s.url.includes('/api/bulletins/41/live/'));
    if (!live) throw new Error('the editor follows no live stream');
    live.open();
    const cells = [{ venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2, value: 6 }];
    const origin = 'import: cosmo-2i 2026-11-26T06Z (key model-bot)';
    server.saveElsewhere(cells, { source: 'imported', origin });
    live.emit('save', {
      revision: server.bulletin.revision,
      who: { username: 'model-bot', name: '' },
      part: 'values',
      cells: cells.map((c) => ({ ...c, note: '', source: 'imported', origin })),
    });
    await waitFor(() => expect(cell(1, 1)).toHaveTextContent('6'));
    await waitFor(() => expect(source(1, 1)).toBe('imported'));
    await userEvent.click(cell(1, 1));
    await waitFor(() =>
      expect(document.querySelector('.editor-cell-bar')).toHaveTextContent(
        'Source: Imported · import cosmo-2i 2026-11-26T06Z (key model-bot)',
      ),
    );
  });
});
