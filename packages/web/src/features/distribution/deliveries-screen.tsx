import { deliveryStates } from '@bora/shared/delivery';
import { canManageOwned } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { useBulletinType } from '../../lib/bulletin-type/get-bulletin-type.ts';
import { useLocalized } from '../../lib/localized.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useTypeDeliveries } from './api/list-type-deliveries.ts';
import { DeliveriesTable } from './components/deliveries-table.tsx';
import { useDeliveryColumns } from './components/delivery-columns.tsx';
import './distribution.css';

/**
 * `/bulletin-types/{id}/deliveries`: what the type's receivers were sent, newest first (tests
 * included), filtered by state and paged in the URL; a row opens on its tries. Its managers only.
 */
export function DeliveriesScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const typeId = Number(id);
  const type = useBulletinType(typeId);
  const viewer = useViewer();
  return (
    <DetailFrame
      query={type}
      title={() => t('distribution.log.title')}
      fallbackTitle={t('distribution.log.title')}
      lead={(loaded) => local.name(loaded)}
      backTo={`/bulletin-types/${typeId}`}
      backLabel={t('distribution.log.back')}
    >
      {(loaded) =>
        viewer.status === 'pending' ? null : canManageOwned(viewer.user, loaded.authority_id) ? (
          <DeliveryLog typeId={typeId} />
        ) : (
          <div className="alert alert-warning" role="status">
            {t('distribution.log.managersOnly')}
          </div>
        )
      }
    </DetailFrame>
  );
}

function DeliveryLog({ typeId }: { typeId: number }) {
  const { t } = useTranslation();
  const params = useListParams({ filters: ['state'] as const });
  const query = useTypeDeliveries(typeId, params.apiQuery);
  const columns = useDeliveryColumns();
  return (
    <div className="card shadow-sm rounded">
      <div className="card-body p-3 p-md-4">
        <div className="list-toolbar">
          <FilterSelect
            label={t('distribution.column.state')}
            value={params.filters.state}
            onChange={(value) => params.setFilter('state', value)}
            allLabel={t('distribution.state.all')}
            options={deliveryStates.map((state) => ({
              value: state,
              label: t(`distribution.state.${state}`),
            }))}
          />
        </div>
        <QueryState query={query}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState text={params.filters.state ? t('ui.state.noMatch') : t('distribution.log.empty')} />
            ) : (
              <div aria-busy={query.isPlaceholderData || undefined}>
                <DeliveriesTable
                  rows={page.results}
                  caption={t('distribution.log.title')}
                  columns={[
                    columns.time,
                    columns.bulletin,
                    columns.receiver,
                    columns.state,
                    columns.answer,
                    columns.next,
                  ]}
                />
                <Pagination
                  page={params.page}
                  pageSize={params.pageSize}
                  count={page.count}
                  onPage={params.setPage}
                  onPageSize={params.setPageSize}
                />
              </div>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
