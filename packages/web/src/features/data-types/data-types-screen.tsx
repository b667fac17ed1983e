import { type DataType, valueKinds } from '@bora/shared/data-type';
import { canManageDataTypes } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterSelect, yesNoOptions } from '../../components/filter-select.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useDataTypes } from './api/get-data-types.ts';
import { DATA_TYPE_LIST } from './api/route-reads.ts';
import { DataTypeCreateDialog } from './components/data-type-create-dialog.tsx';
import { ruleSummary } from './components/rule-summary.ts';

type Filter = (typeof DATA_TYPE_LIST.filters)[number];

export function DataTypesScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const viewer = useViewer().user;
  const params = useListParams<Filter>(DATA_TYPE_LIST);
  const query = useDataTypes(params.apiQuery);
  const [creating, setCreating] = useUrlFlag('new');
  const canCreate = canManageDataTypes(viewer);

  const columns: Column<DataType>[] = [
    {
      key: 'display_order',
      label: t('dataTypes.field.display_order_short'),
      sortable: true,
      className: 'text-end',
    },
    {
      key: 'name',
      label: t('dataTypes.field.name'),
      sortable: true,
      render: (d) => <Link to={`/data-types/${d.id}`}>{local.name(d)}</Link>,
    },
    { key: 'code', label: t('dataTypes.field.code'), sortable: true, className: 'font-monospace' },
    {
      key: 'value_kind',
      label: t('dataTypes.field.value_kind'),
      sortable: true,
      render: (d) => t(`dataTypes.kind.${d.value_kind}`),
    },
    { key: 'rule', label: t('dataTypes.rule'), render: (d) => ruleSummary(d, t) || '—' },
    {
      key: 'active',
      label: t('dataTypes.field.active'),
      render: (d) =>
        d.active ? (
          <span className="badge bg-success">{t('dataTypes.active')}</span>
        ) : (
          <span className="badge bg-secondary">{t('dataTypes.inactive')}</span>
        ),
    },
  ];

  return (
    <ListScreen<DataType, Filter>
      title={t('screens.dataTypes')}
      lead={t('dataTypes.lead')}
      actions={
        canCreate ? <CreateButton onClick={() => setCreating(true)} label={t('dataTypes.create')} /> : null
      }
      params={params}
      query={query}
      searchLabel={t('dataTypes.search')}
      filters={
        <>
          <FilterSelect
            label={t('dataTypes.field.value_kind')}
            allLabel={t('dataTypes.allKinds')}
            value={params.filters.value_kind}
            onChange={(value) => params.setFilter('value_kind', value)}
            options={valueKinds.map((k) => ({ value: k, label: t(`dataTypes.kind.${k}`) }))}
          />
          <FilterSelect
            label={t('dataTypes.field.active')}
            allLabel={t('ui.filter.all')}
            value={params.filters.active}
            onChange={(value) => params.setFilter('active', value)}
            options={yesNoOptions(t('dataTypes.active'), t('dataTypes.inactive'))}
          />
        </>
      }
      columns={columns}
      rowKey={(d) => d.id}
      caption={t('dataTypes.caption')}
      emptyText={canCreate ? t('dataTypes.emptyCanCreate') : t('dataTypes.empty')}
    >
      {canCreate ? <DataTypeCreateDialog show={creating} onHide={() => setCreating(false)} /> : null}
    </ListScreen>
  );
}
