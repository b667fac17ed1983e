import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headersOf, json, mockFetch, stale, versioned, versionedObject } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { brief, comparisonOf, qSun, qSunny } from './compare/test-fixtures.ts';
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

const parts = { visual: 0.9, name: 0.5, category: 1, variant: 1, wmo: 0 };
const fogCandidates = [
  { reference: brief(cloud), score: 0.875, parts },
  { reference: brief(rain), score: 0.42, parts },
];

function setup(path: string, me: Me | null, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fog = versionedObject(yrFog);
  const clearsky = versionedObject(yrSun);
  const references = [sun, cloud, rain];
  const sets = { [venetoSet.id]: venetoSet, [lombardiaSet.id]: lombardiaSet };
  const iconsOf = (id: number) =>
    id === venetoSet.id
      ? [clearsky.current, yrRain, fog.current]
      : id === lombardiaSet.id
        ? [qSun, qSunny]
        : [];
  const fetchMock = mockFetch({
    '/api/users/me/': me ? json(me) : json({}, 401),
    '/api/icon-sets/': page([venetoSet, lombardiaSet, referenceSet]),
    '/api/icon-sets/compare/': (url) => {
      const ids = (url.searchParams.get('sets') ?? '').split(',').map(Number);
      const chosen = ids.flatMap((id) => (sets[id] ? [[sets[id], iconsOf(id)] as const] : []));
      return json(
        comparisonOf(
          referenceSet,
          references,
          chosen.map(([set, icons]) => [set, icons]),
        ),
      );
    },
    '/api/icons/': iconsBySet({ 1: references, 2: [yrSun, yrRain, yrFog], 3: [qSun, qSunny] }),
    '/api/icon-sets/2/suggestions/': () =>
      json({
        icon_set_id: 2,
        reference_set_id: 1,
        icons:
          fog.current.reference_icon_id === null
            ? [{ icon: brief(fog.current), candidates: fogCandidates }]
            : [],
      }),
    '/api/icons/23/': (url, init) => fog.answer(url, init),
    '/api/icons/21/': (url, init) => clearsky.answer(url, init),
    ...extra,
  });
  const view = renderWithProviders(<IconCompareScreen />, path);
  return { fetchMock, fog, clearsky, ...view, user: userEvent.setup() };
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

const countOf = (set: string, term: string) =>
  within(screen.getByRole('heading', { name: set, level: 2 }).closest('.card') as HTMLElement).getByText(term)
    .nextSibling;

describe('icon comparison', () => {
  it('puts the reference set first and each chosen set beside it, with statuses, counts and unmapped rows', async () => {
    setup('/icon-compare?sets=2,3', null);
    const table = await screen.findByRole('table', {
      name: 'Reference icons, with what Yr symbols, QWeather have for each',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Meteocons', 'Yr symbols', 'QWeather']);
    const sunCells = within(rowOf('clear day')).getAllByRole('cell');
    expect(sunCells[0]).toHaveTextContent('complete');
    expect(within(sunCells[0] as HTMLElement).getByRole('img', { name: 'clearsky day' })).toBeInTheDocument();
    // Two day icons of QWeather stand for clear day: a bulletin would have to choose.
    expect(sunCells[1]).toHaveTextContent('several');
    const cloudCells = within(rowOf('cloudy')).getAllByRole('cell');
    expect(cloudCells[0]).toHaveTextContent('missing');
    expect(cloudCells[0]).toHaveTextContent('A bulletin shows no icon');

    expect(countOf('Yr symbols', 'Mapped')).toHaveTextContent('2');
    expect(countOf('Yr symbols', 'Missing')).toHaveTextContent('1');
    expect(countOf('Yr symbols', 'Unmapped')).toHaveTextContent('1');
    expect(countOf('Yr symbols', 'Coverage')).toHaveTextContent('66.7 %');
    expect(countOf('QWeather', 'Several')).toHaveTextContent('1');
    expect(screen.getByText('Used by: Bulletin Yr symbols')).toBeInTheDocument();

    const unmapped = screen.getByRole('table', { name: 'Icons of Yr symbols mapped to nothing' });
    expect(within(unmapped).getByRole('rowheader', { name: /fog/ })).toBeInTheDocument();
    expect(
      screen.getByText('Every mapping points at a reference icon that exists and draws.'),
    ).toBeInTheDocument();
    // Nobody logged in: nothing to edit.
    expect(screen.queryByRole('button', { name: /Choose|Change/ })).not.toBeInTheDocument();
  });

  it('keeps the sets, the filters, the background and the size in the URL', async () => {
    const { router, user } = setup('/icon-compare', null);
    // No set named: the first regional set beside the reference set.
    expect(await screen.findByRole('table', { name: /with what QWeather have/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Meteocons (reference)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Yr symbols' }));
    await waitFor(() => expect(router.state.location.search).toContain('sets=3%2C2'));
    expect(await screen.findByRole('table', { name: /QWeather, Yr symbols/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows where a set is'), 'missing');
    const grid = screen.getByRole('table', { name: /^Reference icons/ });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['cloudycloudyCloser look', 'rainrainCloser look']),
    );
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(router.state.location.search).toContain('bg=dark'));
    expect(router.state.location.search).toContain('status=missing');
    expect(router.state.location.search).toContain('size=large');
    expect(rowOf('cloudy').querySelector('img')).toHaveAttribute('width', '72');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/icon-sets/compare.csv?sets=1,3,2',
    );
  });

  it('maps an unmapped icon for whoever may, with a toast', async () => {
    const { fog, user } = setup('/icon-compare?sets=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose reference for fog' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'cloudy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(fog.writes).toEqual([{ method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } }]);
    // The comparison is asked again: fog now fills the cloudy row, and no icon is left unmapped.
    await waitFor(() => expect(countOf('Yr symbols', 'Missing')).toHaveTextContent('0'));
    expect(within(rowOf('cloudy')).getByRole('img', { name: 'fog' })).toBeInTheDocument();
  });

  it('says what each candidate for a gap stands for now, and asks before moving one away', async () => {
    const { clearsky, user } = setup('/icon-compare?sets=2', staff);
    await user.click(await screen.findByRole('button', { name: 'Choose an icon of Yr symbols for cloudy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'fog Unmapped' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'clearsky day Now: clear day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move clearsky day?' });
    expect(confirm).toHaveTextContent(
      'clearsky day stands for clear day now. Moving it to cloudy leaves clear day without an icon of Yr symbols.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Mapping saved')).toBeInTheDocument();
    expect(clearsky.writes).toEqual([
      { method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } },
    ]);
  });

  it('shows a row closer: enlarged, overlaid, and how much the icons differ, from the server', async () => {
    const { user } = setup('/icon-compare?sets=2,3', null, {
      '/api/icons/21/difference/': json({
        icon_id: 21,
        to: sun.id,
        difference: 0.125,
        ssim: 0.84,
        colour: 0.05,
        heat_map: 'data:image/png;base64,AAAA',
        size: 64,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Closer look at clear day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Closer look: clear day' });
    // Every icon the sets have for it, the first chosen.
    expect(within(dialog).getByRole('radio', { name: 'clearsky day (Yr symbols)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'sunny 2 (QWeather)' })).not.toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'clearsky day over clear day' })).toBeInTheDocument();
    expect(await within(dialog).findByText('12.5 %')).toBeInTheDocument();
    expect(within(dialog).getByText('0.84')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Where clearsky day and clear day differ' }),
    ).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  });

  it('accepts a suggestion in one click, with a toast, and the counts follow', async () => {
    const { fog, user } = setup('/icon-compare?sets=2', staff);
    const unmapped = await screen.findByRole('table', { name: 'Icons of Yr symbols mapped to nothing' });
    expect(await within(unmapped).findByText('score 87.5 %')).toBeInTheDocument();
    expect(within(unmapped).getByText('score 42 %')).toBeInTheDocument();
    await user.click(within(unmapped).getByRole('button', { name: 'Accept cloudy for fog' }));
    expect(await screen.findByText('fog now stands for cloudy')).toBeInTheDocument();
    expect(fog.writes).toEqual([{ method: 'PATCH', ifMatch: '"v1"', body: { reference_icon_id: cloud.id } }]);
    await waitFor(() => expect(countOf('Yr symbols', 'Unmapped')).toHaveTextContent('0'));
    expect(countOf('Yr symbols', 'Missing')).toHaveTextContent('0');
    expect(screen.queryByRole('table', { name: 'Icons of Yr symbols mapped to nothing' })).toBeNull();
  });

  it('writes nothing, and says so, when someone mapped the icon since the comparison was read', async () => {
    const { fog, user } = setup('/icon-compare?sets=2', staff);
    const unmapped = await screen.findByRole('table', { name: 'Icons of Yr symbols mapped to nothing' });
    await within(unmapped).findByText('score 87.5 %');
    fog.changeElsewhere({ reference_icon_id: rain.id });
    await user.click(within(unmapped).getByRole('button', { name: 'Accept cloudy for fog' }));
    expect(await screen.findByText(/fog was changed by someone else meanwhile/)).toBeInTheDocument();
    expect(fog.writes).toEqual([]);
  });

  /** The accept route's answers: a preview tagged with its plan, an accept checked against it. */
  function acceptRoute(plans: string[]) {
    const calls: { body: { dry_run: boolean }; ifMatch: string | undefined }[] = [];
    const report = (dryRun: boolean) => ({
      dry_run: dryRun,
      applied: !dryRun,
      min_score: 0.5,
      mappings: [{ icon: brief(yrFog), reference: brief(cloud), score: 0.875 }],
      left_unmapped: 0,
    });
    const answer = (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      const ifMatch = headersOf(init)['if-match'];
      calls.push({ body, ifMatch });
      const plan = plans[0] as string;
      if (body.dry_run) return versioned(report(true), plan);
      if (ifMatch !== plan) return stale(plan);
      return json(report(false));
    };
    return { calls, answer };
  }

  it('previews a bulk accept above a score before applying just what it showed', async () => {
    const route = acceptRoute(['"plan-1"']);
    const { user } = setup('/icon-compare?sets=2', staff, {
      '/api/icon-sets/2/suggestions/accept/': route.answer,
    });
    const score = await screen.findByLabelText('Lowest score (%)');
    await user.clear(score);
    await user.type(score, '50');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 icon would be mapped; 0 left unmapped.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /would map/ })).toHaveTextContent('fog → cloudy (score 87.5 %)');
    await user.click(screen.getByRole('button', { name: 'Map 1 icon' }));
    expect(await screen.findByText('1 icon of Yr symbols mapped')).toBeInTheDocument();
    expect(route.calls).toEqual([
      { body: { min_score: 0.5, dry_run: true }, ifMatch: undefined },
      { body: { min_score: 0.5, dry_run: false }, ifMatch: '"plan-1"' },
    ]);
  });

  it('shows the preview again, having mapped nothing, when the suggestions changed since it', async () => {
    const plans = ['"plan-1"'];
    const route = acceptRoute(plans);
    const { user } = setup('/icon-compare?sets=2', staff, {
      '/api/icon-sets/2/suggestions/accept/': route.answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await screen.findByText('1 icon would be mapped; 0 left unmapped.');
    plans[0] = '"plan-2"';
    await user.click(screen.getByRole('button', { name: 'Map 1 icon' }));
    expect(await screen.findByText(/The suggestions changed since the preview/)).toBeInTheDocument();
    await waitFor(() => expect(route.calls).toHaveLength(3));
    expect(route.calls.map((c) => [c.body.dry_run, c.ifMatch])).toEqual([
      [true, undefined],
      [false, '"plan-1"'],
      [true, undefined],
    ]);
    expect(screen.queryByText('1 icon of Yr symbols mapped')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map 1 icon' }));
    expect(await screen.findByText('1 icon of Yr symbols mapped')).toBeInTheDocument();
    expect(route.calls[3]?.ifMatch).toBe('"plan-2"');
  });

  it("lists a broken mapping in the reader's words, and applies its fix for whoever may", async () => {
    const comparison = comparisonOf(referenceSet, [sun, cloud, rain], [[venetoSet, [yrSun, yrRain, yrFog]]]);
    const broken = {
      icon: brief(yrFog),
      reference_icon_id: 99,
      target_code: 'mist',
      problem: 'not_reference' as const,
      detail: 'Mapped to mist, which is not in the reference set.',
      fix: { action: 'remap' as const, reference_icon_id: cloud.id },
    };
    const withBroken = { ...comparison, sets: comparison.sets.map((set) => ({ ...set, broken: [broken] })) };
    const { fog, user } = setup('/icon-compare?sets=2', staff, {
      '/api/icon-sets/compare/': json(withBroken),
    });
    fog.changeElsewhere({ reference_icon_id: 99 });
    const section = await screen.findByRole('region', { name: 'Broken mappings' });
    expect(
      await within(section).findByText('Mapped to “mist”, which is not in the reference set.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Map it to cloudy' }));
    expect(await screen.findByText('fog: mapping fixed')).toBeInTheDocument();
    expect(fog.writes).toEqual([{ method: 'PATCH', ifMatch: '"v2"', body: { reference_icon_id: cloud.id } }]);
  });

  it('shows no mapping controls to a member', async () => {
    setup('/icon-compare?sets=2,3', forecaster);
    await screen.findByRole('table', { name: /Reference icons/ });
    expect(screen.queryByRole('button', { name: /Choose|Change|Accept|Map/ })).not.toBeInTheDocument();
  });
});
