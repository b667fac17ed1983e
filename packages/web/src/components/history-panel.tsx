import { type HistoryEntry, historyEntrySchema } from '@bora/shared/audit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { useDateFormat } from '../lib/use-date-format.ts';
import { DataTable } from './data-table.tsx';
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
  const changes = (entry: HistoryEntry) =>
    entry.action === 'update' && entry.changed.length ? (
      <ul className="list-unstyled mb-0">
        {entry.changed.map((name) => (
          <li key={name}>
            <span className="fw-semibold">{words.label(name)}</span>:{' '}
            <span className="history-before">{words.value(name, field(entry.before, name))}</span>
            {' → '}
            <span className="history-after">{words.value(name, field(entry.after, name))}</span>
          </li>
        ))}
      </ul>
    ) : (
      '—'
    );

  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="history-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="history-title" className="h4 mb-3">
          {t('ui.history.title')}
        </h2>
        <QueryState query={query}>
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState text={t('ui.history.empty')} />
            ) : (
              <DataTable
                compact
                caption={t('ui.history.title')}
                rows={entries}
                rowKey={(entry) => entry.id}
                columns={[
                  {
                    key: 'at',
                    label: t('ui.history.when'),
                    className: 'text-nowrap',
                    render: (entry) => formatDate(entry.at),
                  },
                  { key: 'actor', label: t('ui.history.who'), render: (entry) => entry.actor || '—' },
                  {
                    key: 'action',
                    label: t('ui.history.action'),
                    render: (entry) => t(`ui.history.actions.${entry.action}`),
                  },
                  { key: 'changed', label: t('ui.history.changes'), render: changes },
                ]}
              />
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
