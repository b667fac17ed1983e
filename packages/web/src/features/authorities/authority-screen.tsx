import { canManageAuthorities } from '@bora/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { DetailFrame, EditButton } from '../../components/detail-frame.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { useReload } from '../../lib/use-reload.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useDeleteAuthority } from './api/delete-authority.ts';
import { authorityQueryOptions, useAuthority } from './api/get-authority.ts';
import { authorityKeys } from './api/keys.ts';
import { AuthorityDetails } from './components/authority-details.tsx';
import { AuthorityLogo } from './components/authority-logo.tsx';
import { AuthorityMembers } from './components/authority-members.tsx';
import { OwnedObjects } from './components/owned-objects.tsx';

/** One authority: its fields, logo, members, what it owns and its history; staff edit all of it. */
export function AuthorityScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const navigate = useNavigate();
  const authorityId = Number(id);
  const viewer = useViewer();
  const query = useAuthority(authorityId);
  const remove = useDeleteAuthority(authorityId);
  const reload = useReload(authorityQueryOptions(authorityId));
  const [editing, setEditing] = useState(false);
  const canEdit = canManageAuthorities(viewer.user);

  return (
    <DetailFrame
      query={query}
      title={(authority) => local.name(authority)}
      lead={(authority) => t(`authorities.kind.${authority.kind}`)}
      fallbackTitle={t('screens.authority')}
      backTo="/authorities"
      backLabel={t('authorities.backToList')}
      actions={(authority) =>
        canEdit ? (
          <>
            {editing ? null : <EditButton onClick={() => setEditing(true)} />}
            <DeleteButton
              name={authority.name}
              onDelete={() => remove.mutateAsync(authority)}
              onDeleted={() => navigate('/authorities')}
              onReload={reload}
              checkPath={`/api/authorities/${authority.id}/`}
            />
          </>
        ) : null
      }
    >
      {(authority) => (
        <>
          <div className="row g-4">
            <div className="col-lg-8">
              <AuthorityDetails
                authority={authority}
                editing={editing && canEdit}
                onDone={() => setEditing(false)}
              />
            </div>
            <div className="col-lg-4">
              <AuthorityLogo authority={authority} canEdit={canEdit} onReload={reload} />
            </div>
          </div>
          <AuthorityMembers authorityId={authority.id} authorityName={authority.name} viewer={viewer.user} />
          <OwnedObjects authorityId={authority.id} />
          <HistoryPanel
            path={`/api/authorities/${authority.id}/history/`}
            queryKey={authorityKeys.history(authority.id)}
          />
        </>
      )}
    </DetailFrame>
  );
}
