import { DEFAULT_PAGE_SIZE } from '@bora/shared/page-size';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListDefaults = {
  pageSize?: number;
  /** The API ordering used when the URL names none, e.g. `code` or `-updated_at`. */
  ordering?: string;
};

export type ListParamsOptions<F extends string = string, M extends string = never> = {
  defaults?: ListDefaults;
  /** The filter names, used as they are both in the URL and in the API query (e.g. `kind`, `is_active`). */
  filters?: readonly F[];
  /** Filters that take several values, repeated in the URL and the API query (`status=draft&status=submitted`). */
  repeatable?: readonly M[];
};

export type ListParams<F extends string = string, M extends string = never> = {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  /** Every declared filter, '' when unset. */
  filters: Record<F, string>;
  /** Every repeatable filter's values, empty when unset. */
  multiFilters: Record<M, string[]>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setOrdering: (ordering: string) => void;
  setFilter: (name: F, value: string) => void;
  setMultiFilter: (name: M, values: string[]) => void;
  /** The query string for the list endpoint (`page=…&page_size=…&search=…&ordering=…&<filters>`). */
  apiQuery: string;
};

function positive(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The URL params with `changes` applied: a value set, or removed when it is ''. */
/** The params with each change applied: '' (or no values) removes a param, a list repeats it. */
function withChanges(current: URLSearchParams, changes: Record<string, string | string[]>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    for (const one of [value].flat()) if (one !== '') next.append(key, one);
  }
  return next;
}

/** `page`, or `page.<list>` for one of several paged lists on a screen (useListPage). */
function isPageParam(key: string): boolean {
  return key === 'page' || key.startsWith('page.');
}

/** What a list's address says: its page, page size, search, ordering and filters, and the API query they make. */
type ListAddress<F extends string, M extends string> = Pick<
  ListParams<F, M>,
  'page' | 'pageSize' | 'search' | 'ordering' | 'filters' | 'multiFilters' | 'apiQuery'
>;

/** Reads a list's state from the URL's search params, with the list's defaults for what they leave out. */
function readListAddress<F extends string, M extends string>(
  searchParams: URLSearchParams,
  options: ListParamsOptions<F, M>,
): ListAddress<F, M> {
  const page = positive(searchParams.get('page'), 1);
  const pageSize = positive(searchParams.get('page_size'), options.defaults?.pageSize ?? DEFAULT_PAGE_SIZE);
  const search = searchParams.get('search') ?? '';
  const ordering = searchParams.get('ordering') ?? options.defaults?.ordering ?? '';
  const filters = Object.fromEntries(
    (options.filters ?? []).map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<F, string>;
  const multiFilters = Object.fromEntries(
    (options.repeatable ?? []).map((name) => [name, searchParams.getAll(name)]),
  ) as Record<M, string[]>;

  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search) query.set('search', search);
  if (ordering) query.set('ordering', ordering);
  for (const [name, value] of Object.entries(filters) as [string, string][]) {
    if (value) query.set(name, value);
  }
  for (const [name, values] of Object.entries(multiFilters) as [string, string[]][]) {
    for (const value of values) query.append(name, value);
  }
  return { page, pageSize, search, ordering, filters, multiFilters, apiQuery: query.toString() };
}

/**
 * The query a list screen sends for the URL's search params (`useListParams`'s `apiQuery`): what a
 * route's loader asks for before the screen is drawn, so that the screen finds it in the cache.
 */
export function listApiQuery<F extends string, M extends string>(
  searchParams: URLSearchParams,
  options: ListParamsOptions<F, M>,
): string {
  return readListAddress(searchParams, options).apiQuery;
}

/**
 * A list's page, page size, search, ordering and filters, kept in the URL's search params so a
 * list can be linked, reloaded and walked with Back. Changing anything but the page returns to page 1.
 */
export function useListParams<F extends string = never, M extends string = never>(
  options: ListParamsOptions<F, M> = {},
): ListParams<F, M> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = options.defaults?.pageSize ?? DEFAULT_PAGE_SIZE;
  const defaultOrdering = options.defaults?.ordering ?? '';
  const address = readListAddress(searchParams, options);

  /** Sets (or, for '' and defaults, removes) URL params; anything but a page returns every list to its first page. */
  const update = useCallback(
    (changes: Record<string, string | string[]>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = withChanges(current, changes);
          if (!Object.keys(changes).some(isPageParam)) {
            for (const key of [...next.keys()]) if (isPageParam(key)) next.delete(key);
          }
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
  const setMultiFilter = useCallback((name: M, values: string[]) => update({ [name]: values }), [update]);

  return {
    ...address,
    setPage,
    setPageSize,
    setSearch,
    setOrdering,
    setFilter,
    setMultiFilter,
  };
}

/**
 * The page and page size of one of several paged lists on a screen (a gallery per icon set), kept
 * in the URL as `page.<list>` and `page_size.<list>` beside the screen's useListParams: a reload or
 * a link shows the same page, and a new search or filter returns every list to its first page.
 */
export function useListPage(list: string, defaultPageSize: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const names = { page: `page.${list}`, pageSize: `page_size.${list}` };
  const page = positive(searchParams.get(names.page), 1);
  const pageSize = positive(searchParams.get(names.pageSize), defaultPageSize);
  const update = (changes: Record<string, string>) =>
    setSearchParams((current) => withChanges(current, changes));
  return {
    page,
    pageSize,
    setPage: (value: number) => update({ [names.page]: value > 1 ? String(value) : '' }),
    setPageSize: (value: number) =>
      update({ [names.pageSize]: value === defaultPageSize ? '' : String(value), [names.page]: '' }),
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
