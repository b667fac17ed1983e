import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { venetoDaily } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster, venetoManager } from '../../test/viewers.ts';
import { attempt, delivery, refused } from './test-fixtures.ts';

const LOG = '/api/bulletin-types/7/deliveries/';

function setup(me: Me, path = '/bulletin-types/7/deliveries') {
  const fetchMock = mockFetch({
    '/api/users/me/': json(me),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletin-types/7/': json(venetoDaily),
    [LOG]: (url) => {
      const state = url.searchParams.get('state');
      const all = [
        refused(3, 'https://busy.example/in'),
        delivery({
          id: 2,
          event: 'test',
          bulletin_id: null,
          bulletin: null,
          receiver: 'https://meteo.example/hook',
        }),
        delivery({
          id: 1,
          bulletin_id: 40,
          // A bulletin whose title is not written yet: named by its date.
          bulletin: { issue_date: '2026-03-28', version: 1, title: '', titles: {} },
          receiver: 'https://meteo.example/hook',
          attempts: [
            attempt({
              status_code: 503,
              error: 'The receiver answered 503.',
              reason: { code: 'receiver_answered', params: { status: 503, text: '' } },
            }),
            attempt({ resent: true }),
          ],
        }),
        delivery({
          id: 0,
          state: 'dead',
          sent_at: null,
          attempts: [
            attempt({
              status_code: null,
              duration_ms: 0,
              error: 'The webhook was removed.',
              reason: { code: 'webhook_removed', params: {} },
            }),
          ],
        }),
      ].filter((row) => !state || row.state === state);
      return json({ count: all.length, next: null, previous: null, results: all });
    },
  });
  const view = renderApp(path);
  return { fetchMock, ...view, user: userEvent.setup() };
}

describe('the delivery log of a bulletin type', () => {
  it('lists what was sent, newest first: bulletin or test, receiver, state, last answer and next try', async () => {
    setup(venetoManager);
    expect(await screen.findByRole('heading', { name: 'Delivery log', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('No answer (3 ms)');
    expect(rows[0]).toHaveTextContent('The receiver refused the connection.');
    // A bulletin is named by its title in the reader's language, its date and version beside it.
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Veneto forecast, 29 March' }),
    ).toHaveAttribute('href', '/bulletin/41');
    expect(rows[0]).toHaveTextContent('Veneto forecast, 29 MarchMar 29, 2026, version 2 · Published');
    expect(rows[1]).toHaveTextContent('Test');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'Bulletin of Mar 28, 2026' }),
    ).toHaveAttribute('href', '/bulletin/40');
    expect(rows[2]).toHaveTextContent('Sent');
    expect(rows[3]).toHaveTextContent('Not sent');
    expect(rows[3]).toHaveTextContent('The webhook was removed.');
    expect(rows[2]).toHaveTextContent('200 in 42 ms');
  });

  it('opens a row on every try it took', async () => {
    const { user } = setup(venetoManager);
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const toggles = within(table).getAllByRole('button', { name: /^\d+ tr(y|ies)$/ });
    const last = toggles[2] as HTMLElement;
    expect(last).toHaveAccessibleName('2 tries');
    expect(last).toHaveAttribute('aria-expanded', 'false');
    await user.click(last);
    expect(last).toHaveAttribute('aria-expanded', 'true');
    const tries = screen.getByRole('list', { name: 'Tries of the delivery to https://meteo.example/hook' });
    const items = within(tries).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('503 in 42 ms');
    expect(items[0]).toHaveTextContent('The receiver answered 503.');
    expect(items[1]).toHaveTextContent('sent again by hand');
    await user.click(last);
    expect(screen.queryByRole('list', { name: /Tries of/ })).not.toBeInTheDocument();
  });

  it('keeps the state filter in the address and asks the server for it', async () => {
    const { fetchMock, router, user } = setup(venetoManager, '/bulletin-types/7/deliveries?state=failed');
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByLabelText('State')).toHaveValue('failed');
    expect(callsTo(fetchMock, LOG).some(([input]) => String(input).includes('state=failed'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('State'), 'sent');
    await waitFor(() => expect(router.state.location.search).toBe('?state=sent'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
  });

  it('says the log is for the managers, and asks nothing, to anyone else', async () => {
    const { fetchMock } = setup(forecaster);
    expect(
      await screen.findByText('Only the managers of this bulletin type see its deliveries.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, LOG)).toHaveLength(0);
  });
});
