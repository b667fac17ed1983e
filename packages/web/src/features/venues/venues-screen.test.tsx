import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster, manager, page, shellRoutes, staff, venezia } from './venues-test-data.ts';

describe('venues list', () => {
  it('reads its filters from the URL, asks the API for them and exports the same filtered list', async () => {
    const fetchMock = mockFetch({ ...shellRoutes(staff), '/api/venues/': () => page([venezia]) });
    renderApp('/venues?kind=city&authority=7&search=ven&ordering=-elevation');
    const table = await screen.findByRole('table', { name: 'Venues' });
    expect(within(table).getByRole('link', { name: 'Venezia' })).toHaveAttribute('href', '/venues/12');
    const listCall = callsTo(fetchMock, '/api/venues/').find(([url]) => String(url).includes('page=1'));
    const asked = new URL(String(listCall?.[0]), 'http://x').searchParams;
    expect(asked.get('kind')).toBe('city');
    expect(asked.get('authority')).toBe('7');
    expect(asked.get('search')).toBe('ven');
    expect(asked.get('ordering')).toBe('-elevation');
    expect(screen.getByLabelText('Kind')).toHaveValue('city');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    const exported = new URL(exportLink.getAttribute('href') ?? '', 'http://x');
    expect(exported.pathname).toBe('/api/venues/export.csv');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      search: 'ven',
      ordering: '-elevation',
      authority: '7',
      kind: 'city',
    });
  });

  it('shows the filtered venues on a map, with a marker each', async () => {
    mockFetch({ ...shellRoutes(staff), '/api/venues/': () => page([venezia]) });
    const { container } = renderApp('/venues');
    expect(await screen.findByRole('region', { name: 'Map of the venues in the list' })).toBeInTheDocument();
    expect(container.querySelector('.leaflet-marker-icon[title="Venezia"]')).not.toBeNull();
  });

  it('offers Create and Import to staff and managers, not to a member', async () => {
    mockFetch({ ...shellRoutes(forecaster), '/api/venues/': () => page([venezia]) });
    const { unmount } = renderApp('/venues');
    await screen.findByRole('table', { name: 'Venues' });
    expect(screen.queryByRole('button', { name: 'New venue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    unmount();

    mockFetch({ ...shellRoutes(manager), '/api/venues/': () => page([venezia]) });
    renderApp('/venues');
    await screen.findByRole('table', { name: 'Venues' });
    expect(screen.getByRole('button', { name: 'New venue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('limits the authority of a new venue to the ones the manager manages', async () => {
    mockFetch({ ...shellRoutes(manager), '/api/venues/': () => page([venezia]) });
    renderApp('/venues?new');
    const dialog = await screen.findByRole('dialog', { name: 'New venue' });
    const select = within(dialog).getByLabelText(/Responsible authority/);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'ARPA Veneto']);
    expect(select).toHaveValue('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});
