import type { NavEntry } from '@bora/shared/navigation';
import type { Me } from '@bora/shared/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { callsTo, headersOf, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const admin: Me = { username: 'admin', name: 'Ada Rossi', is_staff: true, authority: [] };

const menu: NavEntry[] = [
  { name: 'Bulletins', url: '/bulletins', router_link: true, children: [] },
  {
    name: 'Reference data',
    url: '/bulletin-types',
    router_link: true,
    children: [
      { name: 'Bulletin types', url: '/bulletin-types', router_link: true, children: [] },
      { name: 'Venues', url: '/venues', router_link: true, children: [] },
    ],
  },
  { name: 'API documentation', url: '/api/docs/', router_link: false, children: [] },
];

function serve(me: Response, navbar: Response | Error = json(menu)) {
  return mockFetch({ '/api/users/me/': me, '/api/navbar/': navbar, '/api/footer_navbar/': json([]) });
}

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('greets a known user with a link to their profile and a plain Logout link', async () => {
    serve(json(admin));
    renderApp('/');
    await screen.findByRole('banner');
    const userArea = await screen.findByTestId('user-area');
    expect(userArea).toHaveTextContent(/^Welcome, Ada Rossi/);
    expect(within(userArea).getByRole('link', { name: 'Ada Rossi' })).toHaveAttribute(
      'href',
      '/users/admin/',
    );
    const logout = within(userArea).getByRole('link', { name: 'Logout' });
    expect(logout).toHaveAttribute('href', '/accounts/logout/');
    // A plain link: the router does not take the click, the browser loads the server page.
    expect(fireEvent.click(logout)).toBe(true);
    expect(within(userArea).queryByRole('link', { name: /login/i })).not.toBeInTheDocument();
  });

  it('shows the username when the user has no name', async () => {
    serve(json({ ...admin, name: '' }));
    renderApp('/');
    await screen.findByRole('banner');
    const userArea = await screen.findByTestId('user-area');
    expect(within(userArea).getByRole('link', { name: 'admin' })).toHaveAttribute('href', '/users/admin/');
  });

  it('shows no user part, and no login link in it, without a user', async () => {
    serve(problem(401, 'Not logged in'));
    renderApp('/');
    await screen.findByRole('banner');
    await within(header()).findByRole('link', { name: 'Bulletins' });
    expect(screen.queryByTestId('user-area')).not.toBeInTheDocument();
    expect(header()).not.toHaveTextContent('Welcome,');
    expect(within(header()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('has the brand link with a 32 px logo and a Home link', async () => {
    serve(problem(401, 'Not logged in'));
    renderApp('/about');
    await screen.findByRole('banner');
    const brand = await within(header()).findByRole('link', { name: 'Bora' });
    expect(brand).toHaveAttribute('href', '/');
    const logo = brand.querySelector('img');
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('height', '32');
    expect(within(header()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('follows router_link entries in the app and leaves plain entries to the browser', async () => {
    serve(problem(401, 'Not logged in'));
    const { router } = renderApp('/about');
    await screen.findByRole('banner');
    const plain = await within(header()).findByRole('link', { name: 'API documentation' });
    expect(plain).toHaveAttribute('href', '/api/docs/');
    expect(fireEvent.click(plain)).toBe(true);
    expect(router.state.location.pathname).toBe('/about');

    const client = within(header()).getByRole('link', { name: 'Bulletins' });
    expect(fireEvent.click(client)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletins'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulletins' })).toBeInTheDocument();
  });

  it('opens a dropdown while the pointer hovers over an entry with children', async () => {
    serve(problem(401, 'Not logged in'));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    const toggle = await within(header()).findByRole('button', { name: 'Reference data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Venues' })).not.toBeInTheDocument();

    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/venues');

    await user.unhover(toggle.closest('li') as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the dropdown from the keyboard and moves through its links', async () => {
    serve(problem(401, 'Not logged in'));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    const toggle = await within(header()).findByRole('button', { name: 'Reference data' });
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(header()).getByRole('link', { name: 'Bulletin types' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(header()).getByRole('link', { name: 'Venues' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(header()).getByRole('link', { name: 'Bulletin types' })).toHaveFocus();
  });

  it('gives the Login entry the current location as next, so signing in comes back here', async () => {
    mockFetch({
      '/api/users/me/': problem(401, 'Not logged in'),
      '/api/navbar/': json([
        ...menu,
        { name: 'Login', url: '/accounts/login/', router_link: false, children: [] },
      ]),
      '/api/footer_navbar/': json([]),
    });
    renderApp('/venues?search=tri&page=2');
    await screen.findByRole('banner');
    const login = await within(header()).findByRole('link', { name: 'Login' });
    const href = new URL(login.getAttribute('href') ?? '', 'http://bora.test');
    expect(href.pathname).toBe('/accounts/login/');
    expect(href.searchParams.get('next')).toBe('/venues?search=tri&page=2');
    // Other plain entries keep their address.
    expect(within(header()).getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
  });

  it('still shows brand, Home and the user when the menu cannot be loaded', async () => {
    serve(json(admin), problem(500, 'Boom'));
    renderApp('/');
    await screen.findByRole('banner');
    expect(await screen.findByTestId('user-area')).toHaveTextContent('Welcome, Ada Rossi');
    expect(within(header()).getByRole('link', { name: 'Bora' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Bulletins' })).not.toBeInTheDocument();
  });

  it('asks for the menu in the UI language, again when the language changes', async () => {
    const fetchMock = serve(problem(401, 'Not logged in'));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    await within(header()).findByRole('link', { name: 'Bulletins' });
    expect(headersOf(callsTo(fetchMock, '/api/navbar/')[0]?.[1])['accept-language']).toBe('en');

    await user.click(screen.getByRole('button', { name: 'IT, Italiano' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/navbar/')).toHaveLength(2));
    expect(headersOf(callsTo(fetchMock, '/api/navbar/')[1]?.[1])['accept-language']).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('bora-language')).toBe('it');
    // The server's sign-in page reads the choice from this cookie.
    expect(document.cookie).toMatch(/(^|; )bora-language=it(;|$)/);
    expect(within(header()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('says Benvenuto, and Esci in Italian', async () => {
    serve(json(admin));
    await i18n.changeLanguage('it');
    renderApp('/');
    await screen.findByRole('banner');
    const userArea = await screen.findByTestId('user-area');
    expect(userArea).toHaveTextContent(/^Benvenuto, Ada Rossi/);
    expect(within(userArea).getByRole('link', { name: 'Esci' })).toHaveAttribute('href', '/accounts/logout/');
  });
});
