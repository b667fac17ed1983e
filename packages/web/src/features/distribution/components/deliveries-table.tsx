import type { Delivery } from '@bora/shared/delivery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Icon } from '../../../components/icon.tsx';
import { AttemptList } from './delivery-columns.tsx';

type DeliveriesTableProps = {
  rows: Delivery[];
  columns: Column<Delivery>[];
  /** A last column of what may be done to a delivery, after its tries. */
  actions?: Column<Delivery>;
  caption: string;
};

/** Deliveries in a table; a row opens to show every try it took. */
export function DeliveriesTable({ rows, columns, actions, caption }: DeliveriesTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tries: Column<Delivery> = {
    key: 'tries',
    label: t('distribution.column.tries'),
    className: 'text-nowrap',
    render: (delivery) => (
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-nowrap"
        aria-expanded={open.has(delivery.id)}
        aria-controls={`delivery-${delivery.id}-tries`}
        onClick={() => toggle(delivery.id)}
      >
        <Icon
          name={open.has(delivery.id) ? 'it-collapse' : 'it-expand'}
          className="icon-sm icon-primary me-1"
        />
        {t('distribution.attempts.count', { count: delivery.attempts.length })}
      </button>
    ),
  };
  return (
    <DataTable
      rows={rows}
      rowKey={(delivery) => delivery.id}
      caption={caption}
      columns={actions ? [...columns, tries, actions] : [...columns, tries]}
      detail={(delivery) =>
        open.has(delivery.id) ? (
          <div id={`delivery-${delivery.id}-tries`}>
            <AttemptList delivery={delivery} />
          </div>
        ) : null
      }
    />
  );
}
