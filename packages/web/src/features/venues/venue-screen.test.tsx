import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem, versionedObject } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';
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
    const { container, queryClient } = renderApp('/venues/12');
    // The first test also waits for the screen's chunk to load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Venezia' })).toBeInTheDocument();
    expect(screen.getByText('Europe/Rome')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of Venezia' })).toBeInTheDocument();
    // The map puts its markers in an effect once it exists, a moment after the screen shows.
    await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    await viewerKnown(queryClient, forecaster);
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
    expect(latitude).toHaveValue('45.4371');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await userEvent.tab();
    expect(within(form).getByText('Between -90 and 90.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit venue' })).toBeNull();
  });
});

describe('venue screen when someone else changed the venue meanwhile', () => {
  function serveVersioned() {
    const venue = versionedObject(venezia);
    const fetchMock = mockFetch({
      ...shellRoutes(staff),
      '/api/venues/12/': (url, init) => venue.answer(url, init),
      '/api/venues/12/history/': json([]),
    });
    const historyReads = () => callsTo(fetchMock, '/api/venues/12/history/').length;
    return Object.assign(venue, { historyReads });
  }

  it('refuses to overwrite their change, offers their version, and saves on it once reloaded', async () => {
    const venue = serveVersioned();
    renderApp('/venues/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit venue' });
    const notes = within(form).getByLabelText('Notes');
    await userEvent.type(notes, 'Mine');
    venue.changeElsewhere({ notes: 'Theirs', name: 'Venezia Lido' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
    expect(venue.writes).toEqual([
      { method: 'PUT', ifMatch: '"v1"', body: expect.objectContaining({ notes: 'Mine' }) },
    ]);
    expect(venue.current.notes).toBe('Theirs');
    // The keyboard starts from the way on.
    expect(within(alert).getByRole('button', { name: 'Reload their version' })).toHaveFocus();

    // Keeping my changes keeps the form, and saving them is refused again until a reload.
    await userEvent.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(notes).toHaveValue('Mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const again = await within(form).findByRole('alert');
    expect(venue.writes[1]?.ifMatch).toBe('"v1"');

    await userEvent.click(within(again).getByRole('button', { name: 'Reload their version' }));
    expect(again).toHaveTextContent('your changes will be lost');
    expect(within(again).getByRole('button', { name: 'Discard my changes and reload' })).toHaveFocus();
    const historyReads = venue.historyReads();
    await userEvent.click(within(again).getByRole('button', { name: 'Discard my changes and reload' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Their version is shown now.');
    // Its history is read again too, to show what they changed.
    expect(venue.historyReads()).toBeGreaterThan(historyReads);
    expect(within(form).getByLabelText('Notes')).toHaveValue('Theirs');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Venezia Lido');

    await userEvent.type(within(form).getByLabelText('Notes'), ' and mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theirs and mine')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit venue' })).toBeNull();
    expect(venue.writes[2]).toMatchObject({ method: 'PUT', ifMatch: '"v2"' });
    expect(venue.current.notes).toBe('Theirs and mine');
  });

  it('refuses to delete a venue changed since, shows their version, then deletes that one', async () => {
    const venue = serveVersioned();
    const { router } = renderApp('/venues/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    venue.changeElsewhere({ name: 'Venezia Mestre' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was deleted.');
    expect(venue.deleted).toBe(false);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Venezia Mestre' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues'));
    expect(venue.writes.map((w) => w.ifMatch)).toEqual(['"v1"', '"v2"']);
    expect(venue.deleted).toBe(true);
  });
});
