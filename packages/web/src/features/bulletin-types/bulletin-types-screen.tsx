import type { BulletinType } from '@bora/shared/bulletin-type';
import { isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterSelect, yesNoOptions } from '../../components/filter-select.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useAuthorityChoices } from '../../lib/authority-choices.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useIconSetChoices } from './api/composition-choices.ts';
import { useBulletinTypes } from './api/list-bulletin-types.ts';
import { BULLETIN_TYPE_LIST } from './api/route-reads.ts';
import { CreateBulletinTypeDialog } from './components/create-bulletin-type-dialog.tsx';
import './bulletin-types.css';
import { useLocalized } from '../../lib/localized.ts';

/** The bulletin types: search, filter by authority (or national), active and icon set, sort; create for whoever may. */
export function BulletinTypesScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const me = useViewer().user;
  const params = useListParams(BULLETIN_TYPE_LIST);
  const query = useBulletinTypes(params.apiQuery);
  const authorities = useAuthorityChoices();
  const iconSets = useIconSetChoices();
  const [creating, setCreating] = useUrlFlag('new');
  const canCreate = isStaff(me) || (managedAuthorityIds(me)?.length ?? 0) > 0;

  const columns: Column<BulletinType>[] = [
    { key: 'code', label: t('bulletinTypes.field.code'), sortable: true, className: 'font-monospace' },
    {
      key: 'name',
      label: t('bulletinTypes.field.name'),
      sortable: true,
      render: (type) => <Link to={`/bulletin-types/${type.id}`}>{local.name(type)}</Link>,
    },
    {
      key: 'authority',
      label: t('bulletinTypes.field.owner'),
      render: (type) => type.authority?.name ?? t('bulletinTypes.national'),
    },
    {
      key: 'horizon_days',
      label: t('bulletinTypes.field.horizon'),
      sortable: true,
      render: (type) => t('bulletinTypes.days', { count: type.horizon_days }),
    },
    {
      key: 'composition',
      label: t('bulletinTypes.composition'),
      render: (type) =>
        t('bulletinTypes.compositionSummary', {
          venues: type.venue_ids.length,
          slots: type.slots.length,
          dataTypes: type.data_types.length,
        }),
    },
    {
      key: 'active',
      label: t('bulletinTypes.field.active'),
      render: (type) =>
        type.active ? (
          <span className="badge bg-success">{t('common.yes')}</span>
        ) : (
          <span className="badge bg-secondary">{t('common.no')}</span>
        ),
    },
  ];

  return (
    <ListScreen
      title={t('screens.bulletinTypes')}
      lead={t('bulletinTypes.lead')}
      actions={
        canCreate ? (
          <CreateButton onClick={() => setCreating(true)} label={t('bulletinTypes.create')} />
        ) : null
      }
      params={params}
      query={query}
      searchLabel={t('bulletinTypes.search')}
      filters={
        <>
          <FilterSelect
            label={t('bulletinTypes.field.owner')}
            allLabel={t('bulletinTypes.filters.allAuthorities')}
            value={params.filters.authority}
            onChange={(value) => params.setFilter('authority', value)}
            options={[
              { value: 'national', label: t('bulletinTypes.national') },
              ...(authorities.data ?? [])
                .filter((a) => a.kind !== 'national')
                .map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          <FilterSelect
            label={t('bulletinTypes.field.active')}
            allLabel={t('ui.filter.all')}
            value={params.filters.active}
            onChange={(value) => params.setFilter('active', value)}
            options={yesNoOptions(t('common.yes'), t('common.no'))}
          />
          <FilterSelect
            label={t('bulletinTypes.field.iconSet')}
            allLabel={t('bulletinTypes.filters.allIconSets')}
            value={params.filters.icon_set}
            onChange={(value) => params.setFilter('icon_set', value)}
            options={(iconSets.data ?? []).map((s) => ({ value: String(s.id), label: local.name(s) }))}
          />
        </>
      }
      columns={columns}
      rowKey={(type) => type.id}
      caption={t('screens.bulletinTypes')}
      emptyText={t('bulletinTypes.empty')}
    >
      {canCreate && creating ? <CreateBulletinTypeDialog show onHide={() => setCreating(false)} /> : null}
    </ListScreen>
  );
}
