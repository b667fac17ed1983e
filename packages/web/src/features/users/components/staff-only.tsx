import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';

/** What someone who is not staff sees on a staff-only screen: why, and a way to log in when nobody is. */
export function StaffOnly({ title, loggedIn }: { title: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section>
      <PageTitle title={title} />
      <div className="alert alert-info" role="status">
        {t('users.staffOnly')}{' '}
        {loggedIn ? null : (
          <a href={`/accounts/login/?next=${encodeURIComponent(pathname)}`}>{t('users.logIn')}</a>
        )}
      </div>
    </section>
  );
}
