import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

function serve() {
  mockFetch({
    ...shellRoutes(venetoManager),
    '/api/bulletins/41/': () => versioned(submitted, '"7"'),
    '/api/bulletins/41/check/': () =>
      json({ revision: 7, passes: true, errors: 0, warnings: 0, problems: [] }),
    '/api/bulletins/41/history/': () => page([]),
    '/api/icons/': () => page(icons),
  });
}

async function openGrid() {
  renderApp('/bulletin/41');
  return screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
}

/** The headers of the table's three header rows, the venue's left out. */
function headerRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(0, 3)
    .map((row) =>
      within(row)
        .getAllByRole('columnheader')
        .map((th) => th.textContent ?? '')
        .filter((text) => text !== 'Venue'),
    );
}

function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 575.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the columns a read grid shows', () => {
  it('hides a data type and a slot a reader unticks, and shows all again', async () => {
    screenWidth(false);
    serve();
    const table = await openGrid();
    await userEvent.click(screen.getByRole('button', { name: /^Columns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wind direction' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pomeriggio' }));
    expect(headerRows(table)).toEqual([
      ['Sun, Mar 29', 'Mon, Mar 30'],
      ['Mattina', 'Mattina'],
      ['Sky', 'Max temperature (°C)', 'Sky', 'Max temperature (°C)'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(headerRows(table)[2]).toHaveLength(12);
  });

  it('shows a phone one day and one slot, picked beside the table', async () => {
    screenWidth(true);
    serve();
    const table = await openGrid();
    expect(headerRows(table)).toEqual([
      ['Sun, Mar 29'],
      ['Mattina'],
      ['Sky', 'Max temperature (°C)', 'Wind direction'],
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day shown' }), 'Mon, Mar 30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time slot shown' }), 'Pomeriggio');
    expect(headerRows(table).slice(0, 2)).toEqual([['Mon, Mar 30'], ['Pomeriggio']]);
  });
});
