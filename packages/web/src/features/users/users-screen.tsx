import { canManageUsers } from '@bora/shared/permissions';
import type { User } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterSelect, yesNoOptions } from '../../components/filter-select.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { Loading } from '../../components/loading.tsx';
import { useDateFormat } from '../../lib/use-date-format.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useUsers } from './api/list-users.ts';
import { CreateUserDialog } from './components/create-user-dialog.tsx';
import { StaffOnly } from './components/staff-only.tsx';

/** Staff's list of accounts: search, staff and active filters, sorting, and Create user. */
export function UsersScreen() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const params = useListParams({ defaults: { ordering: 'username' }, filters: ['is_staff', 'is_active'] });
  const allowed = canManageUsers(viewer.user);
  const query = useUsers(params.apiQuery, allowed);
  const [creating, setCreating] = useUrlFlag('new');
  const formatDate = useDateFormat();

  if (viewer.status === 'pending') return <Loading />;
  if (!allowed) return <StaffOnly title={t('screens.users')} loggedIn={viewer.status === 'loaded'} />;

  const yesNo = yesNoOptions(t('common.yes'), t('common.no'));
  const columns: Column<User>[] = [
    {
      key: 'username',
      label: t('users.field.username'),
      sortable: true,
      render: (u) => (
        <Link to={`/users/${encodeURIComponent(u.username)}/`} className="font-monospace">
          {u.username}
        </Link>
      ),
    },
    { key: 'name', label: t('users.field.name'), sortable: true },
    { key: 'email', label: t('users.field.email') },
    {
      key: 'memberships',
      label: t('users.field.authorities'),
      render: (u) => u.memberships.map((m) => m.code).join(', ') || '—',
    },
    {
      key: 'is_staff',
      label: t('users.field.isStaff'),
      render: (u) => (u.is_staff ? <span className="badge bg-primary">{t('users.staffBadge')}</span> : null),
    },
    {
      key: 'is_active',
      label: t('users.field.isActive'),
      render: (u) =>
        u.is_active ? (
          t('common.yes')
        ) : (
          <span className="badge bg-secondary">{t('users.inactiveBadge')}</span>
        ),
    },
    {
      key: 'last_login',
      label: t('users.field.lastLogin'),
      sortable: true,
      render: (u) => (u.last_login ? formatDate(u.last_login) : t('users.never')),
    },
  ];

  return (
    <ListScreen
      title={t('screens.users')}
      lead={t('users.lead')}
      actions={<CreateButton onClick={() => setCreating(true)} label={t('users.create')} />}
      params={params}
      query={query}
      searchLabel={t('users.search')}
      filters={
        <>
          <FilterSelect
            label={t('users.field.isStaff')}
            allLabel={t('ui.filter.all')}
            value={params.filters.is_staff}
            onChange={(value) => params.setFilter('is_staff', value)}
            options={yesNo}
          />
          <FilterSelect
            label={t('users.field.isActive')}
            allLabel={t('ui.filter.all')}
            value={params.filters.is_active}
            onChange={(value) => params.setFilter('is_active', value)}
            options={yesNo}
          />
        </>
      }
      columns={columns}
      rowKey={(u) => u.id}
      emptyText={t('users.empty')}
    >
      <CreateUserDialog show={creating} onHide={() => setCreating(false)} />
    </ListScreen>
  );
}
