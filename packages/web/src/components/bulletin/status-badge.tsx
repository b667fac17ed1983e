import type { BulletinStatus } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import './status-badge.css';

type StatusBadgeProps = {
  status: BulletinStatus;
  /** A draft sent back by its reviewer: it reads Returned, in a colour of its own. */
  returned?: boolean;
};

/** A bulletin's state as a badge: its name in words and a colour of its own (white on it, AA). */
export function StatusBadge({ status, returned = false }: StatusBadgeProps) {
  const { t } = useTranslation();
  if (returned && status === 'draft')
    return <span className="badge status-badge status-badge-returned">{t('bulletins.returned')}</span>;
  return (
    <span className={`badge status-badge status-badge-${status}`}>{t(`document.status.${status}`)}</span>
  );
}
