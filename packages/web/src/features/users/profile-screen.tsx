import { canManageUsers } from '@bora/shared/permissions';
import type { Me } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthorityList } from '../../components/authority-list.tsx';
import { Loading } from '../../components/loading.tsx';
import { LogInNotice } from '../../components/log-in-notice.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useViewer } from '../../lib/viewer.ts';
import { MailChoices } from '../notifications/components/mail-choices.tsx';
import { ApiKeys } from './components/api-keys.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { UserAdmin } from './components/user-admin.tsx';

/** The signed-in user's own profile; staff opening someone else's username get the users admin view. */
export function ProfileScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();

  if (viewer.status === 'pending') return <Loading />;
  if (viewer.status === 'none') {
    return (
      <LogInNotice title={t('profile.title')} text={t('profile.notLoggedIn')} link={t('profile.logIn')} />
    );
  }
  const user = viewer.user;
  // Usernames are unique regardless of case, so /users/Admin/ is the admin's profile too.
  if (user.username.toLowerCase() !== username.toLowerCase()) {
    if (canManageUsers(user)) return <UserAdmin username={username} />;
    return (
      <section>
        <PageTitle title={t('profile.title')} />
        <div className="alert alert-warning" role="status">
          {t('profile.onlyOwn')}{' '}
          <Link to={`/users/${encodeURIComponent(user.username)}/`}>{t('profile.yourProfile')}</Link>
        </div>
      </section>
    );
  }
  return (
    <section>
      <PageTitle title={user.name || user.username} lead={t('profile.title')} />
      <div className="row g-4">
        <div className="col-lg-6">
          <ProfileDetails user={user} />
        </div>
        <div className="col-lg-6">
          <div className="card shadow-sm rounded">
            <div className="card-body p-4">
              <ChangePasswordForm username={user.username} />
            </div>
          </div>
        </div>
        <div className="col-12">
          <MailChoices />
        </div>
        <div className="col-12">
          <ApiKeys />
        </div>
      </div>
    </section>
  );
}

function ProfileDetails({ user }: { user: Me }) {
  const { t } = useTranslation();
  return (
    <div className="card shadow-sm rounded h-100">
      <div className="card-body p-4">
        <h2 className="h4 mb-4">{t('profile.details')}</h2>
        <dl className="profile-details">
          <dt>{t('profile.name')}</dt>
          <dd>{user.name || <span className="text-secondary">{t('profile.noName')}</span>}</dd>
          <dt>{t('profile.username')}</dt>
          <dd className="font-monospace">{user.username}</dd>
          <dt>{t('profile.staff')}</dt>
          <dd>{user.is_staff ? t('common.yes') : t('common.no')}</dd>
        </dl>
        <h3 className="h5 mt-4 mb-2">{t('profile.authorities')}</h3>
        <AuthorityList memberships={user.authority} />
      </div>
    </div>
  );
}
