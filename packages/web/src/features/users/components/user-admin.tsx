import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../../components/detail-frame.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { useReload } from '../../../lib/use-reload.ts';
import { userByUsernameQueryOptions, useUserByUsername } from '../api/find-user.ts';
import { userKeys } from '../api/keys.ts';
import { MembershipsEditor } from './memberships-editor.tsx';
import { TemporaryPasswordForm } from './temporary-password-form.tsx';
import { UserDetails } from './user-details.tsx';

/** Someone else's account, as staff manage it: details, temporary password, memberships, history. */
export function UserAdmin({ username }: { username: string }) {
  const { t } = useTranslation();
  const query = useUserByUsername(username);
  const reload = useReload(userByUsernameQueryOptions(username));
  return (
    <DetailFrame
      query={query}
      title={(user) => user.name || user.username}
      lead={(user) => t('users.adminLead', { username: user.username })}
      fallbackTitle={t('users.user')}
      backTo="/users"
      backLabel={t('users.backToList')}
    >
      {(user) => (
        <>
          <div className="row g-4">
            <div className="col-lg-7">
              <UserDetails user={user} onReload={reload} />
            </div>
            <div className="col-lg-5">
              <TemporaryPasswordForm user={user} />
            </div>
          </div>
          <MembershipsEditor user={user} onReload={reload} />
          <HistoryPanel path={`/api/users/${user.id}/history/`} queryKey={userKeys.history(username)} />
        </>
      )}
    </DetailFrame>
  );
}
