import { PASSWORD_MIN, temporaryPasswordSchema, type User } from '@bora/shared/user';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSetTemporaryPassword } from '../api/set-password.ts';

/** Staff set a temporary password for someone who lost theirs; the user's sessions end. */
export function TemporaryPasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const mutation = useSetTemporaryPassword(user);
  const { form, submit } = useSchemaForm(temporaryPasswordSchema, {
    defaultValues: { password: '' },
    save: (values) => mutation.mutateAsync(values),
    success: t('users.password.set', { name: user.name || user.username }),
    onSaved: () => form.reset({ password: '' }),
  });
  return (
    <section className="card shadow-sm rounded h-100" aria-labelledby="temporary-password-title">
      <div className="card-body p-4">
        <h2 id="temporary-password-title" className="h4 mb-2">
          {t('users.password.title')}
        </h2>
        <p className="text-secondary mb-4">{t('users.password.lead')}</p>
        <SchemaForm
          form={form}
          onSubmit={submit}
          label={t('users.password.title')}
          submitLabel={t('users.password.submit')}
        >
          {/* Lets password managers file the password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <TextField
            name="password"
            type="password"
            label={t('users.password.field')}
            autoComplete="new-password"
            hint={t('profile.password.hint', { min: PASSWORD_MIN })}
            required
          />
        </SchemaForm>
      </div>
    </section>
  );
}
