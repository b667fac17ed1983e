import type { BulletinType } from '@bora/shared/bulletin-type';
import { canManageOwned } from '@bora/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { DetailFrame, EditButton } from '../../components/detail-frame.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { SchemaForm } from '../../components/schema-form.tsx';
import { bulletinTypeKeys } from '../../lib/bulletin-type/bulletin-type-keys.ts';
import { bulletinTypeQueryOptions, useBulletinType } from '../../lib/bulletin-type/get-bulletin-type.ts';
import { useReload } from '../../lib/use-reload.ts';
import { useViewer } from '../../lib/viewer.ts';
import { ChannelsSection } from '../distribution/channels-section.tsx';
import { useDeactivateBulletinType } from './api/deactivate-bulletin-type.ts';
import { useDeleteBulletinType } from './api/delete-bulletin-type.ts';
import { BulletinTypeFields } from './components/bulletin-type-fields.tsx';
import { BulletinTypeReadView } from './components/bulletin-type-read-view.tsx';
import { useBulletinTypeForm } from './components/use-bulletin-type-form.ts';
import './bulletin-types.css';
import { useLocalized } from '../../lib/localized.ts';

/** One bulletin type: fields, composition and grid preview; edited in place by whoever may; history. */
export function BulletinTypeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const navigate = useNavigate();
  const typeId = Number(id);
  const me = useViewer().user;
  const query = useBulletinType(typeId);
  const remove = useDeleteBulletinType();
  const deactivate = useDeactivateBulletinType();
  const reload = useReload(bulletinTypeQueryOptions(typeId));
  const [editing, setEditing] = useState(false);

  return (
    <DetailFrame
      query={query}
      title={(type) => local.name(type)}
      lead={(type) => type.authority?.name ?? t('bulletinTypes.national')}
      fallbackTitle={t('screens.bulletinType')}
      backTo="/bulletin-types"
      backLabel={t('bulletinTypes.backToList')}
      actions={(type) =>
        canManageOwned(me, type.authority_id) ? (
          <>
            {editing ? null : <EditButton onClick={() => setEditing(true)} />}
            <DeleteButton
              name={type.name}
              onDelete={() => remove.mutateAsync(type)}
              onDeleted={() => navigate('/bulletin-types')}
              onReload={reload}
              checkPath={`/api/bulletin-types/${type.id}/`}
              onDeactivate={type.active ? () => deactivate.mutateAsync(type) : undefined}
            />
          </>
        ) : null
      }
    >
      {(type) => (
        <>
          {editing && canManageOwned(me, type.authority_id) ? (
            <EditBulletinType type={type} onDone={() => setEditing(false)} />
          ) : (
            <BulletinTypeReadView type={type} />
          )}
          {canManageOwned(me, type.authority_id) ? <ChannelsSection type={type} /> : null}
          <HistoryPanel
            path={`/api/bulletin-types/${type.id}/history/`}
            queryKey={bulletinTypeKeys.history(type.id)}
          />
        </>
      )}
    </DetailFrame>
  );
}

function EditBulletinType({ type, onDone }: { type: BulletinType; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit, conflict } = useBulletinTypeForm(type, type.authority_id, onDone);
  return (
    <div className="card shadow-sm rounded no-after">
      <div className="card-body p-4">
        <h2 className="h4 mb-4">{t('bulletinTypes.edit', { name: type.name })}</h2>
        <SchemaForm
          form={form}
          onSubmit={submit}
          label={t('bulletinTypes.edit', { name: type.name })}
          onCancel={onDone}
          conflict={conflict}
        >
          <BulletinTypeFields />
        </SchemaForm>
      </div>
    </div>
  );
}
