import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error.ts';
import { problemText } from '../lib/problem-text.ts';
import { Icon } from './icon.tsx';
import { Loading } from './loading.tsx';

/** Nothing to show: a sentence that helps (e.g. "No authority matches; try another search"), and maybe an action. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="empty-state text-center py-5" role="status">
      <Icon name="it-info-circle" className="icon-lg icon-secondary mb-2" />
      <p className="mb-3">{text}</p>
      {action}
    </div>
  );
}

/** The words for a failed call: the server's problem in the UI language, else a generic sentence. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return fallback;
    return problemText(error.problem);
  }
  return fallback;
}

/** A failed load, said plainly, with a button that tries again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-3"
      role="alert"
    >
      <span>
        <strong>{t('ui.state.loadFailed')}</strong> {errorText(error, t('errors.network'))}
      </span>
      {onRetry ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          <Icon name="it-refresh" className="icon-sm icon-danger me-1" />
          {t('ui.state.retry')}
        </button>
      ) : null}
    </div>
  );
}

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** A query's three states: a spinner while loading, the error with a retry, otherwise the children with the data. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
