import type { BulletinDetail } from '@bora/shared/bulletin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { callsTo, json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const published: BulletinDetail = { ...submitted, status: 'published', actions: [] };
const observations = [
  { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 11 },
  { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 3, value: 'NE' },
];

function serve(bulletin: BulletinDetail, observed: unknown[] = observations) {
  return mockFetch({
    ...shellRoutes(venetoManager),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    [`/api/bulletins/${bulletin.id}/observations/`]: () => json(observed),
    '/api/icons/': () => page(icons),
  });
}

describe('observations beside a published bulletin', () => {
  it('on asking, show under each forecast what was observed and how far off it was', async () => {
    serve(published);
    const user = userEvent.setup();
    renderApp(`/bulletin/${published.id}`);
    const toggle = await screen.findByRole('checkbox', { name: 'Show what was observed (2 cells)' });
    // On the reader's page, every value is a tab away from the forecast.
    await user.click(screen.getByRole('tab', { name: 'All values' }));
    const grid = await screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    const temperature = grid.querySelector('#grid-cell-11-0-mattina-2') as HTMLElement;
    expect(temperature).not.toHaveTextContent('obs.');
    // Asked for from the forecast, what was observed opens that tab.
    await user.click(screen.getByRole('tab', { name: 'Forecast' }));
    await user.click(toggle);
    expect(screen.getByRole('tab', { name: 'All values' })).toHaveAttribute('aria-selected', 'true');
    // 12.5 forecast, 11 observed.
    expect(temperature).toHaveTextContent('12.5obs. 11.0Δ +1.5');
    const wind = grid.querySelector('#grid-cell-11-0-mattina-3') as HTMLElement;
    expect(within(wind).getByText('right')).toBeInTheDocument();
    // A cell with nothing observed says nothing more.
    expect(grid.querySelector('#grid-cell-12-1-pomeriggio-2')).not.toHaveTextContent('obs.');
  });

  it('offer no switch before anything is observed', async () => {
    const mock = serve(published, []);
    renderApp(`/bulletin/${published.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: published.titles.en })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Show what was observed/ })).not.toBeInTheDocument();
    expect(callsTo(mock, `/api/bulletins/${published.id}/observations/`).length).toBe(1);
  });

  it('are not asked for of a draft or a submitted bulletin', async () => {
    const mock = serve(submitted);
    renderApp(`/bulletin/${submitted.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: submitted.title })).toBeInTheDocument();
    expect(callsTo(mock, `/api/bulletins/${submitted.id}/observations/`)).toHaveLength(0);
  });
});
