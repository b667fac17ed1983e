import { type ReactNode, useEffect } from 'react';
import { type FieldError, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { translateMessage } from '../lib/messages.ts';
import type { Option } from './filter-select.tsx';

export type BaseProps<T extends FieldValues> = {
  /** The form value's path, also the field in a server problem's `errors`. */
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
};

/** The ids a field uses: its input, its hint and its error message. */
function idsOf(name: string) {
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

/** All of a field's problems in one sentence, translated (`types` holds them when criteriaMode is 'all'). */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string');
  const messages = all.length ? [...new Set(all)] : error.message ? [error.message] : [];
  return messages.length ? messages.map(translateMessage).join(' ') : undefined;
}

/**
 * The field's error (schema or server), announced and tied to the input; with the input's aria props.
 * `ownProblem`, a problem the input itself found (text it cannot read), comes before the schema's.
 */
export function useFieldState<T extends FieldValues>(name: Path<T>, hint?: ReactNode, ownProblem?: string) {
  const form = useFormContext<T>();
  const { error } = form.getFieldState(name, form.formState);
  const ids = idsOf(name);
  const message = ownProblem ? translateMessage(ownProblem) : messageOf(error);
  const describedBy = [message ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    form,
    ids,
    message,
    aria: {
      id: ids.id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Feedback({
  ids,
  hint,
  message,
}: {
  ids: ReturnType<typeof idsOf>;
  hint?: ReactNode;
  message?: string;
}) {
  return (
    <>
      {hint ? (
        <small id={ids.hint} className="form-text d-block">
          {hint}
        </small>
      ) : null}
      {message ? (
        <div id={ids.error} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      ) : null}
    </>
  );
}

type ShellProps = {
  ids: ReturnType<typeof idsOf>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  message?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error in Bootstrap Italia's form-group. */
export function FieldShell({
  ids,
  label,
  required,
  hint,
  message,
  className = 'form-group',
  children,
}: ShellProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="active">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <Feedback ids={ids} hint={hint} message={message} />
    </div>
  );
}

type TextFieldProps<T extends FieldValues> = BaseProps<T> & {
  type?: 'text' | 'email' | 'url' | 'password' | 'search' | 'time' | 'date';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** Values offered as you type (a datalist); any other value can still be typed. */
  suggestions?: readonly string[];
};

/** A text input bound to the surrounding react-hook-form (FormProvider), with its error as you type. */
export function TextField<T extends FieldValues>({ type = 'text', ...props }: TextFieldProps<T>) {
  const { form, ids, message, aria } = useFieldState<T>(props.name, props.hint);
  return (
    <FieldShell ids={ids} label={props.label} required={props.required} hint={props.hint} message={message}>
      <input
        {...aria}
        type={type}
        className={`form-control${message ? ' is-invalid' : ''}`}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        list={props.suggestions ? `${ids.id}-suggestions` : undefined}
        {...form.register(props.name)}
      />
      {props.suggestions ? (
        <datalist id={`${ids.id}-suggestions`}>
          {props.suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </FieldShell>
  );
}

/** A multi-line text input bound to the surrounding form. */
export function TextAreaField<T extends FieldValues>({
  rows = 4,
  ...props
}: BaseProps<T> & { rows?: number }) {
  const { form, ids, message, aria } = useFieldState<T>(props.name, props.hint);
  return (
    <FieldShell ids={ids} label={props.label} required={props.required} hint={props.hint} message={message}>
      <textarea
        {...aria}
        rows={rows}
        className={`form-control${message ? ' is-invalid' : ''}`}
        disabled={props.disabled}
        {...form.register(props.name)}
      />
    </FieldShell>
  );
}

type SelectFieldProps<T extends FieldValues> = BaseProps<T> & {
  options: Option[];
  /** A first, empty choice (value ''), e.g. "Choose…". */
  placeholder?: string;
  /** Turns the chosen value into a number (ids), '' into null. */
  numeric?: boolean;
  /** Turns the empty choice into null (an optional enum such as an icon category). */
  emptyAsNull?: boolean;
};

/** A select bound to the surrounding form. */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  numeric,
  emptyAsNull,
  ...props
}: SelectFieldProps<T>) {
  const { form, ids, message, aria } = useFieldState<T>(props.name, props.hint);
  // Options often arrive after the form's values (a list still loading): once they are there,
  // show the value the form holds instead of whichever option happens to come first.
  const optionValues = options.map((option) => option.value).join('\n');
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!optionValues) return;
    const value = getValues(props.name);
    if (value !== null && value !== undefined && value !== '') {
      setValue(props.name, value, { shouldDirty: false, shouldValidate: false });
    }
  }, [optionValues, getValues, setValue, props.name]);
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      required={props.required}
      hint={props.hint}
      message={message}
      className="select-wrapper form-group"
    >
      <select
        {...aria}
        className={message ? 'is-invalid' : undefined}
        disabled={props.disabled}
        {...form.register(props.name, {
          setValueAs: numeric
            ? (value: unknown) => (value === '' || value == null ? null : Number(value))
            : emptyAsNull
              ? (value: unknown) => (value === '' || value == null ? null : value)
              : undefined,
        })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A checkbox bound to the surrounding form (a boolean value). */
export function CheckboxField<T extends FieldValues>(props: BaseProps<T>) {
  const { form, ids, message, aria } = useFieldState<T>(props.name, props.hint);
  return (
    <div className="form-check mb-4">
      <input {...aria} type="checkbox" disabled={props.disabled} {...form.register(props.name)} />
      <label htmlFor={ids.id}>{props.label}</label>
      <Feedback ids={ids} hint={props.hint} message={message} />
    </div>
  );
}

type ChecksFieldProps<T extends FieldValues> = BaseProps<T> & {
  /** The choices, in the order the value keeps them. */
  options: Option[];
  /** One choice a line, for choices that are sentences rather than words. */
  stacked?: boolean;
};

/** A group of checkboxes bound to a list value of the surrounding form, kept in the options' order. */
export function ChecksField<T extends FieldValues>({ options, stacked, ...props }: ChecksFieldProps<T>) {
  const { form, ids, message } = useFieldState<T>(props.name, props.hint);
  const chosen: string[] = form.watch(props.name) ?? [];
  const toggle = (value: string, on: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((option) => (option === value ? on : chosen.includes(option)));
    form.setValue(props.name, next as never, { shouldDirty: true, shouldValidate: true });
  };
  const describedBy = [message ? ids.error : null, props.hint ? ids.hint : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="mb-4"
      aria-describedby={describedBy || undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="form-label fw-semibold fs-6">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={stacked ? 'd-flex flex-column gap-2' : 'd-flex flex-wrap gap-3'}>
        {options.map((option) => (
          <div key={option.value} className={`form-check my-0${stacked ? '' : ' form-check-inline'}`}>
            <input
              id={`${ids.id}-${option.value}`}
              type="checkbox"
              checked={chosen.includes(option.value)}
              disabled={props.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label htmlFor={`${ids.id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <Feedback ids={ids} hint={props.hint} message={message} />
    </fieldset>
  );
}
