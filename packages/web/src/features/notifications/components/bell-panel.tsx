import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-states.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useBellNotifications } from '../api/list-notifications.ts';
import { MarkAllButton } from './mark-all-button.tsx';
import { NotificationItem } from './notification-item.tsx';
import '../notifications.css';

/** The bell's panel: the ten newest notifications, "Mark all as read" and a link to all of them. */
export function BellPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bell = useBellNotifications();
  const now = useNow(60_000);
  return (
    <section className="bell-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="bell-panel__title">
        {t('notifications.title')}
      </h2>
      <QueryState query={bell}>
        {(page) =>
          page.results.length === 0 ? (
            <p className="bell-panel__empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-list">
              {page.results.map((n) => (
                <NotificationItem key={n.id} notification={n} now={now} onFollow={onClose} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="bell-panel__footer">
        <MarkAllButton unread={bell.data?.unread ?? 0} className="btn btn-link btn-sm px-0" />
        <Link to="/notifications" className="btn btn-link btn-sm px-0" onClick={onClose}>
          {t('notifications.all')}
        </Link>
      </div>
    </section>
  );
}
