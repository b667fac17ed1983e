import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waitingCountQueryOptions } from '../../features/workflow/api/waiting-count.ts';
import { i18n } from '../../lib/i18n.ts';
import { submitted } from '../../test/bulletin-test-data.ts';
import { callsTo, json, mockFetch, versioned } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster, venetoManager } from '../../test/viewers.ts';

function shell(me: Me, count: () => number, more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/api/users/me/': json(me),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletins/waiting-count/': () => json({ count: count() }),
    ...more,
  });
}

const badge = async () =>
  within(await screen.findByRole('banner')).findByRole('link', { name: /waiting for you/ });

describe('the header’s count of what waits', () => {
  it('shows how many bulletins wait, named for a screen reader, leading to them in the list', async () => {
    shell(venetoManager, () => 3);
    const { router } = renderApp('/about');
    const link = await badge();
    expect(link).toHaveAccessibleName('3 bulletins waiting for you');
    expect(link).toHaveAttribute('href', '/bulletins?waiting=true');
    expect(link).toHaveTextContent('3');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?waiting=true'));
    expect(router.state.location.pathname).toBe('/bulletins');
  });

  it('says one bulletin, in Italian too', async () => {
    await i18n.changeLanguage('it');
    shell(forecaster, () => 1);
    renderApp('/about');
    const link = await within(await screen.findByRole('banner')).findByRole('link', { name: /attende/ });
    expect(link).toHaveAccessibleName('1 bollettino attende una tua azione');
  });

  it('shows nothing when nothing waits', async () => {
    shell(forecaster, () => 0);
    const { queryClient } = renderApp('/about');
    // The count has been read and the header drawn from it (waitFor lets React render first).
    const key = waitingCountQueryOptions().queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(queryClient.getQueryData(key)).toEqual({ count: 0 });
    expect(screen.getByTestId('user-area')).toHaveTextContent(/^Welcome/);
    expect(screen.queryByTestId('waiting-badge')).toBeNull();
  });

  it('asks nothing for someone the workflow never asks', async () => {
    const reader: Me = { username: 'reader', name: 'Reader', is_staff: false, authority: [] };
    const mock = shell(reader, () => 5);
    renderApp('/about');
    expect(await screen.findByTestId('user-area')).toHaveTextContent('Reader');
    // The bell, drawn beside the count, has asked for its notifications: the count would have
    // been asked by now.
    await waitFor(() => expect(callsTo(mock, '/api/notifications/').length).toBeGreaterThan(0));
    expect(callsTo(mock, '/api/bulletins/waiting-count/')).toHaveLength(0);
    expect(screen.queryByTestId('waiting-badge')).toBeNull();
  });

  it('follows a workflow action taken on a bulletin', async () => {
    let count = 2;
    let current = submitted;
    const returned = {
      ...submitted,
      status: 'draft' as const,
      revision: 8,
      actions: [],
      returned: { by: { username: 'manager', name: 'Manager' }, at: '2026-03-28T09:00:00Z', comment: 'Redo' },
    };
    shell(venetoManager, () => count, {
      [`/api/bulletins/${submitted.id}/`]: () => versioned(current, `"${current.revision}"`),
      [`/api/bulletins/${submitted.id}/check/`]: () =>
        json({ revision: 7, passes: true, errors: 0, warnings: 0, problems: [] }),
      [`/api/bulletins/${submitted.id}/history/`]: () =>
        json({ count: 0, next: null, previous: null, results: [] }),
      '/api/icons/': () => json({ count: 0, next: null, previous: null, results: [] }),
      [`/api/bulletins/${submitted.id}/return/`]: () => {
        count = 1;
        current = returned;
        return versioned(returned, '"8"');
      },
    });
    renderApp(`/bulletin/${submitted.id}`);
    expect(await badge()).toHaveAccessibleName('2 bulletins waiting for you');
    await userEvent.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the bulletin' });
    await userEvent.type(within(dialog).getByLabelText(/What must change/), 'Redo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(async () => expect(await badge()).toHaveAccessibleName('1 bulletin waiting for you'));
  });
});
