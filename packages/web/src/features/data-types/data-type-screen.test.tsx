import type { DataType } from '@bora/shared/data-type';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveThenReloadTheirs } from '../../test/conflict.ts';
import { json, mockFetch, versionedObject } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';
import { forecaster, shellRoutes, staff } from '../venues/venues-test-data.ts';

const windSpeed: DataType = {
  id: 5,
  translations: {},
  code: 'wind-speed',
  name: 'Wind speed',
  description: '',
  value_kind: 'integer',
  unit: 'km/h',
  minimum: 0,
  maximum: 250,
  decimals: 0,
  tolerance: null,
  options: [],
  icon_category: null,
  display_order: 50,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function serve(me: typeof staff) {
  mockFetch({
    ...shellRoutes(me),
    '/api/data-types/5/': json(windSpeed),
    '/api/data-types/5/history/': json([]),
  });
}

async function openEditor() {
  serve(staff);
  renderApp('/data-types/5');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit data type' });
}

describe('data type screen', () => {
  it('is read-only for a member, with the preview to try values', async () => {
    serve(forecaster);
    const { queryClient } = renderApp('/data-types/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wind speed' })).toBeInTheDocument();
    await viewerKnown(queryClient, forecaster);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const preview = screen.getByRole('region', { name: 'Preview of the value editor' });
    await userEvent.type(within(preview).getByLabelText('Wind speed'), '300');
    expect(within(preview).getByRole('alert')).toHaveTextContent('At most 250.');
  });

  it('shows the fields the value kind uses, and only those', async () => {
    const form = await openEditor();
    expect(within(form).getByLabelText(/^Unit/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Maximum/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Decimals/)).toBeNull();

    await userEvent.selectOptions(within(form).getByLabelText(/^Value kind/), 'number');
    expect(within(form).getByLabelText(/^Decimals/)).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText(/^Value kind/), 'category');
    expect(within(form).queryByLabelText(/^Unit/)).toBeNull();
    expect(within(form).queryByLabelText(/^Maximum/)).toBeNull();
    expect(within(form).getByRole('group', { name: /Options/ })).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText(/^Value kind/), 'icon');
    expect(within(form).getByLabelText(/^Icon category/)).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: /Options/ })).toBeNull();

    await userEvent.selectOptions(within(form).getByLabelText(/^Value kind/), 'text');
    expect(within(form).queryByLabelText(/^Icon category/)).toBeNull();
    expect(within(form).queryByLabelText(/^Unit/)).toBeNull();
  });

  it('says a minimum above the maximum is wrong, on the maximum, as you type', async () => {
    const form = await openEditor();
    const minimum = within(form).getByLabelText(/^Minimum/);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '300');
    await userEvent.click(within(form).getByLabelText(/^Maximum/));
    await userEvent.tab();
    const maximum = within(form).getByLabelText(/^Maximum/);
    expect(maximum).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The maximum must not be below the minimum.')).toBeInTheDocument();
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '10');
    expect(within(form).queryByText('The maximum must not be below the minimum.')).toBeNull();
  });

  it('asks for at least one option for a category type, and edits the ordered options', async () => {
    const form = await openEditor();
    await userEvent.selectOptions(within(form).getByLabelText(/^Value kind/), 'category');
    // Not flagged before anyone had a chance to add options; saving says what is missing.
    expect(within(form).queryByText('A category type needs at least one option.')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A category type needs at least one option.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
    await userEvent.type(within(form).getByLabelText('Code of option 1'), 'calm');
    await userEvent.type(within(form).getByLabelText('Label of option 1'), 'Calm');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
    await userEvent.type(within(form).getByLabelText('Code of option 2'), 'rough');
    await userEvent.type(within(form).getByLabelText('Label of option 2'), 'Rough');
    expect(within(form).queryByText('A category type needs at least one option.')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Move option 2 up' }));
    expect(within(form).getByLabelText('Code of option 1')).toHaveValue('rough');

    // The preview offers the options being edited, in their order, before anything is saved.
    const preview = screen.getByRole('region', { name: 'Preview of the value editor' });
    expect(
      within(preview)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— none —', 'Rough', 'Calm']);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove option 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove option 1' }));
    expect(await within(form).findByText('A category type needs at least one option.')).toBeInTheDocument();
  });

  it('updates the preview as the bounds change, unsaved', async () => {
    const form = await openEditor();
    const preview = screen.getByRole('region', { name: 'Preview of the value editor' });
    await userEvent.type(within(preview).getByLabelText('Wind speed'), '200');
    expect(within(preview).queryByRole('alert')).toBeNull();
    const maximum = within(form).getByLabelText(/^Maximum/);
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '150');
    expect(within(preview).getByRole('alert')).toHaveTextContent('At most 150.');
  });
});

describe('data type screen when someone else changed the data type meanwhile', () => {
  it('saves on the version it loaded, and on theirs once reloaded', async () => {
    const dataType = versionedObject(windSpeed);
    mockFetch({
      ...shellRoutes(staff),
      '/api/data-types/5/': (url, init) => dataType.answer(url, init),
      '/api/data-types/5/history/': json([]),
    });
    renderApp('/data-types/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit data type' });
    dataType.changeElsewhere({ maximum: 300 });

    await saveThenReloadTheirs(form);
    expect(within(form).getByLabelText(/^Maximum/)).toHaveValue('300');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit data type' })).toBeNull());
    expect(dataType.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('deletes with the version it shows', async () => {
    const dataType = versionedObject(windSpeed);
    mockFetch({
      ...shellRoutes(staff),
      '/api/data-types/5/': (url, init) => dataType.answer(url, init),
      '/api/data-types/5/history/': json([]),
    });
    const { router } = renderApp('/data-types/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-types'));
    expect(dataType.writes).toEqual([{ method: 'DELETE', ifMatch: '"v1"', body: undefined }]);
  });
});
