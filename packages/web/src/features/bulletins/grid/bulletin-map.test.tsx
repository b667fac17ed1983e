import type { BulletinDetail } from '@bora/shared/bulletin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  icons,
  moreVenues,
  page,
  shellRoutes,
  submitted,
  typedValue,
} from '../../../test/bulletin-test-data.ts';
import { json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { cell, draftServer, measureWideScreen } from '../editor/test-editor.ts';

/**
 * The test bulletin as staff read it, awaiting review: two venues, two days of two slots, sky,
 * maximum temperature and wind direction. (A reviewed one opens on the reader's page, whose map
 * is a tab of its own: reader-view.test.tsx.)
 */
const reviewed: BulletinDetail = {
  ...submitted,
  status: 'submitted',
  actions: [],
  values: [
    ...submitted.values,
    typedValue(12, 0, 'mattina', 1, 'rain'),
    typedValue(12, 0, 'mattina', 2, 4),
    typedValue(11, 1, 'pomeriggio', 1, 'rain'),
    typedValue(11, 1, 'pomeriggio', 2, 8),
    typedValue(11, 1, 'pomeriggio', 3, 'SW'),
  ],
};

const iconSet = [
  ...icons,
  { ...icons[0], id: 91, code: 'rain', name: 'Rain', svg_url: '/api/icons/91/svg/' },
];

function serve(bulletin: BulletinDetail = reviewed, check: unknown = null) {
  return mockFetch({
    ...shellRoutes(null),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/check/`]: () => json(check),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/bulletins/': () => page([]),
    '/api/icons/': () => page(iconSet),
  });
}

async function openMap(bulletin: BulletinDetail = reviewed, label = 'Map of the bulletin’s venues') {
  const view = renderApp(`/bulletin/${bulletin.id}?view=map`);
  expect(await screen.findByRole('heading', { level: 1, name: bulletin.title })).toBeInTheDocument();
  await screen.findByRole('region', { name: label });
  return view;
}

const marker = (name: string | RegExp) => screen.getByRole('button', { name });

describe('bulletin map', () => {
  it('shows a marker per venue with the icon, the numbers and the wind of the first day and slot', async () => {
    serve();
    const { container } = await openMap();
    expect(screen.getByRole('tab', { name: 'Map', selected: true })).toBeInTheDocument();
    const belluno = await screen.findByRole('button', {
      name: 'Belluno: Clear sky, 12.5 °C, Wind direction NE',
    });
    expect(within(belluno).getByRole('img', { name: 'Clear sky' })).toHaveAttribute(
      'src',
      '/api/icons/90/svg/?still=1',
    );
    expect(belluno).toHaveTextContent('12.5 °C');
    // The arrow points where the wind blows to: from the north-east, towards the south-west.
    expect(belluno.querySelector('.grid-direction')).toHaveStyle({ transform: 'rotate(45deg)' });
    const cortina = marker('Cortina d’Ampezzo: Rain, 4.0 °C');
    expect(within(cortina).getByRole('img', { name: 'Rain' })).toBeInTheDocument();
    // Each marker sits on the map, at its venue's place; two venues leave room for every number.
    expect(container.querySelectorAll('.leaflet-marker-pane .bulletin-map-marker')).toHaveLength(2);
    expect(container.querySelector('.map-frame')).not.toHaveClass('bulletin-map-crowded');
  });

  it('shows the values of the day and slot picked, and the numbers picked, kept in the URL', async () => {
    serve();
    const { router, unmount } = await openMap();
    await screen.findByRole('button', { name: /^Belluno: Clear sky/ });
    const days = screen.getByRole('group', { name: 'Day' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sun, Mar 29', 'Mon, Mar 30']);
    await userEvent.click(within(days).getByRole('button', { name: 'Mon, Mar 30' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Time slot' })).getByRole('button', { name: 'Pomeriggio' }),
    );
    expect(marker('Belluno: Rain, 8.0 °C, Wind direction SW')).toBeInTheDocument();
    expect(marker('Cortina d’Ampezzo: –, -3.0 °C')).toBeInTheDocument();

    // Without numbers, the markers show the pictures and the wind alone.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Max temperature' }));
    expect(marker('Belluno: Rain, Wind direction SW')).not.toHaveTextContent('8.0');

    // A link to the page opens the map as it was left.
    const search = router.state.location.search;
    expect(new URLSearchParams(search).get('map_day')).toBe('1');
    unmount();
    renderApp(`/bulletin/${reviewed.id}${search}`);
    expect(
      await screen.findByRole('button', { name: 'Belluno: Rain, Wind direction SW' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pomeriggio', pressed: true })).toBeInTheDocument();
  });

  it('reads a link’s unknown day, slot or numbers as the defaults', async () => {
    serve();
    renderApp(`/bulletin/${reviewed.id}?view=map&map_day=9&map_slot=notte&map_numbers=1,x`);
    expect(await screen.findByRole('button', { name: /^Belluno: Clear sky, 12.5 °C/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sun, Mar 29', pressed: true })).toBeInTheDocument();
  });

  it('takes the table to a venue’s row when its marker is clicked, or pressed with Enter', async () => {
    serve();
    const { router } = await openMap();
    await userEvent.click(await screen.findByRole('button', { name: /^Cortina d’Ampezzo:/ }));
    const table = await screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    expect(screen.getByRole('tab', { name: 'Table', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // The venue's cell of the day and slot shown, in the column of its picture.
    await waitFor(() => expect(table.querySelector('#grid-cell-12-0-mattina-1')).toHaveFocus());

    await userEvent.click(screen.getByRole('tab', { name: 'Map' }));
    const belluno = await screen.findByRole('button', { name: /^Belluno:/ });
    belluno.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('#grid-cell-11-0-mattina-1')).toHaveFocus());
  });

  it('shows the table when a problem of the check is followed while the map is open', async () => {
    const problem = {
      severity: 'error',
      code: 'required_missing',
      message: 't-max is required.',
      cell: { venue_id: 12, day: 1, slot: 'mattina', data_type_id: 2 },
    };
    const check = { revision: 7, passes: false, errors: 1, warnings: 0, problems: [problem] };
    serve({ ...reviewed, status: 'submitted', actions: submitted.actions }, check);
    await openMap();
    const region = await screen.findByRole('region', { name: 'Check' });
    await userEvent.click(within(region).getByRole('link', { name: /^Cortina d’Ampezzo, Mar 30, Mattina/ }));
    expect(screen.getByRole('tab', { name: 'Table', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe('grid-cell-12-1-mattina-2'));
  });

  it('shows a crowded map’s pictures alone from afar, and says how to read the numbers', async () => {
    const crowded = { ...reviewed, composition: { ...reviewed.composition, venues: moreVenues(45) } };
    // A phone's map: jsdom lays nothing out, so Leaflet is told the size it would measure.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    serve(crowded);
    const { container } = await openMap(crowded);
    expect(
      screen.getByText(
        'Many venues: zoom in to read their names and numbers, or point at a marker or move to it with Tab.',
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('.map-frame')).toHaveClass('bulletin-map-crowded');
    // Each marker still says what it shows, here that nothing is forecast yet.
    expect(screen.getByRole('button', { name: 'Venue 0: no values' })).toBeInTheDocument();
  });

  it('lists the venues it cannot place under the map, with their values', async () => {
    const old = {
      ...reviewed,
      composition: {
        ...reviewed.composition,
        venues: reviewed.composition.venues.map((venue) =>
          venue.id === 12 ? { ...venue, latitude: null, longitude: null } : venue,
        ),
      },
    };
    serve(old);
    const { container } = await openMap(old);
    const unplaced = await screen.findByRole('region', {
      name: 'Not on the map: 1 venue with no known place',
    });
    expect(
      within(unplaced).getByRole('button', { name: 'Cortina d’Ampezzo: Rain, 4.0 °C' }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-marker-pane .bulletin-map-marker')).toHaveLength(1);
  });

  it('speaks Italian: tabs, pickers named by Italian dates, markers', async () => {
    await i18n.changeLanguage('it');
    serve();
    await openMap(reviewed, 'Mappa delle località del bollettino');
    expect(screen.getByRole('tab', { name: 'Tabella' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mappa', selected: true })).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'Giorno' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['dom 29 mar', 'lun 30 mar']);
    expect(screen.getByRole('group', { name: 'Fascia oraria' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Numeri mostrati (fino a 3)' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Belluno: Clear sky, 12,5 °C, Wind direction NE' }),
    ).toBeInTheDocument();
  });
});

describe('bulletin map in the editor', () => {
  beforeEach(measureWideScreen);

  it('shows the values as typed, and a click selects the venue’s cell in the spreadsheet', async () => {
    draftServer();
    renderApp('/bulletin/41');
    await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12.5'));
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('21{Enter}');

    await userEvent.click(screen.getByRole('tab', { name: 'Map' }));
    const belluno = await screen.findByRole('button', {
      name: 'Belluno: Clear sky, 21.0 °C, Wind direction NE',
    });
    await userEvent.click(marker(/^Cortina d’Ampezzo:/));
    expect(screen.getByRole('tab', { name: 'Table', selected: true })).toBeInTheDocument();
    // Cortina's row, the first day's morning, its sky.
    await waitFor(() => expect(cell(1, 0)).toHaveFocus());
    expect(belluno).not.toBeInTheDocument();
  });

  it('shows the sheet when a problem of the check is followed while the map is open', async () => {
    draftServer();
    renderApp('/bulletin/41?view=map');
    await screen.findByRole('region', { name: 'Map of the bulletin’s venues' });
    const check = screen.getByRole('region', { name: 'Check' });
    // Belluno's empty second day, said in one line that leads to its first cell.
    const day = await within(check).findByRole('link', {
      name: /^Belluno, Mar 30: \d+ required values are missing\.$/,
    });
    await userEvent.click(day);
    expect(screen.getByRole('tab', { name: 'Table', selected: true })).toBeInTheDocument();
    // Belluno's sky on the second day's morning, after the first day's six columns.
    await waitFor(() => expect(cell(0, 6)).toHaveFocus());
  });
});
