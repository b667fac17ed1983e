import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { type VenueError, VenueErrorMap } from './venue-error-map.tsx';

const venue = (code: string, name: string, latitude: number, longitude: number, error: number | null) => ({
  code,
  name,
  latitude,
  longitude,
  error,
  count: 4,
});

const few: VenueError[] = [
  venue('belluno', 'Belluno', 46.14, 12.22, 12.5),
  venue('cortina', 'Cortina d’Ampezzo', 46.54, 12.14, 30),
  venue('asiago', 'Asiago', 45.87, 11.51, null),
];

const format = (error: number) => `${error}°`;

describe('the map of the error by venue', () => {
  it('names each of a few venues beside its dot, with its error', async () => {
    const { container } = renderWithProviders(<VenueErrorMap venues={few} format={format} label="Map" />);
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    await waitFor(() =>
      expect([...container.querySelectorAll('.verification-map-label')].map((l) => l.textContent)).toEqual([
        'Belluno 12.5°',
        'Cortina d’Ampezzo 30°',
        'Asiago –',
      ]),
    );
  });

  it('says many venues on hover instead, so that their names do not cover each other', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      venue(`v${i}`, `Venue ${i}`, 45 + i / 10, 11 + i / 10, i),
    );
    const { container } = renderWithProviders(<VenueErrorMap venues={many} format={format} label="Map" />);
    expect(container.querySelectorAll('.verification-map-label')).toHaveLength(0);
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(20);
  });

  it('draws the coastlines and borders Bora ships under the venues', async () => {
    const { container } = renderWithProviders(<VenueErrorMap venues={few} format={format} label="Map" />);
    await waitFor(() =>
      expect(container.querySelectorAll('.leaflet-outlines-pane path.map-outline').length).toBeGreaterThan(
        100,
      ),
    );
  });
});
