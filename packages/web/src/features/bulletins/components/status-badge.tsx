import type { BulletinStatus } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import './status-badge.css';

/** A bulletin's state as a badge: its name in words and a colour of its own (white on it, AA). */
export function StatusBadge({ status }: { status: BulletinStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge status-badge status-badge-${status}`}>{t(`bulletins.status.${status}`)}</span>
  );
}
