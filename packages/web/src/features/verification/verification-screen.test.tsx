import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { venetoDaily } from '../bulletin-types/test-fixtures.ts';
import { icon } from '../icons/test-fixtures.ts';
import { skyIconScores, tmaxScores, verificationOf, windFromScores } from './test-fixtures.ts';

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
    setup('/verification?bulletin_type=veneto-daily');
    const section = await screen.findByRole('region', { name: 'tmax (°C)' });
    expect(within(section).getByText('1.38 °C')).toBeInTheDocument();
    expect(within(section).getAllByText('Show the figures as a table')).toHaveLength(3);
    expect(within(section).getByRole('columnheader', { name: 'Lead day' })).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'Week of issue' })).toBeInTheDocument();
  });

  it('names the classes of an icon and of a compass data type, not their codes', async () => {
    setup('/verification?bulletin_type=veneto-daily', json(verificationOf(skyIconScores, windFromScores)), {
      '/api/icons/': page([
        icon(21, 'clearsky-day', 2, { name: 'Clear sky' }),
        icon(22, 'cloudy', 2, { name: 'Cloudy' }),
      ]),
    });
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
