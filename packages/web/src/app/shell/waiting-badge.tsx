import { belongsSomewhere, type Viewer } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { useWaitingCount } from '../../features/workflow/api/waiting-count.ts';

/**
 * How many bulletins wait for the person (to review, or returned to fix), leading to them in the
 * bulletins list; nothing when none waits, or for whoever the workflow never asks.
 */
export function WaitingBadge({ user }: { user: Viewer }) {
  const { t } = useTranslation();
  const asked = belongsSomewhere(user);
  const { data } = useWaitingCount(asked);
  const count = data?.count ?? 0;
  if (!asked || count === 0) return null;
  return (
    <Link
      to="/bulletins?waiting=true"
      className="header-waiting d-inline-flex align-items-center gap-1"
      aria-label={t('header.waiting', { count })}
      title={t('header.waiting', { count })}
      data-testid="waiting-badge"
    >
      <Icon name="it-inbox" className="icon-sm icon-white" />
      <span className="badge rounded-pill header-waiting__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
