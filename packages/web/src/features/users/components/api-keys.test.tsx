import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const me: Me = { username: 'franca', name: 'Franca Rossi', is_staff: false, authority: [] };
const existing = {
  id: 4,
  name: 'Nightly import',
  prefix: 'bora_AbCdEfG',
  created_at: '2026-11-01T08:00:00.000Z',
  last_used_at: null,
};

function serve() {
  let keys = [existing];
  return mockFetch({
    '/api/users/me/': json(me),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/users/me/tokens/': (_url, init) => {
      if (init?.method === 'POST') {
        const created = { ...existing, id: 5, name: 'Model run', prefix: 'bora_ZZZZZZZ' };
        keys = [...keys, created];
        return json({ ...created, key: 'bora_ZZZZZZZsecret-part' }, 201);
      }
      return json(keys);
    },
    '/api/users/me/tokens/4/': () => {
      keys = keys.filter((k) => k.id !== 4);
      return new Response(null, { status: 204 });
    },
  });
}

describe('API keys on the profile', () => {
  it('lists the keys by name and first characters, never the key', async () => {
    serve();
    renderApp('/users/franca/');
    const section = await screen.findByRole('region', { name: 'API keys' });
    const row = (await within(section).findByRole('cell', { name: 'Nightly import' })).closest('tr');
    expect(row).toHaveTextContent('bora_AbCdEfG…');
    expect(row).toHaveTextContent('Never');
  });

  it('shows a new key once, to copy, and lists it', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/users/franca/');
    const section = await screen.findByRole('region', { name: 'API keys' });
    await user.type(within(section).getByLabelText(/^Name/), 'Model run');
    await user.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(await within(section).findByLabelText('The new key')).toHaveValue('bora_ZZZZZZZsecret-part');
    expect(within(section).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(await within(section).findByRole('cell', { name: 'Model run' })).toBeInTheDocument();
    const post = callsTo(fetchMock, '/api/users/me/tokens/').find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Model run' });
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByLabelText('The new key')).not.toBeInTheDocument();
  });

  it('asks for a name before creating', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/users/franca/');
    const section = await screen.findByRole('region', { name: 'API keys' });
    await user.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(await within(section).findByText('Name the key after what will use it.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/users/me/tokens/').some(([, init]) => init?.method === 'POST')).toBe(
      false,
    );
  });

  it('revokes a key after confirmation', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/users/franca/');
    const section = await screen.findByRole('region', { name: 'API keys' });
    await within(section).findByRole('cell', { name: 'Nightly import' });
    await user.click(within(section).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /delete/i }));
    await waitFor(() => expect(within(section).queryByRole('cell', { name: 'Nightly import' })).toBeNull());
    expect(within(section).getByText('You have no API keys.')).toBeInTheDocument();
  });
});
