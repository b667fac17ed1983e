import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../test/fetch-mock.ts';
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
});
