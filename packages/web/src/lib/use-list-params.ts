import { DEFAULT_PAGE_SIZE } from '@bora/shared/pagination';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListDefaults = {
  pageSize?: number;
  /** The API ordering used when the URL names none, e.g. `code` or `-updated_at`. */
  ordering?: string;
};

type ListParamsOptions<F extends string> = {
  defaults?: ListDefaults;
  /** The filter names, used as they are both in the URL and in the API query (e.g. `kind`, `is_active`). */
  filters?: readonly F[];
};

export type ListParams<F extends string = string> = {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  /** Every declared filter, '' when unset. */
  filters: Record<F, string>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setOrdering: (ordering: string) => void;
  setFilter: (name: F, value: string) => void;
  /** The query string for the list endpoint (`page=…&page_size=…&search=…&ordering=…&<filters>`). */
  apiQuery: string;
};

function positive(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A list's page, page size, search, ordering and filters, kept in the URL's search params so a
 * list can be linked, reloaded and walked with Back. Changing anything but the page returns to page 1.
 */
export function useListParams<F extends string = never>(options: ListParamsOptions<F> = {}): ListParams<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = options.defaults?.pageSize ?? DEFAULT_PAGE_SIZE;
  const defaultOrdering = options.defaults?.ordering ?? '';
  const filterNames = options.filters ?? [];

  const page = positive(searchParams.get('page'), 1);
  const pageSize = positive(searchParams.get('page_size'), defaultPageSize);
  const search = searchParams.get('search') ?? '';
  const ordering = searchParams.get('ordering') ?? defaultOrdering;
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<F, string>;

  /** Sets (or, for '' and defaults, removes) URL params; anything but `page` resets the page. */
  const update = useCallback(
    (changes: Record<string, string>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback((value: number) => update({ page: value > 1 ? String(value) : '' }), [update]);
  const setPageSize = useCallback(
    (value: number) => update({ page_size: value === defaultPageSize ? '' : String(value) }),
    [update, defaultPageSize],
  );
  // Typing replaces the history entry: Back should not step through every keystroke.
  const setSearch = useCallback((value: string) => update({ search: value.trim() }, true), [update]);
  const setOrdering = useCallback(
    (value: string) => update({ ordering: value === defaultOrdering ? '' : value }),
    [update, defaultOrdering],
  );
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);

  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search) query.set('search', search);
  if (ordering) query.set('ordering', ordering);
  for (const [name, value] of Object.entries(filters) as [string, string][]) {
    if (value) query.set(name, value);
  }
  const apiQuery = query.toString();

  return {
    page,
    pageSize,
    search,
    ordering,
    filters,
    setPage,
    setPageSize,
    setSearch,
    setOrdering,
    setFilter,
    apiQuery,
  };
}

/** The ordering after a click on a column's header: ascending first, then it flips. */
export function nextOrdering(current: string, field: string): string {
  const first = current.split(',')[0] ?? '';
  return first === field ? `-${field}` : field;
}

/** How the list is sorted by a field: 'ascending', 'descending' or undefined (not by this one). */
export function sortDirection(ordering: string, field: string): 'ascending' | 'descending' | undefined {
  const first = ordering.split(',')[0] ?? '';
  if (first === field) return 'ascending';
  if (first === `-${field}`) return 'descending';
  return undefined;
}
