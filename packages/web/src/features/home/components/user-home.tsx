import { belongsSomewhere, isStaff, userAuthorities } from '@bora/shared/permissions';
import type { Me } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthorityList } from '../../../components/authority-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { agencyToday } from '../../bulletins/api/type-calendar.ts';
import { useWritableTypes } from '../../bulletins/api/writable-types.ts';
import { HomePanel } from './home-panel.tsx';
import { MyDrafts } from './my-drafts.tsx';
import { TodayBoard } from './today-board.tsx';
import { UserShortcuts } from './user-shortcuts.tsx';
import { WaitingForYou } from './waiting-for-you.tsx';
import '../home.css';

/**
 * Home for a signed-in user: what waits for them (for whoever the workflow may ask), today's
 * bulletins of their types, their drafts, their authorities, shortcuts.
 */
export function UserHome({ user }: { user: Me }) {
  const { t } = useTranslation();
  const formatDate = useCalendarDateFormat();
  const types = useWritableTypes(user);
  const today = agencyToday();
  return (
    <>
      <PageTitle
        title={t('home.user.greeting', { name: user.name || user.username })}
        lead={t('home.user.lead', { date: formatDate(today) })}
        actions={
          <Link to="/bulletins" className="btn btn-primary">
            {t('home.user.bulletinsCta')}
          </Link>
        }
      />
      {belongsSomewhere(user) ? (
        <div className="row g-4 mb-4">
          <HomePanel title={t('home.waiting.title')} className="col-12">
            <WaitingForYou />
          </HomePanel>
        </div>
      ) : null}
      <div className="row g-4 mb-5">
        <HomePanel title={t('home.today.title')} className="col-lg-8">
          <TodayBoard types={types} today={today} />
        </HomePanel>
        <HomePanel title={t('home.drafts.title')} className="col-lg-4">
          <MyDrafts />
        </HomePanel>
      </div>
      <div className="row g-4">
        <HomePanel title={t('home.user.authorities')} className="col-lg-4">
          <AuthorityList memberships={userAuthorities(user)} />
          {isStaff(user) ? (
            <p className="mt-3 mb-0 small text-secondary">{t('home.user.staffNote')}</p>
          ) : null}
        </HomePanel>
        <div className="col-lg-8">
          <UserShortcuts user={user} />
        </div>
      </div>
    </>
  );
}
