import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Me } from '@bora/shared/user';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  icons,
  moreVenues,
  page,
  shellRoutes,
  submitted,
  typedValue,
  venetoManager,
} from '../../test/bulletin-test-data.ts';
import { mockFetch, versioned } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const dataType = (
  id: number,
  code: string,
  name: string,
  value_kind: 'number' | 'integer',
  unit: string,
) => ({
  id,
  translations: {},
  code,
  name,
  unit,
  value_kind,
  required: false,
  minimum: null,
  maximum: null,
  decimals: value_kind === 'number' ? 1 : 0,
  options: [],
});

/** The test bulletin published, with a minimum, a wind speed and a snow level beside its sky, maximum and direction. */
const published: BulletinDetail = {
  ...submitted,
  status: 'published',
  actions: [],
  issued_at: '2026-03-29T10:40:00Z',
  version: 2,
  composition: {
    ...submitted.composition,
    data_types: [
      ...submitted.composition.data_types,
      dataType(4, 't-min', 'Min temperature', 'number', '°C'),
      dataType(5, 'wind-speed', 'Wind speed', 'integer', 'km/h'),
      dataType(6, 'snow-level', 'Snow level', 'integer', 'm'),
    ],
  },
  values: [
    ...submitted.values,
    typedValue(11, 0, 'mattina', 4, 3),
    typedValue(11, 0, 'mattina', 5, 20),
    typedValue(11, 0, 'mattina', 6, 1800),
    typedValue(12, 1, 'pomeriggio', 1, 'clear'),
    typedValue(12, 1, 'pomeriggio', 3, 'SSW'),
    typedValue(12, 1, 'pomeriggio', 5, 35),
  ],
};

function serve(bulletin: BulletinDetail, me: Me | null = null) {
  return mockFetch({
    ...shellRoutes(me),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
    '/api/bulletins/': () => page([]),
  });
}

function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 575.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

async function open(bulletin: BulletinDetail = published) {
  renderApp(`/bulletin/${bulletin.id}`);
  // Titled in the reader's language (the tests read English).
  return screen.findByRole('heading', { level: 1, name: 'Sun on the Dolomites' });
}

describe('a published bulletin, as its reader reads it', () => {
  it('opens on the title in the reader’s language, one line of issue and validity, then the forecast', async () => {
    screenWidth(false);
    serve(published);
    const title = await open();
    const line = title.parentElement?.textContent ?? '';
    expect(line).toMatch(
      /Issued Mar 29, 2026, .* · valid Mar 29, 12:00 AM – Mar 31, 12:00 AM · ARPA Veneto · version 2/,
    );
    const table = await screen.findByRole('table', { name: /Forecast by venue, day and time of day/ });
    // Every day and slot, a venue a row.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun, Mar 29', 'Mon, Mar 30', 'Mattina', 'Pomeriggio', 'Mattina', 'Pomeriggio']);
    const belluno = within(table)
      .getByRole('rowheader', { name: /Belluno/ })
      .closest('tr') as HTMLElement;
    const [morning] = within(belluno).getAllByRole('cell');
    expect(within(morning as HTMLElement).getByRole('img', { name: 'Clear sky' })).toBeInTheDocument();
    // Drawn short, said in full: the minimum and maximum, and the wind with its direction.
    expect(morning).toHaveTextContent('3.0° / 12.5°');
    expect(morning).toHaveTextContent('Minimum 3.0 °C, Maximum 12.5 °C');
    expect(morning).toHaveTextContent('Wind NE 20 km/h');
    const cortina = within(table)
      .getByRole('rowheader', { name: /Cortina/ })
      .closest('tr') as HTMLElement;
    expect(within(cortina).getAllByRole('cell')[3]).toHaveTextContent('Wind SSW 35 km/h');
    expect(within(cortina).getAllByRole('cell')[0]).toHaveTextContent('No values');
    // The synopsis and the downloads follow the forecast.
    expect(screen.getByRole('heading', { level: 2, name: 'Synopsis and notes' })).toBeInTheDocument();
    expect(screen.getByText('Alta pressione, cielo sereno.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receive these by e-mail' })).toBeInTheDocument();
  });

  it('opens on every value when its type has no sky, temperature or wind for the reader’s layout', async () => {
    screenWidth(false);
    const snowOnly: BulletinDetail = {
      ...published,
      composition: {
        ...published.composition,
        data_types: [dataType(6, 'snow-level', 'Snow level', 'integer', 'm')],
      },
      values: [typedValue(11, 0, 'mattina', 6, 1800)],
    };
    serve(snowOnly);
    await open(snowOnly);
    expect(await screen.findByRole('tab', { name: 'All values', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Forecast' })).not.toBeInTheDocument();
    expect(screen.queryByText('No values')).not.toBeInTheDocument();
  });

  it('shows a venue’s other values on demand, and every value in a tab', async () => {
    screenWidth(false);
    serve(published);
    await open();
    const table = await screen.findByRole('table', { name: /Forecast by venue/ });
    expect(within(table).queryByText('Snow level')).not.toBeInTheDocument();
    const more = within(table).getByRole('button', { name: 'All values for Belluno' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const day = screen.getByRole('table', { name: 'Belluno, Sun, Mar 29' });
    const snow = within(day)
      .getByRole('rowheader', { name: /Snow level/ })
      .closest('tr') as HTMLElement;
    expect(within(snow).getAllByRole('cell')[0]).toHaveTextContent('1,800');
    await userEvent.click(screen.getByRole('tab', { name: 'All values' }));
    expect(
      await screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ }),
    ).toBeInTheDocument();
  });

  it('gives a visitor no staff tool; the signed-in find theirs under the forecast', async () => {
    screenWidth(false);
    serve(published);
    await open();
    await screen.findByRole('table', { name: /Forecast by venue/ });
    expect(screen.queryByRole('heading', { name: 'For staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Compare' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All values' }));
    await screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    expect(screen.queryByText(/Tint by source/)).not.toBeInTheDocument();
  });

  it('shows staff their tools below the forecast', async () => {
    screenWidth(false);
    serve(published, venetoManager);
    await open();
    const staff = await screen.findByRole('heading', { name: 'For staff' });
    const forecast = screen.getByRole('table', { name: /Forecast by venue/ });
    expect(forecast.compareDocumentPosition(staff) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Compare' })).toBeInTheDocument();
  });

  it('reads one venue at a time on a phone, picked from a list or found by a few letters', async () => {
    screenWidth(true);
    serve(published);
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Belluno' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: /Cortina/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunday, March 29' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday, March 30' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), 'Cortina d’Ampezzo');
    expect(await screen.findByRole('heading', { level: 3, name: 'Cortina d’Ampezzo' })).toBeInTheDocument();
    expect(screen.getByText('Wind SSW 35 km/h')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a venue' }), 'bell');
    await userEvent.click(screen.getByRole('button', { name: 'Belluno' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Belluno' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a venue' })).toHaveValue('');
  });

  it('opens a bulletin of many venues on its map, with a search that shows a venue’s forecast', async () => {
    screenWidth(false);
    const many = { ...published, composition: { ...published.composition, venues: moreVenues(12) } };
    serve(many);
    await open(many);
    expect(await screen.findByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a venue' }), 'venue 11');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: /Forecast by venue/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.querySelector('span')?.textContent),
    ).toEqual(['Venue 11']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 12 venues' }));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
  });

  it('opens the map from a link, and a marker shows its venue’s forecast', async () => {
    screenWidth(false);
    serve(published);
    const { router } = renderApp(`/bulletin/${published.id}?view=map`);
    await screen.findByRole('region', { name: 'Map of the bulletin’s venues' });
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: /^Cortina d’Ampezzo:/ }));
    expect(screen.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).not.toMatch(/view=/);
    const table = screen.getByRole('table', { name: /Forecast by venue/ });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Cortina d’Ampezzo');
  });

  it('reads a submitted bulletin as staff do: not as a reader’s page', async () => {
    screenWidth(false);
    serve(submitted, venetoManager);
    renderApp(`/bulletin/${submitted.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: submitted.title })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Forecast by venue/ })).not.toBeInTheDocument();
  });
});
