import type { CellStatus } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';

const look: Record<CellStatus, string> = {
  complete: 'bg-success',
  missing: 'bg-warning text-dark',
  several: 'bg-info text-dark',
};

/** A cell's status in words (never by colour alone). */
export function StatusBadge({ status }: { status: CellStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${look[status]} mb-1`}>{t(`icons.compare.status.${status}`)}</span>;
}
