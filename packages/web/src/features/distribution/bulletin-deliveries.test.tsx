import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Delivery } from '@bora/shared/delivery';
import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitted } from '../../test/bulletin-test-data.ts';
import { venetoDaily } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { forecaster, staff, venetoManager, viewerKnown } from '../../test/viewers.ts';
import { FAILED_POLL_MS, PENDING_POLL_MS, pollInterval } from './api/bulletin-deliveries.ts';
import { BulletinDeliveries } from './bulletin-deliveries.tsx';
import { attempt, delivery, refused } from './test-fixtures.ts';

const published: BulletinDetail = {
  ...submitted,
  status: 'published',
  bulletin_type: { ...submitted.bulletin_type, id: 7 },
};
const DELIVERIES = '/api/bulletins/41/deliveries/';
const national = { ...venetoDaily, authority_id: null, authority: null };

function setup(me: Me, answers: Delivery[][], bulletin = published, type = venetoDaily) {
  let read = 0;
  const fetchMock = mockFetch({
    '/api/users/me/': json(me),
    '/api/bulletin-types/7/': json(type),
    [DELIVERIES]: () => json(answers[Math.min(read++, answers.length - 1)]),
    '/api/bulletins/41/deliveries/3/resend/': json(delivery({ id: 3, state: 'pending' }), 202),
    '/api/bulletins/41/deliveries/4/resend/': json(delivery({ id: 4, state: 'pending' }), 202),
    '/api/bulletins/41/deliveries/5/resend/': json(delivery({ id: 5, state: 'pending' }), 202),
  });
  const view = renderWithProviders(<BulletinDeliveries bulletin={bulletin} />, '/bulletin/41');
  return { fetchMock, ...view, user: userEvent.setup() };
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/resend/'))
    .map(([input]) => String(input));

describe("a bulletin's deliveries", () => {
  const three = [
    delivery({ id: 5, receiver: 'https://ok.example/in' }),
    refused(4, 'https://busy.example/in'),
    delivery({
      id: 3,
      receiver: 'https://gone.example/in',
      state: 'dead',
      sent_at: null,
      attempts: [
        attempt({
          status_code: 410,
          error: 'The receiver answered 410 Gone on 2026-03-29T09:00:00.000Z.',
          reason: { code: 'receiver_gone', params: { at: '2026-03-29T09:00:00.000Z' } },
        }),
      ],
    }),
  ];

  it('shows each receiver: state, when sent, the answer, the failure and the next try', async () => {
    setup(venetoManager, [three]);
    const panel = await screen.findByRole('region', { name: 'Deliveries' });
    const rows = within(await within(panel).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('https://ok.example/in');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('200 in 42 ms');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The receiver refused the connection.');
    expect(rows[1]).toHaveTextContent(/Next try.*2026/);
    expect(rows[2]).toHaveTextContent('Given up');
    expect(rows[2]).toHaveTextContent('410 in 42 ms');
  });

  it('sends one receiver again, and then all that failed', async () => {
    const { fetchMock, user } = setup(venetoManager, [three]);
    const panel = await screen.findByRole('region', { name: 'Deliveries' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Send again to https://ok.example/in' }),
    );
    expect(await screen.findByText('Sent again to https://ok.example/in')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual(['/api/bulletins/41/deliveries/5/resend/']);

    await user.click(within(panel).getByRole('button', { name: 'Send again to all 2 that failed' }));
    expect(await screen.findByText('Sent again to 2 receivers')).toBeInTheDocument();
    expect(posted(fetchMock).slice(1).sort()).toEqual([
      '/api/bulletins/41/deliveries/3/resend/',
      '/api/bulletins/41/deliveries/4/resend/',
    ]);
    // Each re-send reads the deliveries again, to show its new try.
    await waitFor(() => expect(callsTo(fetchMock, DELIVERIES).length).toBeGreaterThanOrEqual(3));
  });

  it('reads the deliveries again while one is pending, and shows it sent', async () => {
    setup(staff, [
      [delivery({ id: 5, state: 'pending', attempts: [], sent_at: null })],
      [delivery({ id: 5 })],
    ]);
    const panel = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(panel).findByText('Pending')).toBeInTheDocument();
    expect(within(panel).getByText('Soon')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(
      await within(panel).findByText('Sent', { selector: '.badge' }, { timeout: PENDING_POLL_MS + 5000 }),
    ).toBeInTheDocument();
  });

  it('is neither shown nor asked for to a member, nor to a manager of another authority’s national type', async () => {
    const member = setup(forecaster, [three]);
    await viewerKnown(member.queryClient, forecaster);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(callsTo(member.fetchMock, DELIVERIES)).toHaveLength(0);
    // A member needs not even read the type.
    expect(callsTo(member.fetchMock, '/api/bulletin-types/7/')).toHaveLength(0);
    member.unmount();

    const manager = setup(venetoManager, [three], published, national);
    await waitFor(() => expect(callsTo(manager.fetchMock, '/api/bulletin-types/7/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(callsTo(manager.fetchMock, DELIVERIES)).toHaveLength(0);
  });

  it('is not shown for a bulletin never published', async () => {
    const { fetchMock, queryClient } = setup(staff, [three], { ...published, status: 'submitted' });
    await viewerKnown(queryClient, staff);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, DELIVERIES)).toHaveLength(0);
  });
});

describe('how often the deliveries are read again', () => {
  it('soon while one is pending, later while one failed, never once all settled', () => {
    expect(pollInterval([delivery({ id: 1, state: 'pending' }), refused(2, 'x')])).toBe(PENDING_POLL_MS);
    expect(pollInterval([delivery({ id: 1 }), refused(2, 'x')])).toBe(FAILED_POLL_MS);
    expect(pollInterval([delivery({ id: 1 }), delivery({ id: 2, state: 'dead' })])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});
