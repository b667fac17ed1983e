import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/bulletin/status-badge.tsx';
import { EmptyState, QueryState } from '../../../components/query-states.tsx';
import { useBulletinTitle } from '../../../lib/bulletin/bulletin-title.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useMyDrafts } from '../api/home-bulletins.ts';

/** The person's drafts, newest first, each a link to it (a returned one marked); a link to all of them when there are more. */
export function MyDrafts() {
  const { t } = useTranslation();
  const bulletinTitle = useBulletinTitle();
  const local = useLocalized();
  const drafts = useMyDrafts();
  const formatDate = useCalendarDateFormat();
  return (
    <QueryState query={drafts}>
      {(page) =>
        page.results.length === 0 ? (
          <EmptyState text={t('home.drafts.empty')} />
        ) : (
          <>
            <ul className="list-unstyled mb-0">
              {page.results.map((draft) => (
                <li key={draft.id} className="py-2 border-bottom">
                  <Link to={`/bulletin/${draft.id}`}>{bulletinTitle(draft)}</Link>
                  {draft.returned ? (
                    <>
                      {' '}
                      <StatusBadge status={draft.status} returned />
                    </>
                  ) : null}
                  <div className="small text-secondary">
                    {local.name(draft.bulletin_type)} · {formatDate(draft.issue_date)}
                  </div>
                </li>
              ))}
            </ul>
            {page.count > page.results.length ? (
              <Link to="/bulletins?mine=true" className="d-inline-block mt-2">
                {t('home.drafts.all', { count: page.count })}
              </Link>
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
