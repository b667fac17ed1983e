import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedQueryOptions } from '../lib/paged-query.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { callsTo, json, mockFetch, problem } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ListScreen } from './list-screen.tsx';

const thing = z.object({ id: z.number(), code: z.string(), name: z.string() });
type Thing = z.infer<typeof thing>;

function ThingsScreen() {
  const params = useListParams({ defaults: { ordering: 'code' }, filters: ['kind'] });
  const query = useQuery(pagedQueryOptions(['things'], '/api/things/', thing, params.apiQuery));
  return (
    <ListScreen<Thing, 'kind'>
      title="Things"
      params={params}
      query={query}
      searchLabel="Search things"
      filters={
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={params.filters.kind}
          onChange={(value) => params.setFilter('kind', value)}
          options={[{ value: 'big', label: 'Big' }]}
        />
      }
      columns={[
        { key: 'code', label: 'Code', sortable: true },
        { key: 'name', label: 'Name', sortable: true, render: (row) => <strong>{row.name}</strong> },
      ]}
      rowKey={(row) => row.id}
      emptyText="No things yet."
    />
  );
}

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, code: `t${i + 1}`, name: `Thing ${i + 1}` }));
const page = (results: Thing[], count = results.length) =>
  json({ count, next: null, previous: null, results });

function lastQuery(fetchMock: ReturnType<typeof mockFetch>) {
  const calls = callsTo(fetchMock, '/api/things/');
  return new URL(String(calls.at(-1)?.[0]), 'http://localhost').searchParams;
}

describe('ListScreen with useListParams', () => {
  it('reads page, search, ordering and filters from the URL and asks the API for them', async () => {
    const fetchMock = mockFetch({ '/api/things/': () => page(rows(3), 60) });
    renderWithProviders(<ThingsScreen />, '/things?page=2&search=ve&ordering=-name&kind=big');
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    const query = lastQuery(fetchMock);
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      page_size: '25',
      search: 've',
      ordering: '-name',
      kind: 'big',
    });
    expect(screen.getByLabelText('Search things')).toHaveValue('ve');
    expect(screen.getByLabelText('Kind')).toHaveValue('big');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Code/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
  });

  it('writes sorting, search, filters and page back into the URL, back to page 1 on a change', async () => {
    const fetchMock = mockFetch({ '/api/things/': () => page(rows(3), 60) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ThingsScreen />, '/things?page=2');
    await screen.findByText('Thing 1');
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Code/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-code'));
    expect(lastQuery(fetchMock).get('ordering')).toBe('-code');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'));

    await user.selectOptions(screen.getByLabelText('Kind'), 'big');
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-code&kind=big'));

    await user.type(screen.getByLabelText('Search things'), 'abc');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('abc'));
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('abc'));

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(lastQuery(fetchMock).get('page_size')).toBe('50'));
  });

  it('tells an empty list from a search that matches nothing', async () => {
    mockFetch({ '/api/things/': () => page([]) });
    renderWithProviders(<ThingsScreen />, '/things');
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says nothing matches when a filter is on', async () => {
    mockFetch({ '/api/things/': () => page([]) });
    renderWithProviders(<ThingsScreen />, '/things?kind=big');
    expect(await screen.findByText(/Nothing matches this search/)).toBeInTheDocument();
  });

  it('shows a failure with its detail and loads again on retry', async () => {
    let fail = true;
    mockFetch({ '/api/things/': () => (fail ? problem(500, 'The database is down.') : page(rows(1))) });
    const user = userEvent.setup();
    renderWithProviders(<ThingsScreen />, '/things');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is down.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
  });
});
