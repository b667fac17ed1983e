import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render.tsx';

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
