import type { Notification } from '@bora/shared/notification';
import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notification, notificationsRoutes } from '../../features/notifications/test-fixtures.ts';
import { i18n } from '../../lib/i18n.ts';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { callsTo, headersOf, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { venetoManager } from '../../test/viewers.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Three unread and one read, newest first, as the server keeps them. */
function inbox(): Notification[] {
  return [
    notification({ id: 4, created_at: minutesAgo(5) }),
    notification({
      id: 3,
      kind: 'returned',
      created_at: minutesAgo(90),
      bulletin_id: 40,
      actor: { username: 'manager', name: '' },
      comment: 'Check the wind',
    }),
    notification({
      id: 2,
      kind: 'delivery_failed',
      created_at: minutesAgo(60 * 24 * 3),
      actor: null,
      issue_date: null,
      type_name_en: '',
      receiver: 'https://receiver.example/hook',
      link: '/bulletin-types/7/deliveries',
    }),
    notification({ id: 1, kind: 'published', created_at: minutesAgo(60 * 24 * 4), read_at: minutesAgo(60) }),
  ];
}

function serve(items: Notification[], me: Me | null = venetoManager) {
  return mockFetch({
    '/api/users/me/': me ? json(me) : problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletins/waiting-count/': json({ count: 0 }),
    ...notificationsRoutes(items),
  });
}

const bell = async () => within(await screen.findByRole('banner')).findByTestId('notification-bell');
const panel = () => screen.getByRole('region', { name: 'Notifications' });

async function openPanel() {
  await userEvent.click(await bell());
  return within(await screen.findByRole('region', { name: 'Notifications' }));
}

beforeEach(() => FakeEventSource.install());

describe('the notifications bell', () => {
  it('counts the unread ones on the bell, named for a screen reader', async () => {
    const items = inbox();
    serve(items);
    renderApp('/about');
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(await bell()).toHaveTextContent('3');
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the count in Italian too', async () => {
    await i18n.changeLanguage('it');
    serve([notification({ id: 9 })]);
    renderApp('/about');
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifiche, 1 non letta'));
  });

  it('shows no badge when nothing is unread', async () => {
    const mock = serve([notification({ id: 9, read_at: minutesAgo(1) })]);
    renderApp('/about');
    await waitFor(() => expect(callsTo(mock, '/api/notifications/')).toHaveLength(1));
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
    expect(await bell()).toHaveTextContent('');
  });

  it('opens a panel of the ten newest, each a sentence with its time, the unread ones marked', async () => {
    const mock = serve(inbox());
    renderApp('/about');
    const list = await openPanel();
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo(mock, '/api/notifications/')[0]?.[0]).toBe('/api/notifications/?page=1&page_size=10');
    const links = await list.findAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'unread: Franca Rossi submitted Veneto weather bulletin of Mar 30, 2026 for review',
      'unread: manager returned Veneto weather bulletin of Mar 30, 2026: “Check the wind”',
      'unread: A test delivery of Bollettino meteo Veneto to https://receiver.example/hook failed',
      'Veneto weather bulletin of Mar 30, 2026 was published by Franca Rossi',
      'All notifications',
    ]);
    expect(links[0]).toHaveAttribute('href', '/bulletin/41');
    expect(links[2]).toHaveAttribute('href', '/bulletin-types/7/deliveries');
    expect(links[4]).toHaveAttribute('href', '/notifications');
    expect(list.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(list.getByText('5 minutes ago')).toBeInTheDocument();
    expect(list.getByText('3 days ago')).toBeInTheDocument();
    expect(links[0]?.closest('li')).toHaveClass('notification-item--unread');
    expect(links[3]?.closest('li')).not.toHaveClass('notification-item--unread');
  });

  it('closes on Escape, giving the focus back to the bell, and on a click elsewhere', async () => {
    serve(inbox());
    renderApp('/about');
    const list = await openPanel();
    await list.findAllByRole('listitem');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await bell()).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('main'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('counts and lists a notification that arrives live, without asking the server again', async () => {
    const items = inbox();
    const mock = serve(items);
    renderApp('/about');
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 3 unread'));
    const source = FakeEventSource.last();
    expect(source.url).toBe('/api/notifications/live/');
    source.open();
    const list = await openPanel();
    await list.findAllByRole('listitem');

    const arrived = notification({
      id: 5,
      kind: 'still_missing',
      created_at: new Date().toISOString(),
      bulletin_id: null,
      actor: null,
      issue_time: '11:00',
      link: '/bulletins?new=1&bulletin_type=7',
    });
    source.emit('notification', { notification: arrived, unread: 4 });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 4 unread'));
    const first = (await list.findAllByRole('listitem'))[0];
    expect(first).toHaveTextContent(
      'Veneto weather bulletin of Mar 30, 2026 is still not published, an hour after 11:00',
    );
    expect(first).toHaveTextContent('1 minute ago');
    expect(callsTo(mock, '/api/notifications/')).toHaveLength(1);
  });

  it('reads the list again when an arrival is not as the contract says', async () => {
    const mock = serve(inbox());
    renderApp('/about');
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 3 unread'));
    FakeEventSource.last().open();
    FakeEventSource.last().emit('notification', { notification: { id: 5 }, unread: 4 });
    await waitFor(() => expect(callsTo(mock, '/api/notifications/')).toHaveLength(2));
    expect(await bell()).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('sets the count when what is read changes elsewhere, and reads the list again', async () => {
    const items = inbox();
    const mock = serve(items);
    renderApp('/about');
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 3 unread'));
    const source = FakeEventSource.last();
    source.open();
    // Another tab read two of them.
    Object.assign(items[0] as Notification, { read_at: minutesAgo(0) });
    Object.assign(items[1] as Notification, { read_at: minutesAgo(0) });
    source.emit('read', { unread: 1 });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await waitFor(() => expect(callsTo(mock, '/api/notifications/')).toHaveLength(2));
  });

  it('reads the list again when the stream comes back after being down', async () => {
    const mock = serve(inbox());
    renderApp('/about');
    await waitFor(() => expect(callsTo(mock, '/api/notifications/')).toHaveLength(1));
    FakeEventSource.last().open();
    FakeEventSource.last().fail();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
    FakeEventSource.last().open();
    await waitFor(() => expect(callsTo(mock, '/api/notifications/')).toHaveLength(2));
  });

  it('marks all read with the CSRF token, and the badge goes', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the token the server would have set
    document.cookie = 'csrftoken=tok-1; path=/';
    const mock = serve(inbox());
    renderApp('/about');
    const list = await openPanel();
    await list.findAllByRole('listitem');
    await userEvent.click(list.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
    const [call] = callsTo(mock, '/api/notifications/read/');
    expect(call?.[1]?.method).toBe('POST');
    expect(headersOf(call?.[1])['x-csrftoken']).toBe('tok-1');
    expect(await bell()).toHaveTextContent('');
    expect(list.queryByText(/^unread/)).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a notification read as its link is followed, and closes', async () => {
    const mock = serve(inbox());
    const { router } = renderApp('/about');
    const list = await openPanel();
    const [first] = await list.findAllByRole('link');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/41'));
    const [call] = callsTo(mock, '/api/notifications/4/read/');
    expect(call?.[1]?.method).toBe('POST');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, 2 unread'));
    // A read one is followed without a write.
    const again = await openPanel();
    const links = await again.findAllByRole('link');
    await userEvent.click(links[3] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/41'));
    expect(callsTo(mock, '/api/notifications/1/read/')).toHaveLength(0);
  });

  it('says so when there are none yet', async () => {
    serve([]);
    renderApp('/about');
    const list = await openPanel();
    expect(await list.findByText('No notifications yet.')).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
  });

  it('is not there for a visitor, who is not asked for notifications', async () => {
    const mock = serve(inbox(), null);
    renderApp('/about');
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Bora' });
    await waitFor(() => expect(callsTo(mock, '/api/users/me/')).toHaveLength(1));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(callsTo(mock, '/api/notifications/')).toHaveLength(0);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
