import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { useViewer } from '../../lib/viewer.ts';
import { NotificationBell } from './notification-bell.tsx';
import { WaitingBadge } from './waiting-badge.tsx';

/**
 * What waits for a known user, their notifications' bell, "Welcome, <name>" and Logout; nothing
 * at all otherwise (no login link here).
 */
export function UserArea() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer.status !== 'loaded') return null;
  const { username, name } = viewer.user;
  return (
    <div className="header-user d-flex align-items-center gap-2 gap-sm-3" data-testid="user-area">
      <WaitingBadge user={viewer.user} />
      <NotificationBell />
      <span className="header-user-welcome">
        {/* On a phone the bar is narrow: the icon and "Welcome," go, the name stays. */}
        <Icon name="it-user" className="icon-sm icon-white me-1 d-none d-sm-inline-block" />
        <span className="d-none d-sm-inline">{t('header.welcome')} </span>
        <Link
          to={`/users/${encodeURIComponent(username)}/`}
          className="header-user-name"
          title={name || username}
        >
          {name || username}
        </Link>
      </span>
      {/* A plain link: the server page ends the session and lands on a fresh app. */}
      <a href="/accounts/logout/" className="btn btn-sm header-logout">
        {t('header.logout')}
      </a>
    </div>
  );
}
