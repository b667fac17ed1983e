import { PASSWORD_MIN, userCreateSchema } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField, TextField } from '../../../components/form-fields.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateUser } from '../api/create-user.ts';

/** The users list's create dialog; the new user opens in the admin view. */
export function CreateUserDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const { form, submit } = useSchemaForm(userCreateSchema, {
    defaultValues: { username: '', name: '', email: '', is_staff: false, password: '' },
    save: (values) => create.mutateAsync(values),
    success: t('users.created'),
    onSaved: (user) => navigate(`/users/${encodeURIComponent(user.username)}/`),
  });
  return (
    <FormModal show={show} onHide={onHide} title={t('users.create')} form={form} onSubmit={submit}>
      <TextField name="username" label={t('users.field.username')} autoComplete="off" required />
      <TextField name="name" label={t('users.field.name')} autoComplete="off" />
      <TextField name="email" type="email" label={t('users.field.email')} autoComplete="off" />
      <TextField
        name="password"
        type="password"
        label={t('users.field.password')}
        autoComplete="new-password"
        required
        hint={t('profile.password.hint', { min: PASSWORD_MIN })}
      />
      <CheckboxField name="is_staff" label={t('users.field.isStaff')} />
    </FormModal>
  );
}
