import type { Page } from '@bora/shared/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../lib/use-list-params.ts';
import { type Column, DataTable } from './data-table.tsx';
import { PageTitle } from './page-title.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyState, QueryState } from './query-states.tsx';
import { SearchBox } from './search-box.tsx';

type ListScreenProps<T, F extends string, M extends string> = {
  title: string;
  lead?: string;
  /** Beside the title: e.g. the Create button, shown only to whoever may create. */
  actions?: ReactNode;
  params: ListParams<F, M>;
  query: UseQueryResult<Page<T>>;
  /** The search box's label; a list its endpoint cannot search has none. */
  searchLabel?: string;
  /** FilterSelects (or other controls) beside the search box. */
  filters?: ReactNode;
  columns?: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Another view of a page's rows instead of the table (e.g. a gallery). */
  renderRows?: (rows: T[]) => ReactNode;
  /** What the list holds, for the table's caption. */
  caption?: string;
  /** Said when the list is empty and no search or filter applies. */
  emptyText: string;
  /** Said when a search or filter leaves nothing; defaults to a generic "nothing matches". */
  noMatchText?: string;
  /** Anything else the screen needs on the page, e.g. its create dialog. */
  children?: ReactNode;
};

/**
 * A whole list screen: title and actions, search and filters, the table with sortable headers,
 * pagination, and the loading / empty / error states; all its state lives in the URL (useListParams).
 */
export function ListScreen<T, F extends string, M extends string = never>(props: ListScreenProps<T, F, M>) {
  const { t } = useTranslation();
  const { params, query } = props;
  const narrowed =
    params.search !== '' ||
    Object.values<string>(params.filters).some(Boolean) ||
    Object.values<string[]>(params.multiFilters).some((values) => values.length > 0);
  return (
    <section>
      <PageTitle title={props.title} lead={props.lead} actions={props.actions} />
      <div className="card shadow-sm rounded">
        <div className="card-body p-3 p-md-4">
          <div className="list-toolbar">
            {props.searchLabel ? (
              <SearchBox label={props.searchLabel} value={params.search} onSearch={params.setSearch} />
            ) : null}
            {props.filters}
          </div>
          <QueryState query={query}>
            {(page) =>
              page.results.length === 0 ? (
                <EmptyState
                  text={narrowed ? (props.noMatchText ?? t('ui.state.noMatch')) : props.emptyText}
                />
              ) : (
                <div aria-busy={query.isPlaceholderData || undefined}>
                  {props.renderRows ? (
                    props.renderRows(page.results)
                  ) : (
                    <DataTable
                      columns={props.columns ?? []}
                      rows={page.results}
                      rowKey={props.rowKey}
                      caption={props.caption ?? props.title}
                      ordering={params.ordering}
                      onOrderingChange={params.setOrdering}
                    />
                  )}
                  <Pagination
                    page={params.page}
                    pageSize={params.pageSize}
                    count={page.count}
                    onPage={params.setPage}
                    onPageSize={params.setPageSize}
                  />
                </div>
              )
            }
          </QueryState>
        </div>
      </div>
      {props.children}
    </section>
  );
}
