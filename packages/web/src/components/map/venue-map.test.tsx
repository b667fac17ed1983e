import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { MapPoint } from './map-point.ts';
import { VenueMap } from './venue-map.tsx';

const points: MapPoint[] = [
  {
    id: 1,
    label: 'Venezia',
    latitude: 45.4371,
    longitude: 12.3326,
    href: '/venues/1',
    description: 'venezia',
  },
  { id: 2, label: 'Cortina d’Ampezzo', latitude: 46.5405, longitude: 12.1357, href: '/venues/2' },
  { id: 3, label: 'Old station', latitude: 45.0, longitude: 11.0, href: '/venues/3', muted: true },
];

describe('VenueMap', () => {
  // jsdom loads no images: the tiles are unreachable, as on a network without the tile server.
  it('draws a marker per place, without tiles, in a labelled region', () => {
    const { container } = renderWithProviders(<VenueMap points={points} label="Map of the venues" />);
    expect(screen.getByRole('region', { name: 'Map of the venues' })).toBeInTheDocument();
    const markers = container.querySelectorAll('.leaflet-marker-icon');
    expect(markers).toHaveLength(3);
    expect(Array.from(markers).map((m) => m.getAttribute('title'))).toEqual([
      'Venezia',
      'Cortina d’Ampezzo',
      'Old station',
    ]);
    expect(markers[2]).toHaveClass('map-marker-muted');
    // Keyboard users reach the markers with Tab.
    expect(markers[0]).toHaveAttribute('tabindex', '0');
  });

  it('opens a popup linking to the place when its marker is activated', async () => {
    const { container, router } = renderWithProviders(<VenueMap points={points} label="Map" />);
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon[title="Venezia"]');
    if (!marker) throw new Error('no marker');
    fireEvent.click(marker);
    const link = await screen.findByRole('link', { name: 'Venezia' });
    expect(link).toHaveAttribute('href', '/venues/1');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues/1'));
  });

  it('draws coastlines and borders from shipped data, under the tiles, with no network', async () => {
    const fetchCalls: unknown[] = [];
    vi.stubGlobal('fetch', (...args: unknown[]) => {
      fetchCalls.push(args);
      return Promise.reject(new TypeError('offline'));
    });
    const { container } = renderWithProviders(<VenueMap points={points} label="Map" />);
    await waitFor(() =>
      expect(container.querySelectorAll('.leaflet-outlines-pane path.map-outline').length).toBeGreaterThan(
        100,
      ),
    );
    const pane = (name: string) =>
      Number(container.querySelector<HTMLElement>(`.leaflet-${name}-pane`)?.style.zIndex || 200);
    expect(pane('outlines')).toBeLessThan(pane('tile'));
    expect(fetchCalls).toEqual([]);
  });

  it('says so when a tile fails, and keeps the markers', async () => {
    const { container } = renderWithProviders(<VenueMap points={points} label="Map" />);
    const tile = container.querySelector('img.leaflet-tile');
    if (!tile) throw new Error('no tile requested');
    fireEvent.error(tile);
    expect(await screen.findByRole('status')).toHaveTextContent('The map background cannot be loaded');
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3);
  });

  it('lists the places as links for keyboard and screen-reader users', () => {
    renderWithProviders(<VenueMap points={points} label="Map" withList />);
    expect(screen.getByText('The places on the map (3)')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/venues/1', '/venues/2', '/venues/3']));
  });

  it('shows an empty map of Italy when there is nothing to show', () => {
    const { container } = renderWithProviders(<VenueMap points={[]} label="Map" />);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
  });
});
