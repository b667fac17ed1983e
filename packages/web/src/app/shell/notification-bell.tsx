import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { useBellNotifications } from '../../features/notifications/api/list-notifications.ts';
import { useNotificationsLive } from '../../features/notifications/api/use-notifications-live.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';

// The panel's code loads when the bell is pointed at or focused: the first page carries only the
// button, and the panel is there by the time it is opened.
const loadPanel = () => import('../../features/notifications/components/bell-panel.tsx');
const BellPanel = lazy(() => loadPanel().then((m) => ({ default: m.BellPanel })));

/**
 * The signed-in person's bell: how many notifications are unread (kept up to date by the live
 * stream, never polled), opening a panel of the newest; Escape or a press elsewhere closes it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useBellNotifications();
  useNotificationsLive(true);
  const unread = data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, frame, button);
  const { pathname } = useLocation();
  // A new screen closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setOpen(false), [pathname]);

  const label =
    unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label');
  return (
    <div ref={frame} className="header-bell">
      <button
        ref={button}
        type="button"
        className="header-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="badge rounded-pill header-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id={panelId} className="header-bell__panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<Loading />}>
            <BellPanel onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** Bootstrap Italia's sprite has no bell: this one is drawn to its 24-unit grid. */
function BellIcon() {
  return (
    <svg className="icon icon-sm icon-white" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5a1.25 1.25 0 0 1 1.25 1.25v.66A6.25 6.25 0 0 1 18.25 10.5v4.2l1.9 2.53A1.1 1.1 0 0 1 19.27 19H4.73a1.1 1.1 0 0 1-.88-1.77l1.9-2.53v-4.2a6.25 6.25 0 0 1 5-6.09v-.66A1.25 1.25 0 0 1 12 2.5Zm-2.6 17.5h5.2a2.6 2.6 0 0 1-5.2 0Z" />
    </svg>
  );
}
