import { type ChangePassword, changePasswordSchema, PASSWORD_MIN } from '@bora/shared/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showError } from '../../../lib/show-error.ts';
import { useApiKeys } from '../api/api-keys.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';

const EMPTY: ChangePassword = { old_password: '', new_password: '', new_password_confirm: '' };
const SERVER_FIELDS = ['old_password', 'new_password', 'new_password_confirm'] as const;

/**
 * Current, new and confirmed password, checked as you go by the shared schema and again by the
 * server; someone with API keys may revoke them at the same time (a password that leaked may
 * have leaked with them).
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const hasKeys = (useApiKeys().data?.length ?? 0) > 0;
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

  const onSubmit = handleSubmit(async ({ old_password, new_password, revoke_api_keys }) => {
    try {
      const revoke = hasKeys && revoke_api_keys === true;
      await mutation.mutateAsync({
        old_password,
        new_password,
        ...(revoke ? { revoke_api_keys: true } : {}),
      });
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
      {hasKeys ? (
        <div className="form-check mb-4">
          <input id="revoke_api_keys" type="checkbox" {...register('revoke_api_keys')} />
          <label htmlFor="revoke_api_keys">{t('profile.password.revokeKeys')}</label>
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t('profile.password.saving') : t('profile.password.submit')}
      </button>
    </form>
  );
}
