import type { ListQuery, Page } from '@bora/shared/pagination';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { ValidationFailed } from './errors.ts';

export type Sortable = Record<string, AnyColumn | SQL>;

/**
 * Turns `ordering=name,-updated_at` into ORDER BY terms, refusing unknown fields by name;
 * `id` always comes last so pages are stable.
 */
export function orderingTerms(
  ordering: string | undefined,
  sortable: Sortable,
  fallback: string,
  id: AnyColumn,
): SQL[] {
  const fields = (ordering || fallback)
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const terms = fields.map((field) => {
    const name = field.replace(/^-/, '');
    // Own fields only: `__proto__` or `toString` must be unknown, not Object.prototype's.
    const column = Object.hasOwn(sortable, name) ? sortable[name] : undefined;
    if (!column) {
      throw new ValidationFailed(
        { ordering: [`Unknown field "${name}". Use one of: ${Object.keys(sortable).join(', ')}.`] },
        'The ordering is not valid.',
      );
    }
    return field.startsWith('-') ? desc(column) : asc(column);
  });
  return [...terms, asc(id)];
}

/** A case-insensitive "contains" over the given columns, or undefined without a search. */
export function searchCondition(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const countAll = sql<number>`count(*)::int`;

/** Selected with a page's rows: how many rows the filters select in all, carried by each row. */
export const totalCount = sql<number>`(count(*) over ())::int`;

/**
 * A page read with `totalCount`, as its rows and the total: one query for the two. A page past
 * the end has no row to carry the total; only then is it counted apart (`countRows`).
 */
export async function counted<R extends { total: number }>(
  rows: R[],
  query: ListQuery,
  countRows: () => Promise<number>,
): Promise<{ count: number; rows: Omit<R, 'total'>[] }> {
  const count = rows[0]?.total ?? (query.page > 1 ? await countRows() : 0);
  return { count, rows: rows.map(({ total: _total, ...row }) => row) };
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(table).where(where);
  return row?.n ?? 0;
}

/** Builds the `{count, next, previous, results}` answer, with links that keep the other parameters. */
export function pageOf<T>(url: string, query: ListQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const [path, search = ''] = url.split('?');
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const text = params.toString();
    return `${path}${text ? `?${text}` : ''}`;
  };
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, last)) : null,
    results,
  };
}

export function offsetOf(query: ListQuery): number {
  return (query.page - 1) * query.page_size;
}
