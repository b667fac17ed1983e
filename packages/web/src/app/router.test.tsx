import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { venues } from '../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch, problem, versioned } from '../test/fetch-mock.ts';
import { renderApp, testQueryClient } from '../test/render.tsx';
import { Providers } from './providers.tsx';
import { appRoutes } from './router.tsx';

function serve() {
  return mockFetch({
    '/api/users/me/': problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
  });
}

describe('router', () => {
  it('shows the not-found screen for an unknown path, with a link Home', async () => {
    serve();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/bulletin/42', '/api/bulletins/42/'],
    ['/bulletin-types/7', '/api/bulletin-types/7/'],
    ['/data-types/9', '/api/data-types/9/'],
    ['/venues/3', '/api/venues/3/'],
    ['/authorities/5', '/api/authorities/5/'],
  ])('passes the id of %s to its screen, which loads %s', async (path, api) => {
    const mock = serve();
    renderApp(path);
    await waitFor(() => expect(callsTo(mock, api).length).toBeGreaterThan(0));
  });

  it.each([
    ['/bulletins', 'Bulletins'],
    ['/bulletin-types', 'Bulletin types'],
    ['/data-types', 'Data types'],
    ['/icons', 'Icons'],
    ['/icon-compare', 'Icon comparison'],
    ['/venues', 'Venues'],
    ['/authorities', 'Authorities'],
    ['/users', 'Users'],
    ['/notifications', 'Notifications'],
  ])('has a screen at %s titled %s', async (path, title) => {
    serve();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('serves the profile with and without the trailing slash', async () => {
    serve();
    renderApp('/users/someone/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    cleanup();
    renderApp('/users/someone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('shows About in the shell landmarks, with a skip link to main', async () => {
    serve();
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Bora' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Interactive API documentation' })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
    expect(screen.getByRole('link', { name: 'OpenAPI schema' })).toHaveAttribute('href', '/api/schema/');
  });
});

describe('routes whose data the address tells', () => {
  const routers: ReturnType<typeof createMemoryRouter>[] = [];
  /** The app's router at a path, as main.tsx makes it: with the query client its loaders read into. */
  function routerAt(path: string, queryClient = testQueryClient()) {
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
    routers.push(router);
    return router;
  }
  afterEach(() => {
    for (const router of routers.splice(0)) router.dispose();
  });

  // The router is made and never drawn: a request can only come from a route's loader.
  it.each([
    ['/bulletin/42', '/api/bulletins/42/', ''],
    [
      '/bulletins?status=draft&status=submitted&mine=true',
      '/api/bulletins/',
      'page=1&page_size=25&mine=true&status=draft&status=submitted',
    ],
    ['/bulletin-types?active=true', '/api/bulletin-types/', 'page=1&page_size=25&ordering=name&active=true'],
    ['/bulletin-types/7', '/api/bulletin-types/7/', ''],
    ['/bulletin-types/7/deliveries', '/api/bulletin-types/7/', ''],
    ['/data-types?page=2', '/api/data-types/', 'page=2&page_size=25&ordering=display_order'],
    ['/data-types/9', '/api/data-types/9/', ''],
    [
      '/venues?search=bel&kind=city',
      '/api/venues/',
      'page=1&page_size=25&search=bel&ordering=name&kind=city',
    ],
    ['/venues/3', '/api/venues/3/', ''],
    ['/authorities?ordering=-name', '/api/authorities/', 'page=1&page_size=25&ordering=-name'],
    ['/authorities/5', '/api/authorities/5/', ''],
    ['/about', '/api/icon-sets/', 'page_size=500&ordering=name'],
    ['/icons', '/api/icon-sets/', 'page_size=500&ordering=name'],
    ['/subscribe', '/api/public/bulletin-types/', ''],
  ])('%s starts reading %s before its screen is drawn', async (path, api, query) => {
    const mock = serve();
    routerAt(path);
    await waitFor(() => expect(callsTo(mock, api)).toHaveLength(1));
    expect(new URL(String(callsTo(mock, api)[0]?.[0]), 'http://x').search).toBe(query && `?${query}`);
  });

  it.each(['/bulletin/new', '/venues/0', '/subscribe/confirm'])('%s reads nothing early', async (path) => {
    const mock = serve();
    const router = routerAt(path);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(mock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/^\/api\/(bulletins|venues|public)\//),
    );
  });

  /** The app drawn at /venues/3, Belluno's page, with the venue answered by `venue`. */
  function drawVenue(venue: () => Response | Promise<Response>, queryClient: QueryClient) {
    const mock = mockFetch({
      '/api/users/me/': problem(401, 'Not logged in'),
      '/api/navbar/': json([]),
      '/api/footer_navbar/': json([]),
      '/api/venues/3/': venue,
    });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={routerAt('/venues/3', queryClient)} />
      </Providers>,
    );
    return mock;
  }

  it('hands the screen the answer its loader asked for, read once', async () => {
    // The app's own query client: an answer stays fresh for a while, so the screen does not ask again.
    const mock = drawVenue(() => versioned(venues[2], '"1"'), createQueryClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Belluno' })).toBeInTheDocument();
    expect(callsTo(mock, '/api/venues/3/')).toHaveLength(1);
  });

  it('draws the screen while the read is still on its way', async () => {
    drawVenue(() => new Promise<Response>(() => {}), testQueryClient());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Venue' })).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading');
  });
});
