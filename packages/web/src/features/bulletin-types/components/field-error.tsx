import { useFormContext } from 'react-hook-form';
import { translateMessage } from '../../../lib/messages.ts';

/** The message of a form path (an array, an item, a field of an item), from the schema or the server. */
export function useFieldError(name: string): string | undefined {
  const form = useFormContext();
  const error = form.getFieldState(name, form.formState).error as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? translateMessage(message) : undefined;
}

/** A form path's message under the control it belongs to, announced, with an id for aria-describedby. */
export function FieldError({ name, id }: { name: string; id?: string }) {
  const message = useFieldError(name);
  if (!message) return null;
  return (
    <div id={id ?? errorId(name)} className="invalid-feedback d-block" role="alert">
      {message}
    </div>
  );
}

export function errorId(name: string): string {
  return `error-${name.replace(/[^\w-]/g, '-')}`;
}
