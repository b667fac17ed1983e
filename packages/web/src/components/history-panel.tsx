import { type HistoryEntry, historyEntrySchema } from '@bora/shared/audit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { useDateFormat } from '../lib/use-date-format.ts';
import { DataTable } from './data-table.tsx';
import { historyLabels } from './history-labels.ts';
import { EmptyState, QueryState } from './query-states.tsx';
import { SectionCard } from './section-card.tsx';

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
    <HistoryFrame>
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState text={t('ui.history.empty')} />
          ) : (
            <HistoryTable
              rows={entries}
              who={(entry) => (entry.by_system ? t('ui.history.bySystem') : entry.actor || '—')}
              action={(entry) => t(`ui.history.actions.${entry.action}`)}
              changes={changes}
            />
          )
        }
      </QueryState>
    </HistoryFrame>
  );
}

/** The card every history sits in, titled "History". */
export function HistoryFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <SectionCard title={t('ui.history.title')}>{children}</SectionCard>;
}

type HistoryTableProps<T extends { id: number; at: string }> = {
  rows: T[];
  who: (row: T) => string;
  action: (row: T) => ReactNode;
  changes: (row: T) => ReactNode;
};

/** A history's rows, newest first: when, who, what was done, and what it changed. */
export function HistoryTable<T extends { id: number; at: string }>({
  rows,
  who,
  action,
  changes,
}: HistoryTableProps<T>) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <DataTable
      compact
      caption={t('ui.history.title')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'at',
          label: t('ui.history.when'),
          className: 'text-nowrap',
          render: (row) => formatDate(row.at),
        },
        { key: 'actor', label: t('ui.history.who'), render: who },
        { key: 'action', label: t('ui.history.action'), render: action },
        { key: 'changes', label: t('ui.history.changes'), render: changes },
      ]}
    />
  );
}
