import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { EmptyState } from '../../../components/query-states.tsx';
import { useBulletinTitle } from '../../../lib/bulletin/bulletin-title.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useActiveBulletinTypes } from '../../bulletins/api/writable-types.ts';
import { useLatestPublished } from '../api/home-bulletins.ts';

/** For visitors: the latest published bulletin of each public type. */
export function LatestPublished() {
  const { t } = useTranslation();
  const bulletinTitle = useBulletinTitle();
  const local = useLocalized();
  const types = useActiveBulletinTypes();
  const publicTypes = (types.data?.results ?? []).filter((type) => type.is_public);
  const latest = useLatestPublished(publicTypes);
  const formatDate = useCalendarDateFormat();
  if (types.isPending || latest.isPending) return <Loading />;
  const published = latest.latest.filter((entry) => entry.bulletin !== null);
  if (published.length === 0) return <EmptyState text={t('home.latest.empty')} />;
  return (
    <ul className="latest-published list-unstyled mb-0">
      {published.map(({ type, bulletin }) =>
        bulletin ? (
          <li key={type.id} className="card shadow-sm rounded">
            <div className="card-body">
              <div className="small text-secondary">{local.name(type)}</div>
              <Link to={`/bulletin/${bulletin.id}`} className="h5 d-block my-1">
                {bulletinTitle(bulletin)}
              </Link>
              <div className="small">
                {t('home.latest.issued', { date: formatDate(bulletin.issue_date) })}
              </div>
            </div>
          </li>
        ) : null,
      )}
    </ul>
  );
}
