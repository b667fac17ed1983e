import { type Authority, authorityKinds } from '@bora/shared/authority';
import { canManageAuthorities } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useAuthorities } from './api/list-authorities.ts';
import { AUTHORITY_LIST } from './api/route-reads.ts';
import { CreateAuthorityDialog } from './components/create-authority-dialog.tsx';

/** The agency and the regional services: search, filter by kind, sort; staff create. */
export function AuthoritiesScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const viewer = useViewer();
  const params = useListParams(AUTHORITY_LIST);
  const query = useAuthorities(params.apiQuery);
  const [creating, setCreating] = useUrlFlag('new');
  const canCreate = canManageAuthorities(viewer.user);

  const columns: Column<Authority>[] = [
    { key: 'code', label: t('authorities.field.code'), sortable: true, className: 'font-monospace' },
    {
      key: 'name',
      label: t('authorities.field.name'),
      sortable: true,
      render: (a) => <Link to={`/authorities/${a.id}`}>{local.name(a)}</Link>,
    },
    { key: 'short_name', label: t('authorities.field.shortName'), sortable: true },
    {
      key: 'kind',
      label: t('authorities.field.kind'),
      sortable: true,
      render: (a) => t(`authorities.kind.${a.kind}`),
    },
  ];

  return (
    <ListScreen
      title={t('screens.authorities')}
      lead={t('authorities.lead')}
      actions={
        canCreate ? <CreateButton onClick={() => setCreating(true)} label={t('authorities.create')} /> : null
      }
      params={params}
      query={query}
      searchLabel={t('authorities.search')}
      filters={
        <FilterSelect
          label={t('authorities.field.kind')}
          allLabel={t('authorities.allKinds')}
          value={params.filters.kind}
          onChange={(value) => params.setFilter('kind', value)}
          options={authorityKinds.map((kind) => ({ value: kind, label: t(`authorities.kind.${kind}`) }))}
        />
      }
      columns={columns}
      rowKey={(a) => a.id}
      emptyText={t('authorities.empty')}
    >
      {canCreate ? <CreateAuthorityDialog show={creating} onHide={() => setCreating(false)} /> : null}
    </ListScreen>
  );
}
