import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const set = (id: number, name: string, credit: string, isReference = false) => ({
  id,
  code: `set-${id}`,
  name,
  description: '',
  authority_id: isReference ? null : 7,
  authority: isReference ? null : { id: 7, code: 'veneto', name: 'Veneto' },
  is_reference: isReference,
  credit,
  icon_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('About', () => {
  it('credits the packages the icon sets come from', async () => {
    mockFetch({
      '/api/users/me/': problem(401, 'Not logged in'),
      '/api/navbar/': json([]),
      '/api/footer_navbar/': json([]),
      '/api/icon-sets/': json({
        count: 3,
        next: null,
        previous: null,
        results: [
          set(2, 'Simboli meteo Veneto', '@yr/weather-symbols 7.0.0, MIT licence'),
          set(1, 'Icone di riferimento', 'Meteocons (@bybas/weather-icons 2.0.0), MIT licence', true),
          set(3, 'Uncredited set', ''),
        ],
      }),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Weather icons' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('Icone di riferimento: Meteocons (@bybas/weather-icons 2.0.0), MIT licence');
    expect(items).toContain('Simboli meteo Veneto: @yr/weather-symbols 7.0.0, MIT licence');
    expect(items.some((text) => text?.startsWith('Uncredited set'))).toBe(false);
    // What the bulletin's PDF is made with and set in, with their licences.
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(
      screen.getByText(/Typst \(Apache License 2\.0\).*Titillium Web \(SIL Open Font License 1\.1\)/),
    ).toBeInTheDocument();
  });
});
