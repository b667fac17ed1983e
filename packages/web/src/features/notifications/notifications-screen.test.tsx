import type { Notification } from '@bora/shared/notification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster } from '../../test/viewers.ts';
import { notification, notificationsRoutes } from './test-fixtures.ts';

/** 30 notifications, newest first (id 30 down to 1); those with an even id are unread. */
function thirty(): Notification[] {
  return Array.from({ length: 30 }, (_, index) => {
    const id = 30 - index;
    return notification({
      id,
      bulletin_id: 100 + id,
      created_at: new Date(Date.now() - index * 3_600_000).toISOString(),
      read_at: id % 2 === 0 ? null : '2026-03-29T10:00:00.000Z',
    });
  });
}

function serve(routes: Record<string, Parameters<typeof mockFetch>[0][string]>, me = json(forecaster)) {
  return mockFetch({
    '/api/users/me/': me,
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletins/waiting-count/': json({ count: 0 }),
    ...routes,
  });
}

const main = () => within(screen.getByRole('main'));
const rows = async () =>
  within(
    await within(await screen.findByRole('main')).findByRole('list', { name: 'Notifications' }),
  ).getAllByRole('listitem');
/** The screen's own list calls (the bell asks for its ten newest besides). */
const screenCalls = (mock: ReturnType<typeof mockFetch>) =>
  callsTo(mock, '/api/notifications/')
    .map(([url]) => String(url))
    .filter((url) => !url.endsWith('page=1&page_size=10'));

describe('the notifications screen', () => {
  it('lists them newest first, 25 a page, and goes to the next page', async () => {
    const mock = serve(notificationsRoutes(thirty()));
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Bora');
    expect(await rows()).toHaveLength(25);
    expect(main().getByText('1–25 of 30')).toBeInTheDocument();
    expect(screenCalls(mock)).toEqual(['/api/notifications/?page=1&page_size=25']);
    const [first] = await rows();
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute('href', '/bulletin/130');

    await userEvent.click(main().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(main().getByText('26–30 of 30')).toBeInTheDocument());
    expect(await rows()).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(screenCalls(mock).at(-1)).toBe('/api/notifications/?page=2&page_size=25');
  });

  it('shows the unread ones only when asked, in the address too, and says when none is left', async () => {
    const items = thirty();
    const mock = serve(notificationsRoutes(items));
    const { router } = renderApp('/notifications');
    await rows();
    await userEvent.click(main().getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(main().getByText('1–15 of 15')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?unread=true');
    expect(screenCalls(mock).at(-1)).toBe('/api/notifications/?page=1&page_size=25&unread=true');
    for (const row of await rows()) expect(row).toHaveTextContent(/^unread: /);

    await userEvent.click(main().getByRole('button', { name: 'Mark all as read' }));
    expect(await main().findByText('Nothing unread: you are up to date.')).toBeInTheDocument();
    expect(callsTo(mock, '/api/notifications/read/')).toHaveLength(1);
  });

  it('marks one read from its line, which then loses its mark', async () => {
    const mock = serve(notificationsRoutes(thirty()));
    renderApp('/notifications');
    const [first] = await rows();
    const line = within(first as HTMLElement);
    const mark = line.getByRole('button', { name: 'Mark as read' });
    expect(mark).toHaveAccessibleDescription(/^unread: Franca Rossi submitted/);
    await userEvent.click(mark);
    await waitFor(() => expect(line.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
    expect(first).not.toHaveTextContent(/^unread/);
    expect(callsTo(mock, '/api/notifications/30/read/')[0]?.[1]?.method).toBe('POST');
    // A read one offers nothing to do.
    const second = (await rows())[1] as HTMLElement;
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    serve(notificationsRoutes([]));
    renderApp('/notifications');
    expect(
      await screen.findByText(
        'No notifications yet: what happens to the bulletins and types you work on will show here.',
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the list cannot be read, and tries again', async () => {
    let fail = true;
    const routes = notificationsRoutes(thirty());
    const list = routes['/api/notifications/'] as (url: URL) => Response;
    serve({
      ...routes,
      '/api/notifications/': (url) =>
        fail && url.searchParams.get('page_size') === '25' ? problem(500, 'Server error') : list(url),
    });
    renderApp('/notifications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.');
    fail = false;
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(25);
  });

  it('offers a visitor to log in, asking nothing', async () => {
    const mock = serve(notificationsRoutes(thirty()), problem(401, 'Not logged in'));
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'Log in to see your notifications' })).toHaveAttribute(
      'href',
      '/accounts/login/?next=%2Fnotifications',
    );
    expect(callsTo(mock, '/api/notifications/')).toHaveLength(0);
  });
});
