import { isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/form-modal.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { BulletinTypeFields } from './bulletin-type-fields.tsx';
import { useBulletinTypeForm } from './use-bulletin-type-form.ts';

/** The create dialog (`?new`): the whole type with its composition; on success, its screen. */
export function CreateBulletinTypeDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useViewer().user;
  // Staff start with a national type; a manager with their (first) authority's.
  const owner = isStaff(me) ? null : (managedAuthorityIds(me)?.[0] ?? null);
  const { form, submit } = useBulletinTypeForm(undefined, owner, (saved) =>
    navigate(`/bulletin-types/${saved.id}`),
  );
  return (
    <FormModal
      show={show}
      onHide={onHide}
      size="xl"
      title={t('bulletinTypes.createTitle')}
      form={form}
      onSubmit={submit}
    >
      <BulletinTypeFields />
    </FormModal>
  );
}
