import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, versionedObject } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { IconCompareScreen } from './icon-compare-screen.tsx';
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
  venetoSet,
  yrFog,
  yrRain,
  yrSun,
} from './test-fixtures.ts';

function setup(path: string, me: Me | null) {
  const fog = versionedObject(yrFog);
  const clearsky = versionedObject(yrSun);
  const fetchMock = mockFetch({
    '/api/users/me/': me ? json(me) : json({}, 401),
    '/api/icon-sets/': page([venetoSet, lombardiaSet, referenceSet]),
    '/api/icons/': iconsBySet({ 1: [sun, cloud, rain], 2: [yrSun, yrRain, yrFog], 3: [] }),
    '/api/icons/23/': (url, init) => fog.answer(url, init),
    '/api/icons/21/': (url, init) => clearsky.answer(url, init),
  });
  const view = renderWithProviders(<IconCompareScreen />, path);
  return { fetchMock, fog, clearsky, ...view, user: userEvent.setup() };
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

describe('icon comparison', () => {
  it('aligns the two sets on the reference icons, with gaps, unmapped icons and counts', async () => {
    setup('/icon-compare?left=1&right=2', null);
    const table = await screen.findByRole('table', {
      name: /Reference icons, with what Meteocons and Yr symbols/,
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['clear dayclear-day', 'cloudycloudy', 'rainrain']);
    expect(within(rowOf('clear day')).getByRole('img', { name: 'clearsky day' })).toBeInTheDocument();
    // The reference set has cloudy, the regional set has nothing for it: a labelled empty cell.
    const cells = within(rowOf('cloudy')).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByRole('img', { name: 'cloudy' })).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('no icon');

    const unmapped = screen.getByRole('region', { name: 'Unmapped icons' });
    expect(within(unmapped).getByRole('img', { name: 'fog' })).toBeInTheDocument();
    expect(
      within(unmapped).getByText('Every icon of this set stands for a reference icon.'),
    ).toBeInTheDocument();

    const yrSummary = screen
      .getByRole('heading', { name: 'Yr symbols', level: 2 })
      .closest('.card') as HTMLElement;
    expect(within(yrSummary).getByText('Mapped').nextSibling).toHaveTextContent('2');
    expect(within(yrSummary).getByText('Gaps').nextSibling).toHaveTextContent('1');
    expect(within(yrSummary).getByText('Unmapped').nextSibling).toHaveTextContent('1');
    // Nobody logged in: nothing to edit.
    expect(screen.queryByRole('button', { name: /Choose|Change/ })).not.toBeInTheDocument();
  });

  it('compares the reference set with the first regional set by default, and keeps a choice in the URL', async () => {
    const { router, user } = setup('/icon-compare', null);
    expect(await screen.findByRole('table', { name: /Meteocons and QWeather/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Right set'), String(venetoSet.id));
    await waitFor(() => expect(router.state.location.search).toContain(`right=${venetoSet.id}`));
    expect(await screen.findByRole('table', { name: /Meteocons and Yr symbols/ })).toBeInTheDocument();
  });

  it('maps an unmapped icon for whoever may, with a toast', async () => {
    const { fog, user } = setup('/icon-compare?left=1&right=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose reference for fog' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'cloudy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(fog.writes).toEqual([{ method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } }]);
    // The reference set's icons stand for themselves: no mapping control on that side.
    expect(
      within(rowOf('cloudy'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Choose an icon of Yr symbols for cloudy']);
  });

  it('does not overwrite a mapping someone else saved meanwhile, and offers theirs', async () => {
    const { fog, user } = setup('/icon-compare?left=1&right=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose reference for fog' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'cloudy' }));
    fog.changeElsewhere({ reference_icon_id: rain.id });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
    expect(fog.current.reference_icon_id).toBe(rain.id);

    await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'rain' })).toBeChecked());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'cloudy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(fog.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('says what each candidate for a gap stands for now, and asks before moving one away', async () => {
    const { clearsky, user } = setup('/icon-compare?left=1&right=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose an icon of Yr symbols for cloudy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'fog Unmapped' })).toBeInTheDocument();
    const taken = within(dialog).getByRole('radio', { name: 'clearsky day Now: clear day' });

    await user.click(taken);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move clearsky day?' });
    expect(confirm).toHaveTextContent(
      'clearsky day stands for clear day now. Moving it to cloudy leaves clear day without an icon of Yr symbols.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move clearsky day?' })).toBeNull());
    expect(clearsky.writes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move clearsky day?' })).getByRole('button', {
        name: 'Move',
      }),
    );
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(clearsky.writes).toEqual([
      { method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } },
    ]);
  });

  it('fills a gap with an unmapped icon without asking', async () => {
    const { fog, user } = setup('/icon-compare?left=1&right=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose an icon of Yr symbols for cloudy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'fog Unmapped' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Move/ })).toBeNull();
    expect(fog.writes).toEqual([{ method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } }]);
  });

  it('shows no mapping controls to a member', async () => {
    setup('/icon-compare?left=1&right=2', forecaster);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Choose|Change/ })).not.toBeInTheDocument();
  });
});
