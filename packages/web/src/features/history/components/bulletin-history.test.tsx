import type { BulletinComposition } from '@bora/shared/bulletin';
import type { BulletinHistoryEntry } from '@bora/shared/bulletin-history';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { callsTo, json, mockFetch, problem } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulletinHistory } from './bulletin-history.tsx';

const number = { required: true, minimum: -40, maximum: 50, decimals: 1, options: [] };
const composition: BulletinComposition = {
  venues: [
    { id: 4, code: 'lido', name: 'Lido', region: 'Veneto', elevation: 2, latitude: 45.42, longitude: 12.37 },
  ],
  days: 2,
  slots: [{ code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 }],
  data_types: [
    { id: 7, code: 'tmax', name: 'Maximum', unit: '°C', value_kind: 'number', translations: {}, ...number },
    {
      id: 8,
      translations: {},
      code: 'sea',
      name: 'Sea',
      unit: '',
      value_kind: 'category',
      ...number,
      options: [{ code: 'calm', label: 'Calm' }],
    },
  ],
  rules: [],
  languages: ['it', 'en'],
  icon_set_id: 1,
  requires_review: false,
  is_public: true,
};

const base = {
  from_status: null,
  to_status: null,
  comment: '',
  cells: [],
  texts: [],
  related_id: null,
  copied_cells: null,
  origin: null,
  kept_manual: null,
};
const maria = { username: 'mrossi', name: 'Maria Rossi' };

const entries: BulletinHistoryEntry[] = [
  {
    ...base,
    id: 5,
    at: '2026-05-10T09:30:00Z',
    kind: 'return',
    actor: { username: 'boss', name: '' },
    from_status: 'submitted',
    to_status: 'draft',
    revision: 5,
    comment: 'Check the sea.',
  },
  {
    ...base,
    id: 4,
    at: '2026-05-10T09:00:00Z',
    kind: 'texts',
    actor: maria,
    revision: 4,
    texts: [{ language: 'it', fields: ['synopsis', 'venue_notes'], venue_ids: [4] }],
  },
  {
    ...base,
    id: 3,
    at: '2026-05-10T08:00:00Z',
    kind: 'save',
    actor: maria,
    revision: 3,
    cells: [
      {
        venue_id: 4,
        day: 1,
        slot: 'am',
        data_type_id: 7,
        before: { value: 12.5, note: '' },
        after: { value: 14, note: 'Sunny' },
      },
      { venue_id: 4, day: 0, slot: 'am', data_type_id: 8, before: null, after: { value: 'calm', note: '' } },
    ],
  },
  {
    ...base,
    id: 1,
    at: '2026-05-10T07:00:00Z',
    kind: 'create',
    actor: maria,
    revision: 1,
    related_id: 9,
    copied_cells: 12,
  },
];

const page = (results: BulletinHistoryEntry[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

describe('BulletinHistory', () => {
  it('lists who did what, with comments, texts changed and the bulletin a copy came from', async () => {
    mockFetch({ '/api/bulletins/21/history/': json(page(entries)) });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each row's action cell, without the column name a phone shows on its card.
    const actions = rows.map((row) =>
      within(row)
        .getAllByRole('cell')[2]
        ?.textContent?.replace(/^Action/, ''),
    );
    expect(actions).toEqual(['ReturnedComment: Check the sea.', 'Texts saved', 'Values saved', 'Created']);
    expect(rows[0]).toHaveTextContent('boss');
    expect(rows[1]).toHaveTextContent('Maria Rossi (mrossi)');
    expect(rows[1]).toHaveTextContent('Italian: synopsis, notes on Lido');
    expect(
      within(rows[3] as HTMLElement).getByRole('link', { name: '12 cells copied from bulletin #9' }),
    ).toHaveAttribute('href', '/bulletin/9');
  });

  it('names the correction that was discarded, with no link: it is gone', async () => {
    const discarded: BulletinHistoryEntry = {
      ...base,
      id: 9,
      at: '2026-05-11T08:00:00Z',
      kind: 'discard',
      actor: maria,
      from_status: 'published',
      to_status: 'published',
      revision: 7,
      related_id: 33,
    };
    mockFetch({ '/api/bulletins/21/history/': json(page([discarded])) });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    const table = await screen.findByRole('table', { name: 'History' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Correction discarded');
    expect(row).toHaveTextContent('Bulletin #33, discarded before it was submitted');
    expect(within(row as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('unfolds a save into its cells, before → after, named by the composition', async () => {
    mockFetch({ '/api/bulletins/21/history/': json(page(entries)) });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    const toggle = await screen.findByRole('button', { name: '2 cells changed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Lido · May 11/)).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(String(toggle.getAttribute('aria-controls')));
    // Days are named by their date (the issue date is May 10), never by an index.
    expect(list?.textContent).toContain('Lido · May 11 · Morning · Maximum: 12.5 °C → 14.0 °C (note: Sunny)');
    expect(list?.textContent).toContain('Lido · May 10 · Morning · Sea: (empty) → Calm');
    expect(list?.textContent).not.toMatch(/day \d/i);
  });

  it('reads an import as the values it set, from where, and how many it kept as typed; its cells unfold', async () => {
    const imported: BulletinHistoryEntry = {
      ...base,
      id: 6,
      at: '2026-05-10T10:00:00Z',
      kind: 'import',
      actor: { username: 'model-bot', name: '' },
      revision: 6,
      origin: 'import: ecmwf-pp 2026-11-25T00Z (key model-bot)',
      kept_manual: 3,
      cells: [
        { venue_id: 4, day: 0, slot: 'am', data_type_id: 7, before: null, after: { value: 21, note: '' } },
        {
          venue_id: 4,
          day: 1,
          slot: 'am',
          data_type_id: 7,
          before: { value: 12.5, note: '' },
          after: { value: 13, note: '' },
        },
      ],
    };
    mockFetch({ '/api/bulletins/21/history/': json(page([imported])) });
    const { unmount } = renderWithProviders(
      <BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />,
    );
    const row = (await screen.findByText('Values imported')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(
      'Imported 2 values from ecmwf-pp 2026-11-25T00Z (key model-bot); 3 kept as typed',
    );
    await userEvent.click(within(row).getByRole('button', { name: '2 cells changed' }));
    expect(row).toHaveTextContent('Lido · May 10 · Morning · Maximum: (empty) → 21.0 °C');
    expect(row).toHaveTextContent('Lido · May 11 · Morning · Maximum: 12.5 °C → 13.0 °C');
    unmount();

    await i18n.changeLanguage('it');
    // One value, nothing kept: no word of what was kept.
    const one = { ...imported, kept_manual: 0, cells: imported.cells.slice(0, 1) };
    mockFetch({ '/api/bulletins/21/history/': json(page([one])) });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    const riga = (await screen.findByText('Valori importati')).closest('tr') as HTMLElement;
    expect(riga).toHaveTextContent('Importato 1 valore da ecmwf-pp 2026-11-25T00Z (chiave model-bot)');
    expect(riga).not.toHaveTextContent('tenut');
  });

  it('speaks Italian, with a decimal comma and the days named in Italian', async () => {
    await i18n.changeLanguage('it');
    mockFetch({ '/api/bulletins/21/history/': json(page(entries)) });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    await userEvent.click(await screen.findByRole('button', { name: '2 celle modificate' }));
    expect(screen.getByText(/12,5 °C/)).toBeInTheDocument();
    expect(screen.getByText('Lido · 11 maggio · Morning · Maximum')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cronologia' })).toHaveTextContent('Restituito');
  });

  it('names an icon and a compass point, never their codes, in the UI language', async () => {
    const kinds = { ...number, decimals: null, minimum: null, maximum: null, unit: '', translations: {} };
    const named: BulletinComposition = {
      ...composition,
      data_types: [
        { ...kinds, id: 9, code: 'sky', name: 'Sky', value_kind: 'icon' },
        { ...kinds, id: 10, code: 'wind', name: 'Wind', value_kind: 'direction' },
      ],
    };
    const change = (data_type_id: number, before: string, after: string) => ({
      venue_id: 4,
      day: 0,
      slot: 'am',
      data_type_id,
      before: { value: before, note: '' },
      after: { value: after, note: '' },
    });
    const saved: BulletinHistoryEntry = {
      ...base,
      id: 7,
      at: '2026-05-10T10:00:00Z',
      kind: 'save',
      actor: maria,
      revision: 7,
      cells: [change(9, 'clear-sky-day', 'snow'), change(10, 'SSW', 'VRB')],
    };
    const icons = [
      { code: 'clear-sky-day', name: 'Sereno', svg_url: '' },
      { code: 'snow', name: 'Neve', svg_url: '' },
    ];
    await i18n.changeLanguage('it');
    mockFetch({ '/api/bulletins/21/history/': json(page([saved])) });
    renderWithProviders(
      <BulletinHistory bulletinId={21} composition={named} issueDate="2026-05-10" icons={icons} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '2 celle modificate' }));
    expect(screen.getByText('Sereno')).toHaveClass('history-before');
    expect(screen.getByText('Neve')).toHaveClass('history-after');
    expect(screen.getByText('SSO')).toHaveClass('history-before');
    expect(screen.getByText('variabile')).toHaveClass('history-after');
    expect(screen.queryByText(/clear-sky-day|snow/)).toBeNull();
  });

  it('pages through a long history', async () => {
    const fetchMock = mockFetch({
      '/api/bulletins/21/history/': (url) =>
        json(page(url.searchParams.get('page') === '2' ? entries.slice(3) : entries.slice(0, 3), 28)),
    });
    renderWithProviders(<BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />);
    await screen.findByText('Returned');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(String(callsTo(fetchMock, '/api/bulletins/21/history/').at(-1)?.[0])).toContain(
      'page=2&page_size=25',
    );
  });

  it('says when nothing happened yet, and shows a failure with a retry', async () => {
    mockFetch({ '/api/bulletins/21/history/': json(page([])) });
    const { unmount } = renderWithProviders(
      <BulletinHistory bulletinId={21} composition={composition} issueDate="2026-05-10" />,
    );
    expect(await screen.findByText('Nothing has happened to this bulletin yet.')).toBeInTheDocument();
    unmount();
    mockFetch({ '/api/bulletins/22/history/': problem(404, 'Not found.') });
    renderWithProviders(<BulletinHistory bulletinId={22} composition={composition} issueDate="2026-05-10" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
