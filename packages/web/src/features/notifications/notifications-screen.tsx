import type { Notification } from '@bora/shared/notification';
import { useTranslation } from 'react-i18next';
import { FilterToggle } from '../../components/filter-toggle.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { Loading } from '../../components/loading.tsx';
import { LogInNotice } from '../../components/log-in-notice.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useNow } from '../../lib/use-now.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useNotifications } from './api/list-notifications.ts';
import { MarkAllButton } from './components/mark-all-button.tsx';
import { NotificationItem } from './components/notification-item.tsx';
import './notifications.css';

const FILTERS = ['unread'] as const;

/** All of the signed-in person's notifications, newest first, page by page; the unread ones alone on demand. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer.status === 'pending') return <Loading />;
  if (viewer.status === 'none') {
    return <LogInNotice title={t('notifications.title')} link={t('notifications.logIn')} />;
  }
  return <NotificationsList />;
}

function NotificationsList() {
  const { t } = useTranslation();
  const params = useListParams<(typeof FILTERS)[number]>({ filters: FILTERS });
  const query = useNotifications(params.apiQuery);
  const now = useNow(60_000);
  return (
    <ListScreen<Notification, (typeof FILTERS)[number]>
      title={t('notifications.title')}
      lead={t('notifications.lead')}
      actions={<MarkAllButton unread={query.data?.unread ?? 0} className="btn btn-outline-primary" />}
      params={params}
      query={query}
      filters={
        <FilterToggle
          label={t('notifications.unreadOnly')}
          checked={params.filters.unread === 'true'}
          onChange={(on) => params.setFilter('unread', on ? 'true' : '')}
        />
      }
      rowKey={(n) => n.id}
      renderRows={(rows) => (
        <ul className="notification-list notification-list--screen" aria-label={t('notifications.title')}>
          {rows.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} markable />
          ))}
        </ul>
      )}
      emptyText={t('notifications.emptyAll')}
      noMatchText={t('notifications.emptyUnread')}
    />
  );
}
