import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { translateMessage } from './messages.ts';
import { problemText } from './problem-text.ts';

type FormTarget<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The form's fields: server errors for these go on the field, the rest into a toast. */
  fields: readonly Path<T>[];
};

/**
 * The one way a failed call reaches the user: a problem's field errors on the form fields they
 * name, everything else as an error toast.
 */
export function showError<T extends FieldValues>(error: unknown, form?: FormTarget<T>): void {
  if (!(error instanceof ApiError)) {
    toast.error(i18n.t('errors.unexpected'));
    return;
  }
  const leftovers: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = messages.map(translateMessage).join(' ');
    if (form?.fields.includes(field as Path<T>)) {
      // The focus goes to the first field at fault only: moving it on would leave the field before,
      // which then checks itself again and drops the server's message.
      form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftovers.push(text);
    }
  }
  const placedOnFields = Object.keys(error.errors).length > leftovers.length;
  if (leftovers.length) {
    toast.error(leftovers.join(' '));
  } else if (!placedOnFields) {
    toast.error(error.status === 0 ? i18n.t('errors.network') : problemText(error.problem));
  }
}
