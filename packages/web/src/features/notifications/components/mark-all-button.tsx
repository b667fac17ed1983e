import { useTranslation } from 'react-i18next';
import { useMarkAllRead } from '../api/mark-read.ts';

/**
 * "Mark all as read", inert while nothing is unread; it stays focusable then, so that pressing it
 * does not drop the focus to the page.
 */
export function MarkAllButton({ unread, className }: { unread: number; className: string }) {
  const { t } = useTranslation();
  const markAll = useMarkAllRead();
  const inert = unread === 0 || markAll.isPending;
  return (
    <button
      type="button"
      className={`mark-all ${className}`}
      aria-disabled={inert || undefined}
      onClick={() => {
        if (!inert) markAll.mutate();
      }}
    >
      {t('notifications.markAll')}
    </button>
  );
}
