import { isStaff } from '@bora/shared/permissions';
import type { Me } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { ShortcutCard } from '../../../components/shortcut-card.tsx';

/** The places a signed-in user goes most: reference data, their profile, and for staff the users and the API. */
export function UserShortcuts({ user }: { user: Me }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="h5 mb-3">{t('home.user.shortcuts')}</h2>
      <div className="shortcut-grid">
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
        {isStaff(user) ? (
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
    </>
  );
}
