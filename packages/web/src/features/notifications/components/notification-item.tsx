import type { Notification } from '@bora/shared/notification';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useElapsedFormat } from '../../../lib/elapsed.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useNotificationText } from './notification-text.ts';

type NotificationItemProps = {
  notification: Notification;
  now: Date;
  /** Called as the link is followed, once it is being marked read (the bell closes its panel). */
  onFollow?: () => void;
  /** Offers "Mark as read" beside the time while it is unread. */
  markable?: boolean;
};

/**
 * One notification as a line: its sentence as a link to where it leads (following it marks it
 * read), how long ago it came, and, while unread, a dot, bold text and a hidden "unread".
 */
export function NotificationItem({ notification: n, now, onFollow, markable }: NotificationItemProps) {
  const { t } = useTranslation();
  const text = useNotificationText();
  const elapsed = useElapsedFormat();
  const formatTime = useDateFormat();
  const markRead = useMarkRead();
  const textId = useId();
  const unread = n.read_at === null;
  return (
    <li className={`notification-item${unread ? ' notification-item--unread' : ''}`}>
      <span className="notification-item__dot" aria-hidden="true" />
      <div className="notification-item__body">
        <Link
          to={n.link}
          id={textId}
          className="notification-item__link"
          onClick={() => {
            if (unread) markRead.mutate(n.id);
            onFollow?.();
          }}
        >
          {unread ? <span className="visually-hidden">{t('notifications.unread')}:</span> : null} {text(n)}
        </Link>
        <div className="notification-item__meta">
          <time dateTime={n.created_at} title={formatTime(n.created_at)}>
            {t('notifications.ago', { time: elapsed(n.created_at, now) })}
          </time>
          {markable && unread ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              aria-describedby={textId}
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(n.id)}
            >
              {t('notifications.markRead')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
