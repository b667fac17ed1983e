import { isStaff, userAuthorities } from '@bora/shared/permissions';
import type { Me } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { AuthorityList } from '../../../components/authority-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ShortcutCard } from '../../../components/shortcut-card.tsx';

/** Home for a signed-in user: a greeting, their authorities and roles, and the usual destinations. */
export function UserHome({ user }: { user: Me }) {
  const { t } = useTranslation();
  const staff = isStaff(user);
  return (
    <>
      <PageTitle
        title={t('home.user.greeting', { name: user.name || user.username })}
        lead={t('home.user.lead')}
      />
      <div className="row g-4">
        <div className="col-lg-4">
          <div className="card shadow-sm rounded h-100">
            <div className="card-body p-4">
              <h2 className="h5 mb-3">{t('home.user.authorities')}</h2>
              <AuthorityList memberships={userAuthorities(user)} />
              {staff ? <p className="mt-3 mb-0 small text-secondary">{t('home.user.staffNote')}</p> : null}
            </div>
          </div>
        </div>
        <div className="col-lg-8">
          <h2 className="h5 mb-3">{t('home.user.shortcuts')}</h2>
          <div className="shortcut-grid">
            <ShortcutCard
              to="/bulletins"
              icon="it-files"
              title={t('home.areas.bulletins.title')}
              text={t('home.areas.bulletins.text')}
            />
            <ShortcutCard
              to="/bulletin-types"
              icon="it-list"
              title={t('home.user.reference')}
              text={t('home.user.referenceText')}
            />
            <ShortcutCard
              to={`/users/${encodeURIComponent(user.username)}/`}
              icon="it-user"
              title={t('home.user.profile')}
              text={t('home.user.profileText')}
            />
            {staff ? (
              <>
                <ShortcutCard
                  to="/users"
                  icon="it-settings"
                  title={t('home.user.users')}
                  text={t('home.user.usersText')}
                />
                <ShortcutCard
                  to="/api/docs/"
                  icon="it-code-circle"
                  title={t('home.user.apiDocs')}
                  text={t('home.user.apiDocsText')}
                  external
                />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
