import { type ChangePassword, changePasswordSchema, PASSWORD_MIN } from '@bora/shared/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showError } from '../../../lib/show-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';

const EMPTY: ChangePassword = { old_password: '', new_password: '', new_password_confirm: '' };
const SERVER_FIELDS = ['old_password', 'new_password', 'new_password_confirm'] as const;

/** Current, new and confirmed password, checked as you go by the shared schema and again by the server. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    try {
      await mutation.mutateAsync({ old_password, new_password });
      toast.success(t('profile.password.changed'));
      reset(EMPTY);
    } catch (error) {
      showError(error, { setError, fields: SERVER_FIELDS });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="h4 mb-5">
        {t('profile.password.title')}
      </h2>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        id="old_password"
        label={t('profile.password.current')}
        autoComplete="current-password"
        registration={register('old_password')}
        error={errors.old_password?.message}
      />
      <PasswordField
        id="new_password"
        label={t('profile.password.new')}
        autoComplete="new-password"
        registration={register('new_password', {
          // Keep the confirmation's "do not match" up to date once the user has been there.
          onChange: () => {
            if (getFieldState('new_password_confirm').isTouched) void trigger('new_password_confirm');
          },
        })}
        error={errors.new_password?.message}
        hint={t('profile.password.hint', { min: PASSWORD_MIN })}
      />
      <PasswordField
        id="new_password_confirm"
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        registration={register('new_password_confirm')}
        error={errors.new_password_confirm?.message}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t('profile.password.saving') : t('profile.password.submit')}
      </button>
    </form>
  );
}
