import type { Authority } from '@bora/shared/authority';
import type { Me } from '@bora/shared/user';
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
  versionedObject,
} from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const admin: Me = { username: 'admin', name: 'Admin', is_staff: true, authority: [] };
const forecaster: Me = {
  username: 'forecaster',
  name: 'Franca',
  is_staff: false,
  authority: [{ id: 7, code: 'veneto', name: 'ARPA Veneto', role: 'member' }],
};

const veneto: Authority = {
  id: 7,
  translations: {},
  code: 'veneto',
  name: 'ARPA Veneto',
  short_name: 'ARPAV',
  kind: 'regional',
  website: 'https://www.arpa.veneto.it',
  email: '',
  description: '',
  logo_url: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

// The screens are lazy routes: load them once up front so that no test's first wait includes compiling them.
beforeAll(async () => {
  await Promise.all([import('./authorities-screen.tsx'), import('./authority-screen.tsx')]);
}, 30_000);

/** The first wait of a test includes the lazy route, which can be slow on a busy machine. */

const page = <T,>(results: T[]) => json({ count: results.length, next: null, previous: null, results });

function serve(me: Me | null, extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    '/api/users/me/': me ? json(me) : problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/authorities/': () => page([veneto]),
    '/api/authorities/7/': () => json(veneto),
    '/api/authorities/7/history/': json([]),
    '/api/authorities/7/members/': () =>
      json([{ user_id: 3, username: 'forecaster', name: 'Franca', role: 'member' }]),
    '/api/venues/': () => page([{ id: 11, code: 'verona', name: 'Verona' }]),
    '/api/icon-sets/': problem(500, 'Not there yet'),
    '/api/bulletin-types/': () => page([]),
    ...extra,
  });
}

describe('authorities list', () => {
  it('asks the API for the URL state and offers Create to staff only', async () => {
    const fetchMock = serve(forecaster);
    renderApp('/authorities?kind=regional&ordering=-code&search=ven');
    expect(await screen.findByRole('link', { name: 'ARPA Veneto' })).toHaveAttribute(
      'href',
      '/authorities/7',
    );
    const query = new URL(String(callsTo(fetchMock, '/api/authorities/').at(-1)?.[0]), 'http://x')
      .searchParams;
    expect(query.get('kind')).toBe('regional');
    expect(query.get('ordering')).toBe('-code');
    expect(query.get('search')).toBe('ven');
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'New authority' })).not.toBeInTheDocument();
  });

  it('lets staff create one, with schema and server errors on the fields, then opens it', async () => {
    let answer = problem(409, 'Conflict', { code: ['An authority with this code already exists.'] });
    const fetchMock = serve(admin);
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/authorities/' && init?.method === 'POST') return answer;
      if (path === '/api/authorities/8/')
        return json({ ...veneto, id: 8, code: 'marche', name: 'ARPA Marche' });
      if (path === '/api/users/me/') return json(admin);
      if (path === '/api/authorities/') return page([veneto]);
      return json([]);
    });
    const user = userEvent.setup();
    const { router } = renderApp('/authorities');
    await user.click(await screen.findByRole('button', { name: 'New authority' }));
    expect(router.state.location.search).toBe('?new=');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Code/), 'Bad Code');
    await user.tab();
    expect(await within(dialog).findByText(/Lower-case letters, digits, and single/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Code/));
    await user.type(within(dialog).getByLabelText(/Code/), 'veneto');
    await user.type(within(dialog).getByLabelText(/^Name/), 'ARPA Marche');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('An authority with this code already exists.'),
    ).toBeInTheDocument();

    answer = json({ ...veneto, id: 8, code: 'marche', name: 'ARPA Marche' }, 201);
    await user.clear(within(dialog).getByLabelText(/Code/));
    await user.type(within(dialog).getByLabelText(/Code/), 'marche');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorities/8'));
    const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      code: 'marche',
      name: 'ARPA Marche',
      kind: 'regional',
    });
  });
});

describe('authority detail', () => {
  it('shows a member the fields, members and owned objects, with no edit controls', async () => {
    serve(forecaster);
    renderApp('/authorities/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ARPA Veneto' })).toBeInTheDocument();
    expect(screen.getByText('ARPAV')).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(within(members).getByText('forecaster')).toBeInTheDocument();
    expect(within(members).queryByRole('combobox')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Verona' })).toHaveAttribute('href', '/venues/11');
    expect(await screen.findByText('Not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload an SVG logo')).not.toBeInTheDocument();
  });

  it('leaves the members out for a visitor, without asking', async () => {
    const fetchMock = serve(null);
    renderApp('/authorities/7');
    await screen.findByRole('heading', { level: 1, name: 'ARPA Veneto' });
    await screen.findByRole('region', { name: 'History' });
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/authorities/7/members/')).toHaveLength(0);
  });

  it('leaves the members out when the server refuses them', async () => {
    serve(forecaster, { '/api/authorities/7/members/': () => problem(403, 'Only staff and members.') });
    renderApp('/authorities/7');
    await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument());
    expect(screen.queryByText('Only staff and members.')).not.toBeInTheDocument();
  });

  it('lets staff edit in place and shows a server error on the field', async () => {
    const fetchMock = serve(admin);
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/users/me/') return json(admin);
      if (path === '/api/authorities/7/' && init?.method === 'PUT') {
        return problem(400, 'Check the fields.', {
          website: ['Enter a web address starting with http:// or https://.'],
        });
      }
      if (path === '/api/authorities/7/') return json(veneto);
      if (path.endsWith('/members/')) return json([]);
      if (path.endsWith('/history/')) return json([]);
      return page([]);
    });
    const user = userEvent.setup();
    renderApp('/authorities/7');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit authority' });
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.tab();
    expect(await within(form).findByText('Enter a name.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'ARPAV');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a web address starting with http:// or https://.'),
    ).toHaveAttribute('id', 'field-website-error');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit authority' })).not.toBeInTheDocument();
  });

  it('shows why a delete is refused (409) in the confirmation', async () => {
    serve(admin).mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/users/me/') return json(admin);
      if (path === '/api/authorities/7/' && init?.method === 'DELETE') {
        return problem(409, 'ARPA Veneto still owns 8 venues and 1 icon set.');
      }
      if (path === '/api/authorities/7/') return json(veneto);
      if (path.endsWith('/members/') || path.endsWith('/history/')) return json([]);
      return page([]);
    });
    const user = userEvent.setup();
    renderApp('/authorities/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ARPA Veneto still owns 8 venues and 1 icon set.',
    );
  });

  it('uploads a logo as multipart and says what the sanitiser removed', async () => {
    const fetchMock = serve(admin, {
      '/api/authorities/7/logo/': () =>
        json({
          authority: { ...veneto, logo_url: '/api/authorities/7/logo/?v=2' },
          removed: ['<script>', 'onload'],
        }),
    });
    const user = userEvent.setup();
    renderApp('/authorities/7');
    const input = await screen.findByLabelText('Upload an SVG logo');
    await user.upload(
      input,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('<script>')).toBeInTheDocument();
    expect(screen.getByText('onload')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/authorities/7/logo/');
    expect(call?.[1]?.method).toBe('PUT');
    expect((call?.[1]?.body as FormData | undefined)?.get('logo')).toBeInstanceOf(File);
  });
});

describe('authority detail when someone else changed the authority meanwhile', () => {
  function serveVersioned() {
    const authority = versionedObject(veneto);
    const fetchMock = serve(admin, {
      '/api/authorities/7/': (url, init) => authority.answer(url, init),
      '/api/authorities/7/logo/': (_url, init) =>
        headersOf(init)['if-match'] === authority.etag
          ? json({ authority: authority.current, removed: [] })
          : stale(authority.etag),
    });
    return { authority, fetchMock };
  }

  it('saves the fields on the version it loaded, and on theirs once reloaded', async () => {
    const { authority } = serveVersioned();
    renderApp('/authorities/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit authority' });
    authority.changeElsewhere({ short_name: 'ARPA-V' });

    await saveThenReloadTheirs(form);
    expect(within(form).getByLabelText(/^Short name/)).toHaveValue('ARPA-V');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit authority' })).toBeNull());
    expect(authority.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('refuses a logo for a version changed since, and sends it on theirs once reloaded', async () => {
    const { authority, fetchMock } = serveVersioned();
    const user = userEvent.setup();
    renderApp('/authorities/7');
    const input = await screen.findByLabelText('Upload an SVG logo');
    authority.changeElsewhere({ name: 'ARPA del Veneto' });
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(input, logo);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
    await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ARPA del Veneto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(screen.getByLabelText('Upload an SVG logo'), logo);
    expect(
      await screen.findByText('The logo was stored as it was: nothing unsafe in it.'),
    ).toBeInTheDocument();
    const sent = callsTo(fetchMock, '/api/authorities/7/logo/').map(
      ([, init]) => headersOf(init)['if-match'],
    );
    expect(sent).toEqual(['"v1"', '"v2"']);
  });
});
