import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

type PaginationProps = {
  page: number;
  pageSize: number;
  /** How many items the whole list holds. */
  count: number;
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
  pageSizes?: readonly number[];
};

/** The pages around the current one, with the first and the last; null marks a gap. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Bootstrap Italia pagination with the range shown ("1–25 of 80") and a page-size choice. */
export function Pagination({
  page,
  pageSize,
  count,
  onPage,
  onPageSize,
  pageSizes = PAGE_SIZES,
}: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <div className="list-pagination d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
      <p className="mb-0 text-secondary" aria-live="polite">
        {t('ui.pagination.range', { from, to, count })}
      </p>
      {last > 1 ? (
        <nav className="pagination-wrapper mb-0" aria-label={t('ui.pagination.label')}>
          <ul className="pagination mb-0">
            <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <Icon name="it-chevron-left" className="icon-primary" />
                <span className="visually-hidden">{t('ui.pagination.previous')}</span>
              </button>
            </li>
            {pageWindow(page, last).map((p, index) =>
              p === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                <li key={`gap-${index}`} className="page-item">
                  <span className="page-link" aria-hidden="true">
                    …
                  </span>
                </li>
              ) : (
                <li key={p} className="page-item">
                  <button
                    type="button"
                    className="page-link"
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('ui.pagination.page', { page: p })}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
            <li className={`page-item${page >= last ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                disabled={page >= last}
                onClick={() => onPage(page + 1)}
              >
                <Icon name="it-chevron-right" className="icon-primary" />
                <span className="visually-hidden">{t('ui.pagination.next')}</span>
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
      {onPageSize ? (
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={sizeId} className="mb-0 text-nowrap">
            {t('ui.pagination.pageSize')}
          </label>
          <select
            id={sizeId}
            className="form-select form-select-sm w-auto"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
