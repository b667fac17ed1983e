import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { venetoDaily } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { icon } from '../icons/test-fixtures.ts';
import {
  skyIconScores,
  skyScores,
  tmaxScores,
  verificationOf,
  windFromScores,
  windScores,
} from './test-fixtures.ts';

const page = <T,>(results: T[]) => json({ count: results.length, next: null, previous: null, results });

function setup(
  path: string,
  answer = json(verificationOf(tmaxScores)),
  more: Parameters<typeof mockFetch>[0] = {},
) {
  const fetchMock = mockFetch({
    ...more,
    '/api/users/me/': problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletin-types/': page([venetoDaily]),
    '/api/venues/': page([]),
    '/api/data-types/': page([]),
    '/api/verification/': answer,
  });
  const view = renderApp(path);
  return { fetchMock, ...view, user: userEvent.setup() };
}

describe('the verification screen', () => {
  it('reads the filters from the URL and asks the API for them', async () => {
    const { fetchMock } = setup(
      '/verification?bulletin_type=veneto-daily&data_type=sky&date_after=2026-01-01&date_before=2026-03-31',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/verification/').length).toBe(1));
    const [url] = callsTo(fetchMock, '/api/verification/')[0] ?? [];
    expect(String(url)).toBe(
      '/api/verification/?bulletin_type=veneto-daily&data_type=sky&date_after=2026-01-01&date_before=2026-03-31',
    );
    expect(await screen.findByLabelText('Data type')).toHaveValue('sky');
    expect(screen.getByRole('link', { name: /Pairs \(CSV\)/ })).toHaveAttribute(
      'href',
      '/api/verification/pairs.csv?bulletin_type=veneto-daily&data_type=sky&date_after=2026-01-01&date_before=2026-03-31',
    );
  });

  it('writes a changed filter into the URL, so the view can be shared as a link', async () => {
    const { user, router } = setup(
      '/verification?bulletin_type=veneto-daily&date_after=2026-01-01&date_before=',
    );
    await user.selectOptions(await screen.findByLabelText('Data type'), 'sky');
    await waitFor(() => expect(router.state.location.search).toContain('data_type=sky'));
    expect(router.state.location.search).toContain('bulletin_type=veneto-daily');
    expect(router.state.location.search).toContain('date_after=2026-01-01');
  });

  it('shows each data type’s overall scores and its charts’ figures as tables', async () => {
    setup('/verification?bulletin_type=veneto-daily&open=tmax');
    const section = await screen.findByRole('region', { name: 'tmax (°C)' });
    expect(within(section).getByText('1.38 °C')).toBeInTheDocument();
    expect(within(section).getAllByText('Show the figures as a table')).toHaveLength(2);
    // The venues' figures beside the map are not folded: every venue is named there.
    expect(within(section).getByRole('region', { name: 'tmax by venue' })).toBeVisible();
    expect(within(section).getByRole('rowheader', { name: 'lido' })).toBeVisible();
    expect(within(section).getByRole('columnheader', { name: 'Lead day' })).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'Week of issue' })).toBeInTheDocument();
  });

  it('names the classes of an icon and of a compass data type, not their codes', async () => {
    setup(
      '/verification?bulletin_type=veneto-daily&open=sky-icon,wind-from',
      json(verificationOf(skyIconScores, windFromScores)),
      {
        '/api/icons/': page([
          icon(21, 'clearsky-day', 2, { name: 'Clear sky' }),
          icon(22, 'cloudy', 2, { name: 'Cloudy' }),
        ]),
      },
    );
    const sky = await screen.findByRole('region', { name: 'sky-icon' });
    expect(await within(sky).findByRole('rowheader', { name: 'Clear sky' })).toBeInTheDocument();
    expect(within(sky).getByRole('columnheader', { name: 'Cloudy' })).toBeInTheDocument();
    const wind = screen.getByRole('region', { name: 'wind-from' });
    // In the compass's order, north first, not by code.
    const observed = within(within(wind).getByRole('table', { name: /Rows: forecast/ }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(observed).toEqual(['Forecast \\ observed', 'North', 'East', 'Total']);
  });

  it('puts the headline scores of every data type first, each leading to its section, which it unfolds', async () => {
    const { user, router } = setup(
      '/verification?bulletin_type=veneto-daily',
      json(verificationOf(tmaxScores, skyScores, windScores)),
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const rows = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'tmax (°C)Pairs 4MAE 1.38 °CBias 0.63 °CRMSE 1.68 °CWithin ± 1 °C 75%',
      'skyPairs 3Share right 67%',
      'windPairs 4Within ±1 sector (%) 75%Mean angular error 28.13°Share right 25%',
    ]);
    // The summary comes before the sections, which are folded: their charts are not drawn.
    const sections = screen
      .getAllByRole('region')
      .filter((r) => r.classList.contains('verification-section'));
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      expect(summary.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(section).getByRole('button', { expanded: false })).toBeInTheDocument();
    }
    expect(screen.queryByText('Show the figures as a table')).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'wind' }));
    const wind = screen.getByRole('region', { name: 'wind' });
    await waitFor(() =>
      expect(within(wind).getByRole('button', { name: 'wind' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(within(wind).getByRole('button', { name: 'wind' })).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('open')).toBe('wind');
    expect(within(wind).getAllByText('Show the figures as a table').length).toBeGreaterThan(0);
  });

  it('remembers in the URL which sections are unfolded, and keeps them across a change of filter', async () => {
    const { user, router } = setup(
      '/verification?bulletin_type=veneto-daily&open=sky',
      json(verificationOf(tmaxScores, skyScores)),
    );
    const sky = await screen.findByRole('region', { name: 'sky' });
    expect(within(sky).getByRole('button', { name: 'sky' })).toHaveAttribute('aria-expanded', 'true');
    const tmax = screen.getByRole('region', { name: 'tmax (°C)' });
    expect(within(tmax).getByRole('button', { name: 'tmax (°C)' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(tmax).getByRole('button', { name: 'tmax (°C)' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('open')).toBe('sky,tmax'),
    );
    await user.click(within(sky).getByRole('button', { name: 'sky' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('open')).toBe('tmax'));
    await user.selectOptions(screen.getByLabelText('Data type'), 'sky');
    await waitFor(() => expect(router.state.location.search).toContain('data_type=sky'));
    expect(new URLSearchParams(router.state.location.search).get('open')).toBe('tmax');
  });

  it('scores a direction within ±1 sector and by its mean angular error, and says so', async () => {
    setup('/verification?bulletin_type=veneto-daily&open=wind', json(verificationOf(windScores)));
    const wind = await screen.findByRole('region', { name: 'wind' });
    const figures = within(wind)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(figures).toEqual([
      ['Pairs', '4'],
      ['Within ±1 sector (%)', '75%'],
      ['Mean angular error', '28.13°'],
      ['Share right', '25%'],
    ]);
    expect(within(wind).getByText(/counts as right within ±1 sector \(22\.5°/)).toBeInTheDocument();
    expect(within(wind).getByText('Within ±1 sector (%) by lead day')).toBeInTheDocument();
    const byVenue = within(wind).getByRole('region', { name: 'wind by venue' });
    expect(
      within(byVenue)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Venue', 'Pairs', 'Within ±1 sector (%)', 'Mean angular error', 'Share right']);
  });

  it('names the share right apart from the snow level in Italian', async () => {
    await i18n.changeLanguage('it');
    setup('/verification?bulletin_type=veneto-daily&open=sky', json(verificationOf(skyScores)));
    const sky = await screen.findByRole('region', { name: 'sky' });
    expect(within(sky).getAllByText('Esatte (%)').length).toBeGreaterThan(0);
    expect(within(sky).getByText('Esatte (%) per giorno di previsione')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Quota esatta|Quota errata/);
  });

  it('lays the table of classes over the whole width, in a region reachable by keyboard', async () => {
    setup('/verification?bulletin_type=veneto-daily&open=sky', json(verificationOf(skyScores)));
    const sky = await screen.findByRole('region', { name: 'sky' });
    const table = within(sky).getByRole('table', { name: /Rows: forecast/ });
    const region = table.closest('section') as HTMLElement;
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName('sky: forecast against observed');
    expect(region.parentElement).toHaveClass('col-12');
    expect(region.parentElement).not.toHaveClass('col-lg-6');
  });

  it('says when no forecast has an observation in the period', async () => {
    setup('/verification?bulletin_type=veneto-daily', json(verificationOf()));
    expect(
      await screen.findByText(/No published forecast has an observation in this period/),
    ).toBeInTheDocument();
  });

  it('says when the scores could not be read, with a way to try again', async () => {
    setup('/verification?bulletin_type=veneto-daily', problem(500, 'Broken'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
