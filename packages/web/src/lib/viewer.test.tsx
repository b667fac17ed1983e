import type { Me } from '@bora/shared/user';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../test/fetch-mock.ts';
import { renderApp, testQueryClient } from '../test/render.tsx';
import { getMe, meQueryOptions } from './viewer.ts';

const forecaster: Me = {
  username: 'forecaster',
  name: 'Franca Neri',
  is_staff: false,
  authority: [{ id: 2, code: 'veneto', name: 'ARPA Veneto', role: 'member' }],
};

function serve(me: Response | Error) {
  return mockFetch({ '/api/users/me/': me, '/api/navbar/': json([]), '/api/footer_navbar/': json([]) });
}

describe('the current user', () => {
  it('is requested once, however many screens and focus changes follow', async () => {
    const fetchMock = serve(json(forecaster));
    const queryClient = testQueryClient();
    void queryClient.prefetchQuery(meQueryOptions);
    const { router } = renderApp('/', queryClient);
    expect(await screen.findByTestId('user-area')).toHaveTextContent('Welcome, Franca Neri');

    await act(() => router.navigate('/users/forecaster/'));
    await screen.findByRole('heading', { level: 1, name: 'Franca Neri' });
    await act(() => router.navigate('/'));
    fireEvent.focus(window);
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await screen.findByRole('heading', { level: 1, name: 'Hello, Franca Neri' });
    expect(callsTo(fetchMock, '/api/users/me/')).toHaveLength(1);
  });

  it('is none after a 401, and is not asked again', async () => {
    const fetchMock = serve(problem(401, 'Not logged in'));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Weather bulletins, made together' });
    expect(screen.queryByTestId('user-area')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/users/me/')).toHaveLength(1));
  });

  it.each([
    ['a 500', problem(500, 'Boom')],
    ['a 403', problem(403, 'Forbidden')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer of the wrong shape', json({ user: 'x' })],
  ])('is none after %s', async (_label, answer) => {
    serve(answer);
    await expect(getMe()).resolves.toBeNull();
  });

  it('is loaded from a successful answer', async () => {
    serve(json(forecaster));
    await expect(getMe()).resolves.toEqual(forecaster);
  });
});
