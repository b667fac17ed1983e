import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { forecaster, page, shellRoutes, staff } from '../venues/venues-test-data.ts';

const seaState = {
  id: 9,
  code: 'sea-state',
  name: 'Sea state',
  description: '',
  value_kind: 'category',
  unit: '',
  minimum: null,
  maximum: null,
  decimals: null,
  options: [
    { code: '0', label: 'Calm (glassy)' },
    { code: '1', label: 'Calm (rippled)' },
  ],
  icon_category: null,
  display_order: 90,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('data types list', () => {
  it('asks the API for the kind in the URL and sums up each rule', async () => {
    const fetchMock = mockFetch({ ...shellRoutes(forecaster), '/api/data-types/': () => page([seaState]) });
    renderApp('/data-types?value_kind=category&ordering=name');
    const table = await screen.findByRole('table', { name: 'Data types' });
    const row = within(table).getByRole('link', { name: 'Sea state' }).closest('tr');
    expect(row).toHaveTextContent('Category');
    expect(row).toHaveTextContent('2 options');
    const asked = new URL(String(callsTo(fetchMock, '/api/data-types/').at(-1)?.[0]), 'http://x')
      .searchParams;
    expect(asked.get('value_kind')).toBe('category');
    expect(asked.get('ordering')).toBe('name');
    expect(screen.queryByRole('button', { name: 'New data type' })).toBeNull();
  });

  it('offers New data type to staff, with the preview beside the form', async () => {
    mockFetch({ ...shellRoutes(staff), '/api/data-types/': () => page([seaState]) });
    renderApp('/data-types?new');
    const dialog = await screen.findByRole('dialog', { name: 'New data type' });
    expect(within(dialog).getByRole('region', { name: 'Preview of the value editor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New data type' })).toBeInTheDocument();
  });

  it('creates a category type with one click on Create: an error goes as soon as the field is mended', async () => {
    const fetchMock = mockFetch({
      ...shellRoutes(staff),
      '/api/data-types/': (_url, init) =>
        init?.method === 'POST' ? json({ ...seaState, id: 12 }, 201) : page([seaState]),
      '/api/data-types/12/': json({ ...seaState, id: 12 }),
    });
    const user = userEvent.setup();
    renderApp('/data-types?new');
    const dialog = await screen.findByRole('dialog', { name: 'New data type' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'sea-state');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sea state');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Value kind/ }), 'category');
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    const label = within(dialog).getByRole('textbox', { name: 'Label of option 1' });
    expect(await within(dialog).findByText('Enter a label.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code of option 1' }), '0');
    await user.type(label, 'Calm');
    // Still in the field: the message must not outlive what it complained about.
    expect(label).toHaveFocus();
    await waitFor(() => expect(within(dialog).queryByText('Enter a label.')).toBeNull());
    expect(label).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/data-types/').some(([, init]) => init?.method === 'POST')).toBe(true),
    );
  });
});
