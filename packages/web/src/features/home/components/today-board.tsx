import type { BulletinListItem } from '@bora/shared/bulletin';
import { type TodayStanding, todayStanding } from '@bora/shared/bulletin-schedule';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/bulletin/status-badge.tsx';
import { Loading } from '../../../components/loading.tsx';
import { EmptyState, ErrorState } from '../../../components/query-states.tsx';
import { useBulletinTitle } from '../../../lib/bulletin/bulletin-title.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useBulletinsOfDay } from '../api/home-bulletins.ts';
import { Countdown } from './countdown.tsx';

type TodayBoardProps = {
  /** The types whose bulletins the person writes; undefined while they load. */
  types: BulletinType[] | undefined;
  /** Today in the agency's time zone. */
  today: string;
};

/** Today's bulletin of each of the person's types: its state, or when it is due, or that it is missing. */
export function TodayBoard({ types, today }: TodayBoardProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const now = useNow();
  const day = useBulletinsOfDay(today);
  if (types === undefined || day.isPending) return <Loading />;
  if (day.isError) return <ErrorState error={day.error} onRetry={() => void day.refetch()} />;
  if (types.length === 0) return <EmptyState text={t('home.today.noTypes')} />;
  return (
    <ul className="list-unstyled today-board mb-0">
      {types.map((type) => {
        const bulletin = day.byType.get(type.id);
        const standing = todayStanding(
          type.issue_time,
          bulletin !== undefined,
          runtimeConfig().timeZone,
          now,
        );
        return (
          <li key={type.id} className="today-board__row">
            <div>
              <strong>{local.name(type)}</strong>
              <div className="small text-secondary">{type.authority?.name ?? t('home.today.national')}</div>
            </div>
            <TodayCell type={type} bulletin={bulletin} standing={standing} now={now} />
          </li>
        );
      })}
    </ul>
  );
}

type TodayCellProps = {
  type: BulletinType;
  bulletin: BulletinListItem | undefined;
  standing: TodayStanding;
  now: Date;
};

function TodayCell({ type, bulletin, standing, now }: TodayCellProps) {
  const { t } = useTranslation();
  const bulletinTitle = useBulletinTitle();
  // The New bulletin dialog of the list, on this type (the list filtered by it).
  const start = (
    <Link to={`/bulletins?bulletin_type=${type.id}&new`} className="btn btn-outline-primary btn-xs">
      {t('home.today.start')} <span className="visually-hidden">{type.name}</span>
    </Link>
  );
  if (bulletin) {
    return (
      <div className="today-board__state">
        <StatusBadge status={bulletin.status} returned={bulletin.returned} />
        <Link to={`/bulletin/${bulletin.id}`}>{bulletinTitle(bulletin)}</Link>
      </div>
    );
  }
  if (standing.state === 'due') {
    return (
      <div className="today-board__state">
        <span>{t('home.today.dueAt', { time: type.issue_time })}</span>
        <Countdown until={standing.at} now={now} />
        {start}
      </div>
    );
  }
  return (
    <div className="today-board__state">
      <span className="missing-badge">{t('home.today.missing')}</span>
      <span>{t('home.today.missingSince', { time: type.issue_time })}</span>
      {start}
    </div>
  );
}
