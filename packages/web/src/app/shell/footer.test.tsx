import type { FooterEntry } from '@bora/shared/navigation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { footerNavbarQueryOptions } from '../../features/navigation/api/get-footer-navbar.ts';
import { callsTo, headersOf, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

// The footer's entries in the tests' language.
const footerKey = footerNavbarQueryOptions('en').queryKey;

const entries: FooterEntry[] = [
  { name: 'About', url: '/about', router_link: true, reserved: false },
  { name: 'API documentation', url: '/api/docs/', router_link: false, reserved: false },
  { name: 'Reserved area', url: '/accounts/login/', router_link: false, reserved: true },
];

function serve(footer: Response | Error) {
  return mockFetch({
    '/api/users/me/': problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': footer,
  });
}

async function renderFooter() {
  const view = renderApp('/');
  const footer = await screen.findByRole('contentinfo');
  return { ...view, footer };
}

describe('footer', () => {
  it('lists the server entries, asking for JSON', async () => {
    const fetchMock = serve(json(entries));
    const { footer } = await renderFooter();
    expect(await within(footer).findByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
    const [call] = callsTo(fetchMock, '/api/footer_navbar/');
    expect(headersOf(call?.[1]).accept).toBe('application/json');
  });

  it('marks a reserved plain link with a lock that has an accessible name', async () => {
    serve(json(entries));
    const { footer } = await renderFooter();
    const reserved = await within(footer).findByRole('link', { name: /Reserved area/ });
    expect(within(reserved).getByRole('img', { name: 'reserved' })).toBeInTheDocument();
    const about = within(footer).getByRole('link', { name: 'About' });
    expect(within(about).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['a non-ok status', problem(500, 'Boom')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('stays empty and logs the Italian message on %s', async (_label, answer) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve(answer);
    const { footer } = await renderFooter();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Impossibile caricare footer_navbar.json'));
    expect(callsTo(fetchMock, '/api/footer_navbar/')).toHaveLength(1);
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    // The rest of the footer is still there.
    expect(footer).toHaveTextContent('© 2024-2025');
  });

  it('treats an answer that is not a list as an empty list, without the error message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve(json({ name: 'About', url: '/about' }));
    const { footer, queryClient } = await renderFooter();
    // The answer has been read and the footer drawn from it (waitFor lets React render first).
    await waitFor(() => expect(queryClient.getQueryState(footerKey)?.status).toBe('success'));
    expect(queryClient.getQueryData(footerKey)).toEqual([]);
    expect(callsTo(fetchMock, '/api/footer_navbar/')).toHaveLength(1);
    expect(within(footer).queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith('Impossibile caricare footer_navbar.json');
  });

  it('credits the company and the agency from bora-config, with copyright and version', async () => {
    serve(json([]));
    const config = document.createElement('script');
    config.id = 'bora-config';
    config.type = 'application/json';
    config.textContent = '{"agencyName":"Servizio Meteorologico Nazionale","companyName":"Bora Software"}';
    document.head.append(config);
    const { footer } = await renderFooter();
    expect(footer).toHaveTextContent('Bora Software');
    expect(footer).toHaveTextContent('Servizio Meteorologico Nazionale');
    expect(footer).toHaveTextContent('© 2024-2025');
    const version = within(footer).getByRole('button', { name: /Version/ });
    expect(version).toHaveTextContent(/0\.3\.0\+\w+/);
    expect(version).toHaveAttribute('data-bs-toggle', 'popover');
    config.remove();
  });
});
