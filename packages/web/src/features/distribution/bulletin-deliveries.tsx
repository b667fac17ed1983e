import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Delivery } from '@bora/shared/delivery';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Icon } from '../../components/icon.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { showError } from '../../lib/show-error.ts';
import { useBulletinDeliveries, useResendDeliveries } from './api/bulletin-deliveries.ts';
import { DeliveriesTable } from './components/deliveries-table.tsx';
import { useDeliveryColumns } from './components/delivery-columns.tsx';
import { useManagesType } from './use-manages-type.ts';
import './distribution.css';

/** Deliveries a manager may want sent again: refused for now, or given up on. */
const unsettled = (delivery: Delivery) => delivery.state === 'failed' || delivery.state === 'dead';

/**
 * A published bulletin's deliveries, for its type's managers only (nobody else even asks for
 * them): each receiver's state and last answer, sent again one by one or all that failed.
 */
export function BulletinDeliveries({ bulletin }: { bulletin: BulletinDetail }) {
  const manages = useManagesType(bulletin.bulletin_type.id);
  if (!manages || !PUBLISHED_STATES.includes(bulletin.status)) return null;
  return <DeliveriesPanel bulletinId={bulletin.id} typeId={bulletin.bulletin_type.id} />;
}

function DeliveriesPanel({ bulletinId, typeId }: { bulletinId: number; typeId: number }) {
  const { t } = useTranslation();
  const query = useBulletinDeliveries(bulletinId);
  const resend = useResendDeliveries(bulletinId);
  const columns = useDeliveryColumns();
  const send = async (deliveries: Delivery[]) => {
    try {
      await resend.mutateAsync(deliveries);
      toast.success(
        deliveries.length === 1
          ? t('distribution.resend.doneOne', { receiver: deliveries[0]?.receiver })
          : t('distribution.resend.doneMany', { count: deliveries.length }),
      );
    } catch (error) {
      showError(error);
    }
  };
  const failed = (query.data ?? []).filter((delivery) => unsettled(delivery) && !delivery.receiver_gone);

  return (
    <SectionCard
      title={t('distribution.bulletin.title')}
      lead={t('distribution.bulletin.lead')}
      className="d-print-none"
      actions={
        failed.length > 0 ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void send(failed)}
            disabled={resend.isPending}
          >
            <Icon name="it-refresh" className="icon-sm icon-white me-1" />
            {t('distribution.resend.allFailed', { count: failed.length })}
          </button>
        ) : null
      }
    >
      <QueryState query={query}>
        {(deliveries) =>
          deliveries.length === 0 ? (
            <EmptyState
              text={t('distribution.bulletin.empty')}
              action={<Link to={`/bulletin-types/${typeId}`}>{t('distribution.bulletin.toChannels')}</Link>}
            />
          ) : (
            <DeliveriesTable
              rows={deliveries}
              caption={t('distribution.bulletin.title')}
              columns={[columns.receiver, columns.event, columns.stateSent, columns.answer, columns.next]}
              actions={{
                key: 'resend',
                label: t('distribution.column.actions'),
                render: (delivery) =>
                  delivery.state === 'pending' || delivery.receiver_gone ? null : (
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm text-nowrap"
                      onClick={() => void send([delivery])}
                      disabled={resend.isPending}
                      aria-label={t('distribution.resend.oneLabel', { receiver: delivery.receiver })}
                    >
                      {t('distribution.resend.one')}
                    </button>
                  ),
              }}
            />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
