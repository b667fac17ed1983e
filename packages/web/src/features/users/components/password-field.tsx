import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '../../../lib/messages.ts';

type PasswordFieldProps = {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
};

/** A labelled password input whose error is announced and tied to it with aria-describedby. */
export function PasswordField({ id, label, autoComplete, registration, error, hint }: PasswordFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="form-group">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        id={id}
        type="password"
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {hint ? (
        <small id={`${id}-hint`} className="form-text">
          {hint}
        </small>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {translateMessage(error)}
        </div>
      ) : null}
    </div>
  );
}
