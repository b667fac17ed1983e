import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextOrdering, sortDirection } from '../lib/use-list-params.ts';
import { Icon } from './icon.tsx';

export type Column<T> = {
  /** The field; also the API ordering name when `sortable` (unless `orderBy` says otherwise). */
  key: string;
  label: string;
  sortable?: boolean;
  /** The API ordering field, when it differs from `key`. */
  orderBy?: string;
  /** The cell's content; without it the row's `key` property as text. */
  render?: (row: T) => ReactNode;
  className?: string;
};

/**
 * A cell's column name, shown only where a table becomes cards (on a phone); hidden from assistive
 * technology, which has the column header.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {children}
    </span>
  );
}

type DataTableProps<T> = {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** What the table lists, for assistive technology (visually hidden). */
  caption: string;
  /** The current API ordering, e.g. `name` or `-code`. */
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
  /** Smaller rows, cells aligned to the top (e.g. a history). */
  compact?: boolean;
  /**
   * What a row shows when opened (its details across the whole width, right under it), or null
   * while closed; the row's own button says whether it is open (`aria-expanded`).
   */
  detail?: (row: T) => ReactNode;
};

/**
 * A table whose sortable headers are buttons: the header carries aria-sort, a click sorts by that
 * column ascending, a second click descending. On a phone each row becomes a card (`card-table`):
 * its first cell the card's title, the others labelled with their column, the sort buttons a row.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  ordering = '',
  onOrderingChange,
  compact = false,
  detail,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <table
        className={`table data-table card-table mb-0 ${compact ? 'table-sm align-top' : 'table-hover align-middle'}`}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const field = column.orderBy ?? column.key;
              const direction = column.sortable ? sortDirection(ordering, field) : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  className={`${column.sortable && onOrderingChange ? 'is-sortable' : ''} ${column.className ?? ''}`}
                >
                  {column.sortable && onOrderingChange ? (
                    <button
                      type="button"
                      className="btn btn-link sort-button"
                      onClick={() => onOrderingChange(nextOrdering(ordering, field))}
                      title={t('ui.table.sortBy', { column: column.label })}
                    >
                      {column.label}
                      <Icon
                        name={
                          direction === 'ascending'
                            ? 'it-arrow-up-triangle'
                            : direction === 'descending'
                              ? 'it-arrow-down-triangle'
                              : 'it-expand'
                        }
                        className={`icon-sm ${direction ? 'icon-primary' : 'icon-secondary'}`}
                      />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      <CellLabel>{column.label}</CellLabel>
                      <div className="cell-value">
                        {column.render
                          ? column.render(row)
                          : String((row as Record<string, unknown>)[column.key] ?? '')}
                      </div>
                    </td>
                  ))}
                </tr>
                {opened ? (
                  <tr className="data-table-detail">
                    <td colSpan={columns.length}>{opened}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
