import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { translateMessage } from '../../../lib/messages.ts';

type SvgFileFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  hint?: string;
  onPicked?: (file: File) => void;
};

/** A file input for one SVG picture, bound to the surrounding form (its value: a FileList). */
export function SvgFileField<T extends FieldValues>({ name, label, hint, onPicked }: SvgFileFieldProps<T>) {
  const form = useFormContext<T>();
  const { error } = form.getFieldState(name, form.formState);
  const id = `field-${name}`;
  const message = error?.message ? translateMessage(error.message) : undefined;
  const describedBy = [message ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="form-label fw-semibold">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        type="file"
        accept=".svg,image/svg+xml"
        className={`form-control${message ? ' is-invalid' : ''}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...form.register(name, {
          onChange: (event: { target: HTMLInputElement }) => {
            const file = event.target.files?.[0];
            if (file) onPicked?.(file);
          },
        })}
      />
      {hint ? (
        <small id={`${id}-hint`} className="form-text">
          {hint}
        </small>
      ) : null}
      {message ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}
