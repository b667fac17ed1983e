import { authorityInputSchema } from '@bora/shared/authority';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateAuthority } from '../api/create-authority.ts';
import { AuthorityFields, EMPTY_AUTHORITY } from './authority-fields.tsx';

/** The create dialog of the authorities list; a created authority opens in its detail screen. */
export function CreateAuthorityDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAuthority();
  const { form, submit } = useSchemaForm(authorityInputSchema, {
    defaultValues: EMPTY_AUTHORITY,
    save: (values) => create.mutateAsync(values),
    success: t('authorities.created'),
    onSaved: (authority) => navigate(`/authorities/${authority.id}`),
  });
  return (
    <FormModal
      show={show}
      onHide={onHide}
      title={t('authorities.create')}
      form={form}
      onSubmit={submit}
      size="lg"
    >
      <AuthorityFields />
    </FormModal>
  );
}
