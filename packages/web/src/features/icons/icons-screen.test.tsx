import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveThenReloadTheirs } from '../../test/conflict.ts';
import { callsTo, headersOf, json, mockFetch, stale, versionedObject } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { IconsScreen } from './icons-screen.tsx';
import { ICON_MOTION_STORAGE_KEY } from './lib/icon-motion.ts';
import {
  cloud,
  forecaster,
  icon,
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

  it('stops the icons that move and animates them again, remembering the choice on this browser', async () => {
    const { user } = setup('/icons', null);
    const yr = await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    const picture = () => within(yr).getByRole('img', { name: 'clearsky day' });
    const motion = screen.getByRole('checkbox', { name: 'Animate the icons that move' });
    expect(motion).toBeChecked();
    expect(picture()).toHaveAttribute('src', yrSun.svg_url);

    await user.click(motion);
    expect(motion).not.toBeChecked();
    expect(picture()).toHaveAttribute(
      'src',
      `${yrSun.svg_url}${yrSun.svg_url.includes('?') ? '&' : '?'}still=1`,
    );
    expect(localStorage.getItem(ICON_MOTION_STORAGE_KEY)).toBe('off');

    await user.click(motion);
    expect(picture()).toHaveAttribute('src', yrSun.svg_url);
    expect(localStorage.getItem(ICON_MOTION_STORAGE_KEY)).toBe('on');
  });

  it('draws the icons still where the system asks for reduced motion, unless they are switched on here', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = setup('/icons', null);
    const yr = await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    const motion = screen.getByRole('checkbox', { name: 'Animate the icons that move' });
    expect(motion).not.toBeChecked();
    expect(within(yr).getByRole('img', { name: 'clearsky day' }).getAttribute('src')).toMatch(/still=1$/);
    await user.click(motion);
    expect(within(yr).getByRole('img', { name: 'clearsky day' })).toHaveAttribute('src', yrSun.svg_url);
  });

  it('shows a large set a page of cards at a time, the page kept in the URL', async () => {
    const many = Array.from({ length: 30 }, (_, index) => icon(100 + index, `symbol-${index + 1}`, 2));
    const { router, user } = setup('/icons', null, {
      '/api/icons/': iconsBySet({ 1: [sun], 2: many, 3: [] }),
    });
    const gallery = await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    expect(within(gallery).getAllByRole('heading', { level: 3 })).toHaveLength(24);
    expect(within(gallery).queryByRole('heading', { name: 'symbol 25' })).not.toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Yr symbols' });
    expect(within(section).getByText('1–24 of 30')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(within(gallery).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(gallery).getByRole('heading', { name: 'symbol 25' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page.2')).toBe('2');
    // A small set has no pagination at all.
    const reference = screen.getByRole('region', { name: /Meteocons/ });
    expect(within(reference).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens a gallery on the page the URL names; a new search returns it to the first page', async () => {
    const many = Array.from({ length: 30 }, (_, index) => icon(100 + index, `symbol-${index + 1}`, 2));
    const { router, user } = setup('/icons?page.2=2&page_size.2=12', null, {
      '/api/icons/': iconsBySet({ 1: [sun], 2: many, 3: [] }),
    });
    const gallery = await screen.findByRole('list', { name: 'Icons of Yr symbols' });
    const section = screen.getByRole('region', { name: 'Yr symbols' });
    expect(within(section).getByText('13–24 of 30')).toBeInTheDocument();
    expect(within(gallery).getByRole('heading', { name: 'symbol 13' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'symbol');
    await waitFor(() => expect(router.state.location.search).toContain('search=symbol'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page.2')).toBeNull();
    expect(params.get('page_size.2')).toBe('12');
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
    const fog = versionedObject(yrFog);
    const { user } = setup('/icons?set=2', staff, { '/api/icons/23/': (url, init) => fog.answer(url, init) });
    await user.click(await screen.findByRole('button', { name: 'Details of fog' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: 'cloudy' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(fog.writes).toEqual([
      {
        method: 'PATCH',
        ifMatch: '"v1"',
        body: expect.objectContaining({ code: 'fog', reference_icon_id: cloud.id }),
      },
    ]);
  });
});

describe('icons screen when someone else changed the icon or set meanwhile', () => {
  it('edits an icon on the version its dialog read, and on theirs once reloaded', async () => {
    const fog = versionedObject(yrFog);
    const { user } = setup('/icons?set=2', staff, { '/api/icons/23/': (url, init) => fog.answer(url, init) });
    await user.click(await screen.findByRole('button', { name: 'Details of fog' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit the icon' });
    fog.changeElsewhere({ name: 'Thick fog' });

    await saveThenReloadTheirs(form);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Thick fog');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(fog.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('replaces a picture only on the version its dialog read, and on theirs once reloaded', async () => {
    const fog = versionedObject(yrFog);
    const sent: (string | undefined)[] = [];
    const { user } = setup('/icons?set=2', staff, {
      '/api/icons/23/': (url, init) => fog.answer(url, init),
      '/api/icons/23/svg/': (_url, init) => {
        sent.push(headersOf(init)['if-match']);
        return headersOf(init)['if-match'] === fog.etag
          ? json({ ...fog.current, removed: [] })
          : stale(fog.etag);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Details of fog' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Replace picture' });
    fog.changeElsewhere({ name: 'Thick fog' });
    const picture = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fog.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, picture);
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    expect(await within(dialog).findByRole('heading', { name: /Thick fog/ })).toBeInTheDocument();

    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, picture);
    expect(await screen.findByText('Picture replaced')).toBeInTheDocument();
    expect(sent).toEqual(['"v1"', '"v2"']);
  });

  it('edits and deletes a set with the version of its own read', async () => {
    const yr = versionedObject(venetoSet);
    const { user } = setup('/icons?set=2', staff, {
      '/api/icon-sets/2/': (url, init) => yr.answer(url, init),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Yr symbols' });
    yr.changeElsewhere({ credit: 'Yr, CC BY 4.0' });
    await saveThenReloadTheirs(dialog);
    expect(within(dialog).getByLabelText('Credit')).toHaveValue('Yr, CC BY 4.0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete set' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(yr.deleted).toBe(true));
    expect(yr.writes.map((write) => [write.method, write.ifMatch])).toEqual([
      ['PUT', '"v1"'],
      ['PUT', '"v2"'],
      ['DELETE', '"v3"'],
    ]);
  });
});
