import type { BulletinDetail } from '@bora/shared/bulletin';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  icons,
  moreVenues,
  page,
  shellRoutes,
  submitted,
  venetoManager,
} from '../../test/bulletin-test-data.ts';
import { json, mockFetch, versioned } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { PRINT_COLUMNS_EM, PRINT_VENUE_EM } from '../documents/print-columns.ts';
import { cell, draftServer, measureWideScreen, openEditor } from './editor/test-editor.ts';

function serve(bulletin: BulletinDetail) {
  return mockFetch({
    ...shellRoutes(venetoManager),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/check/`]: () =>
      json({ revision: bulletin.revision, passes: true, errors: 0, warnings: 0, problems: [] }),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
  });
}

async function openBulletin(bulletin: BulletinDetail) {
  renderApp(`/bulletin/${bulletin.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: bulletin.title })).toBeInTheDocument();
}

/** What the browser does before it lays out the pages to print (and after). */
const print = () => act(() => void fireEvent(window, new Event('beforeprint')));
const afterPrint = () => act(() => void fireEvent(window, new Event('afterprint')));

const gridTables = () => screen.getAllByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });

/** Every venue × day × slot × data type of a composition, as `venue/day/slot/type` keys. */
function everyCell(bulletin: BulletinDetail): string[] {
  const { composition } = bulletin;
  return composition.venues.flatMap((venue) =>
    Array.from({ length: composition.days }, (_, day) =>
      composition.slots.flatMap((slot) =>
        composition.data_types.map((type) => `${venue.id}/${day}/${slot.code}/${type.id}`),
      ),
    ).flat(),
  );
}

/** The cells of the printed tables, by the headers they are tied to, each in the cell's own table. */
function printedCells(tables: HTMLElement[]): string[] {
  return tables.flatMap((table) => {
    const own = new Set([...table.querySelectorAll('th[id]')].map((th) => th.id));
    return [...table.querySelectorAll('td')].map((td) => {
      const headers = (td.getAttribute('headers') ?? '').split(' ');
      expect(headers.filter((id) => !own.has(id))).toEqual([]);
      const [venue = '', , slotId = '', typeId = ''] = headers;
      const [, venueId] = /grid-venue-(\d+)/.exec(venue) ?? [];
      const [, day, slot] = /grid-day-(\d+)-slot-([^-]+)/.exec(slotId) ?? [];
      const [, type] = /-type-(\d+)/.exec(typeId) ?? [];
      return `${venueId}/${day}/${slot}/${type}`;
    });
  });
}

/** A composition wider than a page: every day's slots with ten data types. */
function wide(bulletin: BulletinDetail): BulletinDetail {
  const [first] = bulletin.composition.data_types;
  if (!first) throw new Error('no data type');
  const data_types = Array.from({ length: 10 }, (_, i) => ({
    ...first,
    id: 100 + i,
    code: `type-${i}`,
    name: `Probabilità di precipitazione ${i}`,
    unit: '%',
    value_kind: 'integer' as const,
  }));
  return { ...bulletin, composition: { ...bulletin.composition, data_types } };
}

describe('bulletin screen on paper', () => {
  it('prints every day of a grid shown a day at a time, every cell once, tied to headers of its own table', async () => {
    // 76 venues × 2 days × 2 slots × 10 data types: more than 3 000 cells, read a day at a time.
    const many = moreVenues(74);
    const wider = wide(submitted);
    const large = {
      ...wider,
      composition: { ...wider.composition, venues: [...wider.composition.venues, ...many] },
    };
    serve(large);
    await openBulletin(large);
    expect(gridTables()).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Days shown' })).toBeInTheDocument();

    await print();
    const tables = gridTables();
    expect(printedCells(tables).sort()).toEqual(everyCell(large).sort());
    // Nothing scrolls on paper, and there is no day to pick.
    expect(screen.queryByRole('region', { name: /Bollettino montagna Veneto/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Days shown' })).toBeNull();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    await afterPrint();
    expect(gridTables()).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Days shown' })).toBeInTheDocument();
  });

  it('cuts a grid wider than the page into tables that fit it, each with the venue column and the three header rows', async () => {
    const bulletin = wide(submitted);
    serve(bulletin);
    await openBulletin(bulletin);
    await print();
    const tables = gridTables();
    expect(tables.length).toBeGreaterThan(1);
    expect(tables[1]).toHaveAccessibleName(/part 2 of \d/);
    expect(printedCells(tables).sort()).toEqual(everyCell(bulletin).sort());
    for (const table of tables) {
      const rows = within(table).getAllByRole('row');
      expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')[0]).toHaveTextContent('Venue');
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['Bellunobelluno · Veneto', 'Cortina d’Ampezzocortina · Veneto']);
      // No wider than a page, whatever the paper: its columns share out its width.
      const ems = Number.parseFloat(table.style.getPropertyValue('--print-width'));
      expect(ems).toBeGreaterThan(PRINT_VENUE_EM);
      expect(ems).toBeLessThanOrEqual(PRINT_VENUE_EM + PRINT_COLUMNS_EM);
      const shares = [...table.querySelectorAll('col')].map((col) => Number.parseFloat(col.style.width));
      expect(shares).toHaveLength(within(table).getAllByRole('cell').length / 2 + 1);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
    }
  });

  it('prints the grid, not the map, when the map is the tab open', async () => {
    serve(submitted);
    renderApp(`/bulletin/${submitted.id}?view=map`);
    await screen.findByRole('region', { name: 'Map of the bulletin’s venues' });
    await print();
    // Drawn in the table's tab, which bulletin-print.css shows on paper whichever tab is open.
    const tables = gridTables();
    expect(printedCells(tables).sort()).toEqual(everyCell(submitted).sort());
    for (const table of tables) expect(table.closest('.bulletin-views-table')).not.toBeNull();
    await afterPrint();
  });

  it('prints a draft open in the editor whole, with what its sheet holds now', async () => {
    measureWideScreen();
    draftServer();
    await openEditor();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('9{Enter}');
    await print();
    const tables = gridTables();
    expect(printedCells(tables).sort()).toEqual(everyCell(submitted).sort());
    expect(within(tables[0] as HTMLElement).getByRole('cell', { name: '9.0' })).toBeInTheDocument();
    await afterPrint();
    expect(screen.queryAllByRole('table', { name: /Bollettino montagna Veneto of/ })).toHaveLength(0);
  });
});
