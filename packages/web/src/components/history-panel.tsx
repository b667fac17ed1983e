import { type HistoryEntry, historyEntrySchema } from '@bora/shared/audit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { useDateFormat } from '../lib/use-date-format.ts';
import { historyLabels } from './history-labels.ts';
import { EmptyState, QueryState } from './query-states.tsx';

const historyListSchema = z.array(historyEntrySchema);

type HistoryPanelProps = {
  /** The history endpoint, e.g. `/api/authorities/3/history/`. */
  path: string;
  /**
   * The cache key; put it under the object's own key (e.g. `[...authorityKey(3), 'history']`) so
   * that invalidating the object after a change refreshes its history too.
   */
  queryKey: readonly unknown[];
};

function field(record: unknown, name: string): unknown {
  return record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
}

/** An object's recorded changes, newest first: when, who, what, and each changed field before → after. */
export function HistoryPanel({ path, queryKey }: HistoryPanelProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest<HistoryEntry[]>(path, { schema: historyListSchema, signal }),
  });
  const words = historyLabels(path, t);

  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="history-title">
      <div className="card-body p-4">
        <h2 id="history-title" className="h4 mb-3">
          {t('ui.history.title')}
        </h2>
        <QueryState query={query}>
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState text={t('ui.history.empty')} />
            ) : (
              <div className="table-responsive">
                <table className="table table-sm align-top history-table mb-0">
                  <caption className="visually-hidden">{t('ui.history.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('ui.history.when')}</th>
                      <th scope="col">{t('ui.history.who')}</th>
                      <th scope="col">{t('ui.history.action')}</th>
                      <th scope="col">{t('ui.history.changes')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className="text-nowrap">{formatDate(entry.at)}</td>
                        <td>{entry.actor || '—'}</td>
                        <td>{t(`ui.history.actions.${entry.action}`)}</td>
                        <td>
                          {entry.action === 'update' && entry.changed.length ? (
                            <ul className="list-unstyled mb-0">
                              {entry.changed.map((name) => (
                                <li key={name}>
                                  <span className="fw-semibold">{words.label(name)}</span>:{' '}
                                  <span className="history-before">
                                    {words.value(name, field(entry.before, name))}
                                  </span>
                                  {' → '}
                                  <span className="history-after">
                                    {words.value(name, field(entry.after, name))}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          ) : (
                            '—'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
