import { daysBetween, isCalendarDate } from '@bora/shared/agency-time';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { usePreviousBulletin } from '../api/type-calendar.ts';
import { bulletinTitle } from './bulletin-title.ts';

/** What "from the previous one" will carry into a new bulletin of the type for the date. */
export function CarryPreview({ type, date }: { type: BulletinType; date: string }) {
  const { t } = useTranslation();
  const formatDate = useCalendarDateFormat();
  const previous = usePreviousBulletin(type.id, date, true);
  if (!isCalendarDate(date)) return null;
  if (previous.isPending) return <Loading />;
  const from = previous.bulletin;
  if (!from) {
    return (
      <p className="alert alert-info" role="status">
        {t('bulletins.new.noPrevious')}
      </p>
    );
  }
  const shift = daysBetween(from.issue_date, date);
  return (
    <div className="alert alert-info" role="status" aria-busy={previous.isPlaceholderData || undefined}>
      <p className="mb-1">
        {t('bulletins.new.carryFrom', {
          date: formatDate(from.issue_date),
          version: from.version,
          status: t(`bulletins.status.${from.status}`),
        })}{' '}
        <Link to={`/bulletin/${from.id}`} target="_blank" rel="noopener">
          {bulletinTitle(from)}
        </Link>
      </p>
      <p className="mb-0">
        {shift < type.horizon_days
          ? t('bulletins.new.carryShift', { count: shift, horizon: type.horizon_days })
          : t('bulletins.new.carryNothing', { count: shift, horizon: type.horizon_days })}
      </p>
    </div>
  );
}
