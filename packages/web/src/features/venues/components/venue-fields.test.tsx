import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, problem } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { page, shellRoutes, staff } from '../venues-test-data.ts';

async function openNewVenue() {
  renderApp('/venues?new');
  // Waits for the screen's chunk too, slow on the first load.
  return screen.findByRole('dialog', { name: 'New venue' });
}

describe('venue form', () => {
  it('says a latitude of 95 is out of range, on the field, as you type', async () => {
    mockFetch({ ...shellRoutes(staff), '/api/venues/': () => page([]) });
    const dialog = await openNewVenue();
    const latitude = within(dialog).getByLabelText(/^Latitude/);
    await userEvent.type(latitude, '95');
    await userEvent.tab();
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Between -90 and 90.')).toBeInTheDocument();
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '45.5');
    expect(within(dialog).queryByText('Between -90 and 90.')).toBeNull();
  });

  it('warns, without refusing, about coordinates outside Italy', async () => {
    mockFetch({ ...shellRoutes(staff), '/api/venues/': () => page([]) });
    const dialog = await openNewVenue();
    await userEvent.type(within(dialog).getByLabelText(/^Latitude/), '48.85');
    await userEvent.type(within(dialog).getByLabelText(/^Longitude/), '2.35');
    expect(await within(dialog).findByText(/outside Italy/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Latitude/)).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(within(dialog).getByLabelText(/^Latitude/));
    await userEvent.type(within(dialog).getByLabelText(/^Latitude/), '45.4');
    await userEvent.clear(within(dialog).getByLabelText(/^Longitude/));
    await userEvent.type(within(dialog).getByLabelText(/^Longitude/), '12.3');
    expect(within(dialog).queryByText(/outside Italy/)).toBeNull();
  });

  it('puts a server problem on the field it names', async () => {
    mockFetch({
      ...shellRoutes(staff),
      '/api/venues/': (() => {
        let calls = 0;
        return () =>
          calls++ === 0
            ? page([])
            : problem(400, 'Check the fields.', { code: ['This code is already used.'] });
      })(),
    });
    const dialog = await openNewVenue();
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'venezia');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Venezia');
    await userEvent.type(within(dialog).getByLabelText(/^Latitude/), '45.4');
    await userEvent.type(within(dialog).getByLabelText(/^Longitude/), '12.3');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Responsible authority/), 'ARPA Veneto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This code is already used.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'New venue' })).toBeInTheDocument();
  });
});
