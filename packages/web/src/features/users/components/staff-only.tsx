import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useLoginHref } from '../../../lib/use-login-href.ts';

/** What someone who is not staff sees on a staff-only screen: why, and a way to log in when nobody is. */
export function StaffOnly({ title, loggedIn }: { title: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  return (
    <section>
      <PageTitle title={title} />
      <div className="alert alert-info" role="status">
        {t('users.staffOnly')} {loggedIn ? null : <a href={loginHref}>{t('users.logIn')}</a>}
      </div>
    </section>
  );
}
