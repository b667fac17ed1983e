import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  bulletin,
  bulletinRoutes,
  clockAt,
  forecaster,
  page,
  venetoManager,
} from '../../test/bulletin-fixtures.ts';
import { callsTo, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';

const rows = [
  bulletin({ id: 12, title: 'Veneto, 28 March', status: 'draft' }),
  bulletin({ id: 11, issue_date: '2026-03-27', status: 'published' }),
];

/** The query of the list's latest call for a page of bulletins. */
function lastListQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const calls = callsTo(fetchMock, '/api/bulletins/').map(([url]) => new URL(String(url), 'http://x'));
  const listed = calls.filter((url) => url.searchParams.get('page') === '1');
  return listed[listed.length - 1]?.searchParams ?? new URLSearchParams();
}

describe('the bulletins list', () => {
  it('reads its filters from the URL, repeats the states to the API and links each row to its bulletin', async () => {
    const fetchMock = mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page(rows) });
    const { queryClient } = renderApp(
      '/bulletins?bulletin_type=7&status=draft&status=submitted&issue_date_after=2026-03-01&mine=true',
    );
    await viewerKnown(queryClient, forecaster);
    const table = await screen.findByRole('table', { name: 'Bulletins, newest first' });
    expect(within(table).getByRole('link', { name: 'Veneto, 28 March' })).toHaveAttribute(
      'href',
      '/bulletin/12',
    );
    // Without a title, the type names the bulletin.
    expect(within(table).getByRole('link', { name: 'Veneto daily' })).toHaveAttribute('href', '/bulletin/11');
    expect(within(table).getByText('Draft')).toHaveClass('status-badge-draft');
    expect(within(table).getByText('Published')).toHaveClass('status-badge-published');
    const asked = lastListQuery(fetchMock);
    expect(asked.getAll('status')).toEqual(['draft', 'submitted']);
    expect(asked.get('bulletin_type')).toBe('7');
    expect(asked.get('issue_date_after')).toBe('2026-03-01');
    expect(asked.get('mine')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Submitted' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Only my drafts' })).toBeChecked();
    // Written as the app's language writes dates, whatever the browser's.
    expect(screen.getByLabelText('Issued from')).toHaveValue('03/01/2026');
  });

  it('names each bulletin in the reader’s language: its title in it, else the Italian one, else the type’s name', async () => {
    const translatedType = {
      ...bulletin({ id: 0 }).bulletin_type,
      translations: { en: { name: 'Veneto daily (EN)' } },
    };
    const named = [
      bulletin({
        id: 21,
        title: 'Previsioni del 28 marzo',
        titles: { it: 'Previsioni del 28 marzo', en: 'Forecast for 28 March' },
      }),
      bulletin({ id: 22, title: 'Previsioni del 27 marzo' }),
      bulletin({ id: 23, bulletin_type: translatedType }),
    ];
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page(named) });
    renderApp('/bulletins');
    const table = await screen.findByRole('table', { name: 'Bulletins, newest first' });
    expect(within(table).getByRole('link', { name: 'Forecast for 28 March' })).toHaveAttribute(
      'href',
      '/bulletin/21',
    );
    expect(within(table).getByRole('link', { name: 'Previsioni del 27 marzo' })).toHaveAttribute(
      'href',
      '/bulletin/22',
    );
    expect(within(table).getByRole('link', { name: 'Veneto daily (EN)' })).toHaveAttribute(
      'href',
      '/bulletin/23',
    );
    await i18n.changeLanguage('it');
    try {
      expect(await within(table).findByRole('link', { name: 'Previsioni del 28 marzo' })).toHaveAttribute(
        'href',
        '/bulletin/21',
      );
      expect(within(table).getByRole('link', { name: 'Veneto daily' })).toHaveAttribute(
        'href',
        '/bulletin/23',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps each filter change in the URL and asks the API again, back on page 1', async () => {
    const fetchMock = mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page(rows) });
    const { router } = renderApp('/bulletins?page=2&status=draft');
    await screen.findByRole('table', { name: 'Bulletins, newest first' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&status=published'));
    await waitFor(() => expect(lastListQuery(fetchMock).getAll('status')).toEqual(['draft', 'published']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only my drafts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published&mine=true'));
    await userEvent.selectOptions(screen.getByLabelText('Bulletin type'), 'Lombardia daily');
    await waitFor(() => expect(lastListQuery(fetchMock).get('bulletin_type')).toBe('8'));
  });

  it('says when nothing matches the filters, and offers a member the New bulletin button', async () => {
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page([]) });
    renderApp('/bulletins?status=withdrawn');
    expect(await screen.findByText(/Nothing matches this search or these filters/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New bulletin' })).toBeInTheDocument();
  });

  it('shows a visitor the published states only, no drafts filter and no New bulletin', async () => {
    const fetchMock = mockFetch({
      ...bulletinRoutes(null),
      '/api/bulletins/': () => page([bulletin({ id: 11, status: 'published' })]),
    });
    const { queryClient } = renderApp('/bulletins');
    await screen.findByRole('table', { name: 'Bulletins, newest first' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const states = within(screen.getByRole('group', { name: 'State' })).getAllByRole('checkbox');
    expect(states.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Published',
      'Superseded',
      'Withdrawn',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Only my drafts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New bulletin' })).toBeNull();
    expect(lastListQuery(fetchMock).has('mine')).toBe(false);
  });

  it('offers no New bulletin to a member whose authorities own no active type', async () => {
    const outsider = {
      ...forecaster,
      authority: [{ id: 99, code: 'fvg', name: 'ARPA FVG', role: 'member' as const }],
    };
    mockFetch({ ...bulletinRoutes(outsider), '/api/bulletins/': () => page(rows) });
    const { queryClient } = renderApp('/bulletins');
    await viewerKnown(queryClient, outsider);
    await screen.findByRole('table', { name: 'Bulletins, newest first' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('checkbox', { name: 'Only my drafts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New bulletin' })).toBeNull();
  });

  it('speaks Italian: states, filters and the New bulletin button', async () => {
    await i18n.changeLanguage('it');
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page(rows) });
    renderApp('/bulletins');
    const table = await screen.findByRole('table', { name: 'Bollettini, dal più recente' });
    expect(within(table).getByText('Bozza')).toHaveClass('status-badge-draft');
    expect(within(table).getByText('Pubblicato')).toHaveClass('status-badge-published');
    expect(await screen.findByRole('button', { name: 'Nuovo bollettino' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Solo le mie bozze' })).toBeInTheDocument();
  });
});

describe('the bulletins list: what waits for me', () => {
  const waiting = [
    bulletin({ id: 31, status: 'submitted', title: 'To review', waiting_since: '2026-03-26T08:00:00Z' }),
    bulletin({
      id: 32,
      status: 'draft',
      title: 'To fix',
      returned: true,
      waiting_since: '2026-03-28T07:00:00Z',
    }),
  ];
  clockAt('2026-03-28T10:00:00Z');

  it('filters by a toggle kept in the URL, and shows how long each has waited', async () => {
    const fetchMock = mockFetch({
      ...bulletinRoutes(venetoManager),
      '/api/bulletins/': (url) => page(url.searchParams.get('waiting') === 'true' ? waiting : rows),
    });
    const { router, queryClient } = renderApp('/bulletins');
    await viewerKnown(queryClient, venetoManager);
    await screen.findByRole('table', { name: 'Bulletins, newest first' });
    expect(lastListQuery(fetchMock).has('waiting')).toBe(false);
    expect(screen.queryByRole('columnheader', { name: /Waiting for/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting for me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?waiting=true'));
    await waitFor(() => expect(lastListQuery(fetchMock).get('waiting')).toBe('true'));
    const table = await screen.findByRole('table', {
      name: 'Bulletins waiting for you, the longest waiting first',
    });
    expect(within(table).getByRole('columnheader', { name: /Waiting for/ })).toBeInTheDocument();
    const [, review, fix] = within(table).getAllByRole('row');
    expect(review).toHaveTextContent('To review');
    expect(review).toHaveTextContent('2 days');
    expect(within(fix as HTMLElement).getByText('Returned')).toHaveClass('status-badge-returned');
    expect(fix).toHaveTextContent('3 hours');
    // The server's order, the longest waiting first, unless a column is sorted.
    expect(lastListQuery(fetchMock).has('ordering')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting for me' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when nothing waits', async () => {
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': () => page([]) });
    renderApp('/bulletins?waiting=true');
    expect(
      await screen.findByText('Nothing is waiting for you: no bulletin to review, none returned to fix.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked();
  });

  it('is not offered to a visitor', async () => {
    mockFetch({ ...bulletinRoutes(null), '/api/bulletins/': () => page([]) });
    const { queryClient } = renderApp('/bulletins');
    await screen.findByRole('group', { name: 'State' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('checkbox', { name: 'Waiting for me' })).toBeNull();
  });
});
