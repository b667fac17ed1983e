import { readNumber } from '@bora/shared/number-text';
import { useState } from 'react';
import { type FieldValues, type PathValue, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/number-format.ts';
import { type BaseProps, FieldShell, useFieldState } from './form-fields.tsx';

/** What was typed, and the form value it gave (NaN when it could not be read). */
type Typed = { text: string; value: number | null };

/**
 * A number input bound to the surrounding form: its value is a number, or null when empty. It
 * takes a decimal comma or point in either language (the shared `readNumber`, as the value
 * editor does) and shows numbers the UI language's way; text it cannot read is an error on the
 * field, and the form value becomes NaN so that the schema refuses to send it.
 */
export function NumberField<T extends FieldValues>(props: BaseProps<T>) {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState<Typed | null>(null);
  const { field, fieldState, formState } = useController<T>({ name: props.name });
  // What the person typed stays as typed while it is what the form holds; a value set from
  // elsewhere (a reset, a reload) is shown in the UI language.
  const own = typed !== null && Object.is(typed.value, field.value);
  const text = own ? typed.text : formatNumber(field.value, i18n.resolvedLanguage);
  const read = readNumber(text);
  // Like the schema's errors, shown once the person has left the field (not at a lone "-").
  const shown = fieldState.isTouched || formState.isSubmitted;
  const problem = !read.ok && shown ? read.problem : undefined;
  const { ids, message, aria } = useFieldState<T>(props.name, props.hint, problem);

  const change = (next: string) => {
    const result = readNumber(next);
    const value = result.ok ? result.value : Number.NaN;
    setTyped({ text: next, value });
    field.onChange(value as PathValue<T, typeof props.name>);
  };
  return (
    <FieldShell ids={ids} label={props.label} required={props.required} hint={props.hint} message={message}>
      <input
        {...aria}
        ref={field.ref}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control${message ? ' is-invalid' : ''}`}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
