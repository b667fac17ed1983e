import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster, shellRoutes, staff, venezia } from './venues-test-data.ts';

const used =
  'Venezia is used by the bulletin type Veneto daily (veneto-daily): deactivate it instead of deleting it.';

function serve(me: typeof staff) {
  return mockFetch({
    ...shellRoutes(me),
    '/api/venues/12/': () => json(venezia),
    '/api/venues/12/history/': json([]),
  });
}

describe('venue screen', () => {
  it('shows the fields and the map, with no edit controls for a member', async () => {
    serve(forecaster);
    const { container } = renderApp('/venues/12');
    // The first test also waits for the screen's chunk to load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Venezia' })).toBeInTheDocument();
    expect(screen.getByText('Europe/Rome')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of Venezia' })).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows why a venue in use cannot be deleted', async () => {
    const fetchMock = serve(staff);
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/venues/12/' && init?.method === 'DELETE') return problem(409, used);
      if (path === '/api/venues/12/') return json(venezia);
      if (path === '/api/venues/12/history/') return json([]);
      if (path === '/api/users/me/') return json(staff);
      return json([]);
    });
    renderApp('/venues/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(used);
  });

  it('edits in place with the coordinates checked as you type', async () => {
    serve(staff);
    renderApp('/venues/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit venue' });
    const latitude = within(form).getByLabelText(/^Latitude/);
    expect(latitude).toHaveValue(45.4371);
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await userEvent.tab();
    expect(within(form).getByText('Between -90 and 90.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit venue' })).toBeNull();
  });
});
