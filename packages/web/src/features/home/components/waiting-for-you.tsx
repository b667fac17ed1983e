import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/bulletin/status-badge.tsx';
import { EmptyState, QueryState } from '../../../components/query-states.tsx';
import { useBulletinTitle } from '../../../lib/bulletin/bulletin-title.ts';
import { useElapsedFormat } from '../../../lib/elapsed.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useCalendarDateFormat, useDateFormat } from '../../../lib/use-date-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useWaitingForMe } from '../api/home-bulletins.ts';

/**
 * What waits for the person, the longest waiting first: submitted bulletins to review, returned
 * ones to fix; each with its type, issue date, state and how long it has waited, a link to it.
 */
export function WaitingForYou() {
  const { t } = useTranslation();
  const bulletinTitle = useBulletinTitle();
  const local = useLocalized();
  const waiting = useWaitingForMe();
  const formatDate = useCalendarDateFormat();
  const formatTime = useDateFormat();
  const elapsed = useElapsedFormat();
  const now = useNow(60_000);
  return (
    <QueryState query={waiting}>
      {(page) =>
        page.results.length === 0 ? (
          <EmptyState text={t('home.waiting.empty')} />
        ) : (
          <>
            <ul className="list-unstyled mb-0 waiting-list">
              {page.results.map((bulletin) => (
                <li key={bulletin.id} className="waiting-list__row">
                  <div>
                    <Link to={`/bulletin/${bulletin.id}`}>{bulletinTitle(bulletin)}</Link>
                    <div className="small text-secondary">
                      {local.name(bulletin.bulletin_type)} · {formatDate(bulletin.issue_date)}
                    </div>
                  </div>
                  <div className="waiting-list__state">
                    <StatusBadge status={bulletin.status} returned={bulletin.returned} />
                    {bulletin.waiting_since ? (
                      <time dateTime={bulletin.waiting_since} title={formatTime(bulletin.waiting_since)}>
                        {t('home.waiting.for', { time: elapsed(bulletin.waiting_since, now) })}
                      </time>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {page.count > page.results.length ? (
              <Link to="/bulletins?waiting=true" className="d-inline-block mt-2">
                {t('home.waiting.all', { count: page.count })}
              </Link>
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
