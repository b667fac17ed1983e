import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { IconsScreen } from './icons-screen.tsx';
import {
  cloud,
  forecaster,
  iconsBySet,
  lombardiaSet,
  page,
  rain,
  referenceSet,
  staff,
  sun,
  venetoManager,
  venetoSet,
  yrFog,
  yrRain,
  yrSun,
} from './test-fixtures.ts';

function setup(
  path: string,
  me: Me | null,
  extra: Record<string, Response | ((url: URL, init?: RequestInit) => Response)> = {},
) {
  const fetchMock = mockFetch({
    '/api/users/me/': me ? json(me) : json({ detail: 'no' }, 401),
    '/api/icon-sets/': page([venetoSet, lombardiaSet, referenceSet]),
    '/api/icons/': iconsBySet({ 1: [sun, cloud, rain], 2: [yrSun, yrRain, yrFog], 3: [] }),
    ...extra,
  });
  const view = renderWithProviders(<IconsScreen />, path);
  return { fetchMock, ...view, user: userEvent.setup() };
}

const iconQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/icons/').map(([input]) => new URL(String(input), 'http://localhost').searchParams);

describe('icons screen', () => {
  it('shows every set as a gallery, the reference set first, with what each icon stands for', async () => {
    setup('/icons', null);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent?.trim())).toEqual([
      'Meteocons Reference set',
      'QWeather',
      'Yr symbols',
    ]);
    const yr = await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    const fog = within(yr).getByRole('heading', { name: 'fog' }).closest('li') as HTMLElement;
    expect(within(fog).getByText('No reference icon')).toBeInTheDocument();
    const clear = within(yr).getByRole('heading', { name: 'clearsky day' }).closest('li') as HTMLElement;
    expect(within(clear).getByText('Stands for: clear day')).toBeInTheDocument();
    // The picture comes from svg_url, through an <img>.
    expect(within(clear).getByRole('img', { name: 'clearsky day' })).toHaveAttribute('src', yrSun.svg_url);
    expect(await screen.findByText('This set has no icons yet.')).toBeInTheDocument();
  });

  it('reads set, category, day/night and search from the URL and writes changes back', async () => {
    const { fetchMock, router, user } = setup('/icons?set=2&category=sky&variant=day&search=clear', null);
    expect(await screen.findByRole('list', { name: 'Icons of Yr symbols' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Meteocons/ })).not.toBeInTheDocument();
    await waitFor(() => {
      const asked = iconQueries(fetchMock).find((q) => q.get('icon_set') === '2');
      expect(asked?.get('category')).toBe('sky');
      expect(asked?.get('variant')).toBe('day');
      expect(asked?.get('search')).toBe('clear');
    });
    expect(screen.getByLabelText('Icon set')).toHaveValue('2');
    expect(screen.getByLabelText('Category')).toHaveValue('sky');

    await user.selectOptions(screen.getByLabelText('Category'), 'precipitation');
    await waitFor(() => expect(router.state.location.search).toContain('category=precipitation'));
    await waitFor(() =>
      expect(iconQueries(fetchMock).some((q) => q.get('category') === 'precipitation')).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Icon set'), '');
    await waitFor(() => expect(router.state.location.search).not.toContain('set='));
    expect(await screen.findByRole('heading', { name: /Meteocons/ })).toBeInTheDocument();
  });

  it('offers no upload, edit or create control to a member', async () => {
    const { user } = setup('/icons', forecaster);
    await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New icon set' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of fog' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("gives a manager the controls of their authority's set only", async () => {
    setup('/icons', venetoManager);
    const yr = (await screen.findByRole('heading', { name: 'Yr symbols' })).closest('section') as HTMLElement;
    expect(within(yr).getByRole('button', { name: 'Upload icon' })).toBeInTheDocument();
    const reference = screen.getByRole('heading', { name: /Meteocons/ }).closest('section') as HTMLElement;
    expect(within(reference).queryByRole('button', { name: 'Upload icon' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New icon set' })).toBeInTheDocument();
  });

  it('maps an icon to a reference icon from its dialog, picking the picture', async () => {
    const { fetchMock, user } = setup('/icons?set=2', staff, {
      '/api/icons/23/': json({ ...yrFog, reference_icon_id: cloud.id }),
    });
    await user.click(await screen.findByRole('button', { name: 'Details of fog' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: 'cloudy' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/icons/23/')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/icons/23/')[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ code: 'fog', reference_icon_id: cloud.id });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
