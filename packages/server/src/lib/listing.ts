import type { ListQuery, Page } from '@bora/shared/pagination';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
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
