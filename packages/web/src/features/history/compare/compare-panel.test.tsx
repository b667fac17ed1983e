import type { BulletinDetail } from '@bora/shared/bulletin';
import type { BulletinDiff } from '@bora/shared/bulletin-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { bulletin as listed } from '../../../test/bulletin-fixtures.ts';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { callsTo, json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { changedSinceYesterday } from './test-changes.ts';

const type = submitted.bulletin_type;
// The previous day's bulletin (published), this one, and the correction started from it.
const yesterday = listed({ id: 30, bulletin_type: type, issue_date: '2026-03-28', status: 'published' });
const itself = listed({
  id: 41,
  bulletin_type: type,
  issue_date: '2026-03-29',
  status: 'submitted',
  corrected_by_id: 42,
});
const correction = listed({
  id: 42,
  bulletin_type: type,
  issue_date: '2026-03-29',
  version: 2,
  corrects_id: 41,
});
const current: BulletinDetail = { ...submitted, corrected_by_id: 42 };

/** What differs from yesterday's bulletin: two cells, a venue it had, the Italian synopsis. */
const fromYesterday: BulletinDiff = {
  // Answers are read through the schema, which keeps a summary's fields only.
  bulletin: itself,
  against: yesterday,
  day_shift: 1,
  days: [0],
  cells: changedSinceYesterday,
  texts: [{ language: 'it', fields: ['synopsis'], venue_ids: [] }],
  added: { venues: [], data_types: [], slots: [] },
  removed: { venues: [{ id: 19, code: 'asiago', name: 'Asiago' }], data_types: [], slots: [] },
  bulletin_texts: submitted.texts,
  against_texts: [
    { language: 'it', title: 'Sole sulle Dolomiti', synopsis: 'Nuvole in arrivo.', venue_notes: {} },
  ],
};

function serve(diff: (url: URL) => Response = () => json(fromYesterday)) {
  return mockFetch({
    ...shellRoutes(venetoManager),
    '/api/bulletins/41/': () => versioned(current, `"${current.revision}"`),
    '/api/bulletins/41/check/': () =>
      json({ revision: 7, passes: true, errors: 0, warnings: 0, problems: [] }),
    '/api/bulletins/41/history/': () => page([]),
    '/api/bulletins/41/diff/': diff,
    '/api/bulletins/': (url) =>
      url.searchParams.get('issue_date_after') === '2026-03-29'
        ? page([itself, correction])
        : page([yesterday]),
    '/api/icons/': () => page(icons),
  });
}

async function open(path: string, panelName = 'Compare') {
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: submitted.title })).toBeInTheDocument();
  return { ...view, panel: screen.getByRole('region', { name: panelName }) };
}

const grid = () => screen.getByRole('table', { name: /Bollettino montagna Veneto (of|del) 2026-03-29/ });

describe('comparing a bulletin', () => {
  it('offers the previous day’s bulletin and the other versions, and keeps the choice in the address', async () => {
    const mock = serve();
    const { panel, router } = await open('/bulletin/41');
    const choice = within(panel).getByRole('combobox', { name: 'Compare with' });
    await waitFor(() =>
      expect(
        within(choice).getByRole('option', { name: /Bulletin of Mar 28, 2026, version 1 \(Published\)/ }),
      ).toBeInTheDocument(),
    );
    expect(
      within(choice).getByRole('option', { name: 'Version 2 (Draft), the correction of this one' }),
    ).toBeInTheDocument();
    // Itself is not a choice.
    expect(within(choice).getAllByRole('option')).toHaveLength(3);
    expect(callsTo(mock, '/api/bulletins/41/diff/')).toHaveLength(0);

    await userEvent.selectOptions(choice, '30');
    expect(router.state.location.search).toBe('?compare=30');
    expect(
      await within(panel).findByText(/Compared with the bulletin of Mar 28, 2026, version 1/),
    ).toBeInTheDocument();
    expect(String(callsTo(mock, '/api/bulletins/41/diff/').at(-1)?.[0])).toContain('against=30');

    await userEvent.selectOptions(choice, '');
    expect(router.state.location.search).toBe('');
    expect(within(panel).queryByText(/Compared with/)).toBeNull();
    expect(grid().querySelector('.grid-changed')).toBeNull();
  });

  it('highlights the changed cells with what they held, lists the changes by date, and says what the grids do not share', async () => {
    serve();
    const { panel } = await open('/bulletin/41?compare=30');
    expect(
      await within(panel).findByText(/^Date compared \(both forecast it\): March 29\./),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/compared with this one’s for the same date/)).toBeInTheDocument();

    const temperature = grid().querySelector('#grid-cell-11-0-mattina-2') as HTMLElement;
    await waitFor(() => expect(temperature).toHaveClass('grid-changed'));
    // What it held is part of the cell's text: read aloud with it, shown on hover and focus.
    expect(temperature).toHaveTextContent('12.5was 10.0 °C');
    const sky = grid().querySelector('#grid-cell-11-0-mattina-1') as HTMLElement;
    expect(sky).toHaveClass('grid-changed');
    expect(sky).toHaveTextContent('was Clear sky');
    expect(grid().querySelector('#grid-cell-12-1-pomeriggio-2')).not.toHaveClass('grid-changed');

    expect(within(panel).getByText('2 values differ; they are highlighted in the grid.')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'Belluno · March 29 · Mattina · Max temperature' });
    expect(link.closest('li')).toHaveTextContent('10.0 °C → 12.5 °C (note: Warmer in the valley)');
    expect(
      within(panel).getByRole('link', { name: 'Belluno · March 29 · Mattina · Sky' }).closest('li'),
    ).toHaveTextContent('Clear sky → (empty)');
    await userEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(temperature));

    expect(
      within(panel).getByText('Venue in the bulletin compared with, no longer in this one: Asiago.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/bulletin/30');
  });

  it('shows the texts side by side per language, the changed ones marked', async () => {
    serve();
    await open('/bulletin/41?compare=30');
    const fold = (await screen.findByText('Texts side by side')).closest('details') as HTMLElement;
    expect(fold).toHaveTextContent('Texts side by side (changed in Italian)');
    expect(fold).not.toHaveAttribute('open');
    await userEvent.click(within(fold).getByText('Texts side by side'));
    expect(fold).toHaveAttribute('open');
    const italian = within(fold).getByRole('table', { name: 'Italian (changed)' });
    const headers = within(italian)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Text', 'Mar 28, 2026, version 1 (Published)', 'This bulletin']);
    const synopsis = within(italian)
      .getByRole('rowheader', { name: /Synopsis/ })
      .closest('tr') as HTMLElement;
    expect(synopsis).toHaveClass('compare-text-changed');
    expect(synopsis).toHaveTextContent('Nuvole in arrivo.Alta pressione, cielo sereno.');
    const title = within(italian).getByRole('rowheader', { name: 'Title' }).closest('tr');
    expect(title).not.toHaveClass('compare-text-changed');
    const note = within(italian)
      .getByRole('rowheader', { name: /Note on Cortina/ })
      .closest('tr');
    expect(note).toHaveTextContent('(none)Neve fresca in quota.');
    const english = screen.getByRole('table', { name: 'English' });
    expect(within(english).getByRole('rowheader', { name: 'Title' }).closest('tr')).toHaveTextContent(
      '(none)Sun on the Dolomites',
    );
  });

  it('speaks Italian: days by their Italian date, “era” for what a cell held', async () => {
    await i18n.changeLanguage('it');
    serve();
    const { panel } = await open('/bulletin/41?compare=30', 'Confronto');
    expect(
      await within(panel).findByText(/^Data confrontata \(prevista da entrambi\): 29 marzo\./),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Belluno · 29 marzo · Mattina · Max temperature' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(grid().querySelector('#grid-cell-11-0-mattina-2')).toHaveTextContent('era 10,0 °C'),
    );
  });

  it('says plainly when the address names no bulletin, or one that cannot be compared', async () => {
    serve();
    const { panel, unmount } = await open('/bulletin/41?compare=abc');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      '“abc” in the address is not a bulletin number: nothing is compared.',
    );
    unmount();
    serve(() =>
      json(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          detail: 'Bulletin #77 is of another type: only bulletins of one type are compared.',
          code: 'diff_other_type',
          params: { against: 77 },
          errors: { against: ['Compare with a bulletin of the same type.'] },
        },
        400,
        'application/problem+json',
      ),
    );
    const again = await open('/bulletin/41?compare=77');
    expect(await within(again.panel).findByRole('alert')).toHaveTextContent(
      'Bulletin #77 is of another type: only bulletins of one type are compared.',
    );
    expect(
      within(again.panel).getByRole('option', { name: 'Bulletin #77', selected: true }),
    ).toBeInTheDocument();
  });
});
