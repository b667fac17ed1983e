import type { BulletinType } from '@bora/shared/bulletin-type';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  bulletin,
  bulletinRoutes,
  clockAt,
  forecaster,
  lombardiaDaily,
  nationalDaily,
  page,
  venetoDaily,
  venetoManager,
} from '../../test/bulletin-fixtures.ts';
import { callsTo, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

/** Veneto's other types: one due at 08:30 (passed at 09:00), one at 13:00 (still ahead). */
const venetoMountain: BulletinType = { ...venetoDaily, id: 10, name: 'Veneto mountain', issue_time: '08:30' };
const venetoEvening: BulletinType = { ...venetoDaily, id: 11, name: 'Veneto evening', issue_time: '13:00' };
const types = [lombardiaDaily, nationalDaily, venetoDaily, venetoEvening, venetoMountain];

function serve(me: typeof forecaster | null, answer: (query: URLSearchParams) => unknown[]) {
  return mockFetch({
    ...bulletinRoutes(me),
    '/api/bulletin-types/': page(types),
    '/api/bulletins/': (url) => page(answer(url.searchParams)),
  });
}

// 09:00 in Rome on 28 March 2026.
clockAt('2026-03-28T08:00:00Z');

describe('Home for a member', () => {
  it('shows today’s bulletin of each of their types with its state, the missing ones and a countdown', async () => {
    const fetchMock = serve(forecaster, (query) =>
      query.get('issue_date_after') === '2026-03-28'
        ? [
            bulletin({ id: 5, status: 'submitted', title: 'Veneto, Saturday' }),
            bulletin({
              id: 6,
              status: 'published',
              bulletin_type: { id: 8, code: 'l', name: 'Lombardia daily', translations: {} },
            }),
          ]
        : [],
    );
    renderApp('/');
    const today = await screen.findByRole('region', { name: "Today's bulletins" });
    const rows = await within(today).findAllByRole('listitem');
    // Only the types of the member's authority, by name; Lombardy's and the national one are not theirs.
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Veneto daily',
      'Veneto evening',
      'Veneto mountain',
    ]);
    expect(rows[0]).toHaveTextContent('Submitted');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Veneto, Saturday' })).toHaveAttribute(
      'href',
      '/bulletin/5',
    );
    expect(rows[1]).toHaveTextContent('Due at 13:00in 4 h 00 minStart it');
    expect(rows[2]).toHaveTextContent('Missingdue at 08:30, not started');
    // A type without today's bulletin offers to start it: the list's New bulletin dialog on that type.
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'Start it Veneto mountain' }),
    ).toHaveAttribute('href', '/bulletins?bulletin_type=10&new');
    expect(within(rows[0] as HTMLElement).queryByRole('link', { name: /Start it/ })).toBeNull();
    const asked = callsTo(fetchMock, '/api/bulletins/')
      .map(([url]) => new URL(String(url), 'http://x').searchParams)
      .find((query) => query.has('issue_date_after'));
    expect(asked?.get('issue_date_before')).toBe('2026-03-28');
  });

  it('lists their drafts and leads to the bulletins', async () => {
    serve(forecaster, (query) =>
      query.get('mine') === 'true' ? [bulletin({ id: 9, issue_date: '2026-03-29', title: 'Tomorrow' })] : [],
    );
    renderApp('/');
    const drafts = await screen.findByRole('region', { name: 'Your drafts' });
    expect(await within(drafts).findByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
      'href',
      '/bulletin/9',
    );
    expect(drafts).toHaveTextContent('Veneto daily · Mar 29, 2026');
    expect(screen.getByRole('link', { name: 'All bulletins' })).toHaveAttribute('href', '/bulletins');
  });

  it('says when they have no drafts', async () => {
    serve(forecaster, () => []);
    renderApp('/');
    const drafts = await screen.findByRole('region', { name: 'Your drafts' });
    expect(await within(drafts).findByText('You have no drafts.')).toBeVisible();
  });
});

describe('Home for a visitor', () => {
  it('shows the latest published bulletin of each public type', async () => {
    const hidden: BulletinType = { ...venetoMountain, is_public: false };
    const fetchMock = mockFetch({
      ...bulletinRoutes(null),
      '/api/bulletin-types/': page([lombardiaDaily, venetoDaily, hidden]),
      '/api/bulletins/': (url) =>
        page(
          url.searchParams.get('bulletin_type') === '7'
            ? [
                bulletin({
                  id: 4,
                  status: 'published',
                  issue_date: '2026-03-27',
                  title: 'Veneto, venerdì',
                  titles: { it: 'Veneto, venerdì', en: 'Veneto, Friday' },
                }),
              ]
            : [],
        ),
    });
    renderApp('/');
    const latest = await screen.findByRole('region', { name: 'Latest bulletins' });
    // An English reader reads the English title.
    expect(await within(latest).findByRole('link', { name: 'Veneto, Friday' })).toHaveAttribute(
      'href',
      '/bulletin/4',
    );
    expect(latest).toHaveTextContent('Issued on Mar 27, 2026');
    const asked = callsTo(fetchMock, '/api/bulletins/').map(
      ([url]) => new URL(String(url), 'http://x').searchParams,
    );
    expect(asked.map((query) => query.get('bulletin_type')).sort()).toEqual(['7', '8']);
    expect(asked.every((query) => query.get('status') === 'published')).toBe(true);
    expect(screen.getByRole('link', { name: 'Published bulletins' })).toHaveAttribute('href', '/bulletins');
  });

  it('says when nothing is published yet', async () => {
    mockFetch({ ...bulletinRoutes(null), '/api/bulletin-types/': page(types), '/api/bulletins/': page([]) });
    renderApp('/');
    const latest = await screen.findByRole('region', { name: 'Latest bulletins' });
    expect(await within(latest).findByText('No bulletin has been published yet.')).toBeVisible();
  });
});

describe('Home: what waits for the person', () => {
  const queue = [
    // The server sends them the longest waiting first.
    bulletin({
      id: 21,
      status: 'submitted',
      issue_date: '2026-03-25',
      title: 'Veneto, Wednesday',
      waiting_since: '2026-03-25T07:00:00Z',
    }),
    bulletin({
      id: 22,
      status: 'draft',
      issue_date: '2026-03-28',
      title: 'Veneto, Saturday',
      returned: true,
      waiting_since: '2026-03-28T06:00:00Z',
    }),
  ];

  it('comes first, each bulletin with its type, date, state, how long it has waited and a link', async () => {
    const fetchMock = serve(venetoManager, (query) => (query.get('waiting') === 'true' ? queue : []));
    renderApp('/');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe(waiting.getAttribute('aria-labelledby'));
    const rows = await within(waiting).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Veneto, Wednesday',
      'Veneto, Saturday',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/bulletin/21');
    expect(rows[0]).toHaveTextContent('Veneto daily · Mar 25, 2026');
    expect(rows[0]).toHaveTextContent('Submitted');
    expect(rows[0]).toHaveTextContent('waiting for 3 days');
    // The returned draft reads Returned, in a badge of its own.
    const returned = within(rows[1] as HTMLElement).getByText('Returned');
    expect(returned).toHaveClass('status-badge-returned');
    expect(rows[1]).not.toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('waiting for 2 hours');
    const asked = callsTo(fetchMock, '/api/bulletins/')
      .map(([url]) => new URL(String(url), 'http://x').searchParams)
      .find((query) => query.get('waiting') === 'true');
    // The oldest first is the server's order: the screen asks for no other.
    expect(asked?.get('ordering')).toBeNull();
  });

  it('says so when nothing waits', async () => {
    serve(forecaster, () => []);
    renderApp('/');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(
      await within(waiting).findByText(
        'Nothing is waiting for you: no bulletin to review, none returned to fix.',
      ),
    ).toBeVisible();
  });

  it('tells the wait in the reader’s language', async () => {
    await i18n.changeLanguage('it');
    serve(venetoManager, (query) => (query.get('waiting') === 'true' ? queue : []));
    renderApp('/');
    const waiting = await screen.findByRole('region', { name: 'In attesa di te' });
    const rows = await within(waiting).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('in attesa da 3 giorni');
    expect(rows[1]).toHaveTextContent('Restituito');
    expect(rows[1]).toHaveTextContent('in attesa da 2 ore');
  });

  it('is not there for someone the workflow never asks', async () => {
    const outsider = { username: 'reader', name: 'Reader', is_staff: false, authority: [] };
    const fetchMock = serve(outsider, () => []);
    renderApp('/');
    await screen.findByRole('region', { name: 'Your drafts' });
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    expect(callsTo(fetchMock, '/api/bulletins/waiting-count/')).toHaveLength(0);
  });

  it('marks a returned draft among the person’s drafts', async () => {
    serve(forecaster, (query) =>
      query.get('mine') === 'true' ? [bulletin({ id: 9, title: 'Tomorrow', returned: true })] : [],
    );
    renderApp('/');
    const drafts = await screen.findByRole('region', { name: 'Your drafts' });
    const item = (await within(drafts).findByRole('link', { name: 'Tomorrow' })).closest('li');
    expect(item).toHaveTextContent('Returned');
  });
});
