import type { Me, User } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveThenReloadTheirs } from '../../test/conflict.ts';
import {
  callsTo,
  headersOf,
  json,
  mockFetch,
  problem,
  stale,
  versioned,
  versionedObject,
} from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const admin: Me = { username: 'admin', name: 'Admin', is_staff: true, authority: [] };
const forecasterMe: Me = {
  username: 'forecaster',
  name: 'Franca',
  is_staff: false,
  authority: [{ id: 7, code: 'veneto', name: 'ARPA Veneto', role: 'member' }],
};

const forecaster: User = {
  id: 3,
  username: 'forecaster',
  name: 'Franca Rossi',
  email: 'franca@example.org',
  is_staff: false,
  is_active: true,
  last_login: null,
  date_joined: '2025-01-01T08:00:00Z',
  memberships: [{ id: 7, code: 'veneto', name: 'ARPA Veneto', role: 'member' }],
};
const forecaster2: User = { ...forecaster, id: 4, username: 'forecaster2', name: 'Other' };

// The screens are lazy routes: load them once up front so that no test's first wait includes compiling them.
beforeAll(async () => {
  await Promise.all([import('./users-screen.tsx'), import('./profile-screen.tsx')]);
}, 30_000);

/** The first wait of a test includes the lazy route, which can be slow on a busy machine. */

const page = <T,>(results: T[]) => json({ count: results.length, next: null, previous: null, results });
const authority = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  short_name: '',
  kind: 'regional',
  website: '',
  email: '',
  description: '',
  logo_url: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

type Handler = (init: RequestInit | undefined) => Response | undefined;

/** The app's startup calls plus the users API; `handlers` answer by path and method first. */
function serve(me: Me, handlers: Record<string, Handler> = {}) {
  const fetchMock = mockFetch({});
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const special = handlers[path]?.(init);
    if (special) return special;
    if (path === '/api/users/me/') return json(me);
    if (path === '/api/navbar/' || path === '/api/footer_navbar/') return json([]);
    if (path === '/api/users/') return page([forecaster2, forecaster]);
    if (path === '/api/users/3/') return json(forecaster);
    if (path === '/api/authorities/')
      return page([authority(7, 'veneto', 'ARPA Veneto'), authority(9, 'lombardia', 'ARPA Lombardia')]);
    if (path.endsWith('/history/')) return json([]);
    return problem(404, `Nothing at ${path}`);
  });
  return fetchMock;
}

/** The body of the last call to a path that sent one. */
const lastBody = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  JSON.parse(
    String(
      callsTo(fetchMock, path)
        .filter(([, init]) => init?.body !== undefined)
        .at(-1)?.[1]?.body,
    ),
  );

describe('users list', () => {
  it('tells someone who is not staff that only staff see users, without asking the API', async () => {
    const fetchMock = serve(forecasterMe);
    renderApp('/users');
    expect(await screen.findByText('Only staff can see and manage users.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/users/')).toHaveLength(0);
  });

  it('lists users for staff from the URL state, linked to their admin view', async () => {
    const fetchMock = serve(admin);
    renderApp('/users?is_active=false&ordering=-last_login&search=fr');
    expect(await screen.findByRole('link', { name: 'forecaster' })).toHaveAttribute(
      'href',
      '/users/forecaster/',
    );
    const query = new URL(String(callsTo(fetchMock, '/api/users/').at(-1)?.[0]), 'http://x').searchParams;
    expect(query.get('is_active')).toBe('false');
    expect(query.get('ordering')).toBe('-last_login');
    expect(query.get('search')).toBe('fr');
    expect(screen.getByLabelText('Active')).toHaveValue('false');
  });

  it('creates a user, checking the password rules as you type', async () => {
    const fetchMock = serve(admin, {
      '/api/users/': (init) =>
        init?.method === 'POST' ? json({ ...forecaster, id: 5, username: 'nuovo' }, 201) : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Username/), 'nuovo');
    await user.type(within(dialog).getByLabelText(/Password/), 'nuovo');
    await user.tab();
    expect(await within(dialog).findByText(/At least 8 characters\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/It cannot be the same as the username\./)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), 'a-long-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/nuovo/'));
    expect(lastBody(fetchMock, '/api/users/')).toEqual({
      username: 'nuovo',
      name: '',
      email: '',
      is_staff: false,
      password: 'a-long-secret',
    });
  });
});

describe('user admin view', () => {
  it('keeps a staff member’s own username on the profile', async () => {
    serve(admin);
    renderApp('/users/admin/');
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByText('Temporary password')).not.toBeInTheDocument();
  });

  it('finds the exact username among the search results and shows the account', async () => {
    const fetchMock = serve(admin);
    renderApp('/users/forecaster/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Franca Rossi' })).toBeInTheDocument();
    expect(screen.getByText('franca@example.org')).toBeInTheDocument();
    const query = new URL(String(callsTo(fetchMock, '/api/users/')[0]?.[0]), 'http://x').searchParams;
    expect(query.get('search')).toBe('forecaster');
    expect(screen.getByRole('link', { name: 'ARPA Veneto' })).toHaveAttribute('href', '/authorities/7');
  });

  it('says so when no user has that username', async () => {
    serve(admin);
    renderApp('/users/nobody/');
    expect(await screen.findByText(/There is nothing at this address/)).toBeInTheDocument();
  });

  it('deactivates only after a confirmation', async () => {
    const fetchMock = serve(admin, {
      '/api/users/3/': (init) =>
        init?.method === 'PATCH' ? json({ ...forecaster, is_active: false }) : undefined,
    });
    const user = userEvent.setup();
    renderApp('/users/forecaster/');
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(fetchMock, '/api/users/3/').filter(([, init]) => init?.method === 'PATCH')).toHaveLength(
      0,
    );
    expect(dialog).toHaveTextContent('They are logged out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Franca Rossi deactivated')).toBeInTheDocument();
    expect(lastBody(fetchMock, '/api/users/3/')).toEqual({ is_active: false });
  });

  it('edits name, e-mail and staff in place with the server’s field errors', async () => {
    serve(admin, {
      '/api/users/3/': (init) =>
        init?.method === 'PATCH'
          ? problem(400, 'Check the fields.', { email: ['This e-mail is used by another user.'] })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/users/forecaster/');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit user' });
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'f@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This e-mail is used by another user.')).toBeInTheDocument();
  });

  it('sets a temporary password', async () => {
    const fetchMock = serve(admin, {
      '/api/users/3/password/': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/users/forecaster/');
    await user.type(await screen.findByLabelText(/New temporary password/), 'temporary-2025');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Temporary password set for Franca Rossi')).toBeInTheDocument();
    expect(lastBody(fetchMock, '/api/users/3/password/')).toEqual({ password: 'temporary-2025' });
  });

  it('adds, re-roles and removes memberships by sending the whole list', async () => {
    const fetchMock = serve(admin, {
      '/api/users/3/memberships/': () => json(forecaster),
    });
    const user = userEvent.setup();
    renderApp('/users/forecaster/');
    const section = await screen.findByRole('region', { name: 'Authorities and roles' });
    const picker = within(section).getByLabelText('Authority');
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'ARPA Lombardia' })).toBeInTheDocument(),
    );
    expect(within(picker).queryByRole('option', { name: 'ARPA Veneto' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'ARPA Lombardia');
    await user.selectOptions(within(section).getByLabelText('Role'), 'manager');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, '/api/users/3/memberships/')).toEqual([
        { authority_id: 7, role: 'member' },
        { authority_id: 9, role: 'manager' },
      ]),
    );

    await user.selectOptions(within(section).getByLabelText('Role in ARPA Veneto'), 'manager');
    await waitFor(() =>
      expect(lastBody(fetchMock, '/api/users/3/memberships/')).toEqual([
        { authority_id: 7, role: 'manager' },
      ]),
    );
    await user.click(within(section).getByRole('button', { name: 'Remove from ARPA Veneto' }));
    await waitFor(() => expect(lastBody(fetchMock, '/api/users/3/memberships/')).toEqual([]));
  });
});

describe('user admin when someone else changed the user meanwhile', () => {
  function serveVersioned() {
    const account = versionedObject(forecaster);
    serve(admin, { '/api/users/3/': (init) => account.answer(new URL('http://x/api/users/3/'), init) });
    renderApp('/users/forecaster/');
    return account;
  }

  it('saves on the version it loaded, and on theirs once reloaded', async () => {
    const account = serveVersioned();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit user' });
    account.changeElsewhere({ email: 'franca.rossi@example.org' });

    await saveThenReloadTheirs(form);
    expect(within(form).getByLabelText('E-mail')).toHaveValue('franca.rossi@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit user' })).toBeNull());
    expect(account.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('sends the memberships on the version it loaded, and offers theirs when the user changed since', async () => {
    const account = versionedObject(forecaster);
    const names: Record<number, [string, string]> = {
      7: ['veneto', 'ARPA Veneto'],
      9: ['lombardia', 'ARPA Lombardia'],
    };
    const puts: (string | undefined)[] = [];
    serve(admin, {
      '/api/users/3/': (init) => account.answer(new URL('http://x/api/users/3/'), init),
      '/api/users/3/memberships/': (init) => {
        const ifMatch = headersOf(init)['if-match'];
        puts.push(ifMatch);
        if (ifMatch !== account.etag) return stale(account.etag);
        const list = JSON.parse(String(init?.body)) as { authority_id: number; role: 'member' | 'manager' }[];
        account.changeElsewhere({
          memberships: list.map((m) => {
            const [code, name] = names[m.authority_id] ?? ['', ''];
            return { id: m.authority_id, code, name, role: m.role };
          }),
        });
        return versioned(account.current, account.etag);
      },
    });
    renderApp('/users/forecaster/');
    const section = await screen.findByRole('region', { name: 'Authorities and roles' });
    account.changeElsewhere({ name: 'Franca Bianchi' });
    await userEvent.selectOptions(within(section).getByLabelText('Role in ARPA Veneto'), 'manager');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
    expect(account.current.memberships[0]?.role).toBe('member');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    await userEvent.selectOptions(within(section).getByLabelText('Role in ARPA Veneto'), 'manager');
    expect(await screen.findByText('Role in ARPA Veneto changed')).toBeInTheDocument();
    expect(account.current.memberships[0]?.role).toBe('manager');
    expect(puts).toEqual(['"v1"', '"v2"']);
  });

  it('deactivates a user changed since (a sign-in, say): an explicit action needs no version', async () => {
    const account = serveVersioned();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    account.changeElsewhere({ name: 'Franca Bianchi' });
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await screen.findByText(/deactivated/)).toBeInTheDocument();
    expect(account.current.is_active).toBe(false);
    expect(account.writes).toEqual([{ method: 'PATCH', ifMatch: undefined, body: { is_active: false } }]);
  });
});
