import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-error.ts';
import { Icon } from './icon.tsx';
import { Loading } from './loading.tsx';
import { PageTitle } from './page-title.tsx';
import { ErrorState } from './query-states.tsx';

type DetailFrameProps<T> = {
  query: UseQueryResult<T>;
  /** The heading once the object is loaded (e.g. its name). */
  title: (data: T) => string;
  /** The heading while loading or when the object cannot be shown (e.g. "Authority"). */
  fallbackTitle: string;
  lead?: (data: T) => string | undefined;
  /** The list this object belongs to. */
  backTo: string;
  backLabel: string;
  /** Buttons beside the title (Edit, Delete…), only for whoever may use them. */
  actions?: (data: T) => ReactNode;
  /** What comes above the title once loaded (e.g. the line a printed page starts with). */
  above?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A detail screen's frame: a back link to the list, the title with the allowed actions, and the
 * object's content, with a spinner while loading, "not found" for a 404 and a retry for other failures.
 */
export function DetailFrame<T>(props: DetailFrameProps<T>) {
  const { t } = useTranslation();
  const { query } = props;
  const back = (
    <Link to={props.backTo} className="back-link d-inline-flex align-items-center gap-1 mb-3">
      <Icon name="it-arrow-left" className="icon-sm icon-primary" />
      {props.backLabel}
    </Link>
  );
  if (query.isPending || query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section>
        {back}
        <PageTitle title={props.fallbackTitle} />
        {query.isPending ? (
          <Loading />
        ) : notFound ? (
          <div className="alert alert-warning" role="status">
            {t('ui.detail.notFound')}
          </div>
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const data = query.data;
  return (
    <section>
      {back}
      {props.above?.(data)}
      <PageTitle title={props.title(data)} lead={props.lead?.(data)} actions={props.actions?.(data)} />
      {props.children(data)}
    </section>
  );
}

/** The Edit button of edit-in-place. */
export function EditButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      <Icon name="it-pencil" className="icon-sm icon-white me-1" />
      {label ?? t('ui.detail.edit')}
    </button>
  );
}

export type FieldItem = { label: string; value: ReactNode };

/** The read view of an object: label/value pairs; empty values read "—". */
export function FieldList({ items }: { items: FieldItem[] }) {
  return (
    <dl className="field-list mb-0">
      {items.map((item) => (
        <div key={item.label} className="field-list-item">
          <dt>{item.label}</dt>
          <dd>{item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
