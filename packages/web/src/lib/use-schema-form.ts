import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { showError } from './show-error.ts';

type SchemaFormOptions<In extends FieldValues, Out, R> = {
  defaultValues: DefaultValues<In>;
  /** Sends the checked values; its rejection (an ApiError) goes onto the fields or into a toast. */
  save: (values: Out) => Promise<R>;
  /** The success toast. */
  success?: string;
  onSaved?: (result: R) => void;
  /**
   * The paths a server problem may name that have a field on this form; by default the keys of
   * `defaultValues` (add nested ones such as `items.0.code` here).
   */
  fields?: string[];
};

/**
 * A react-hook-form form checked by a shared zod schema as the user types (after leaving a field
 * once), whose submit sends, toasts success, and puts a server problem's errors on the fields.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(
  schema: S,
  options: SchemaFormOptions<z.input<S>, z.output<S>, R>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    // Every problem of a field at once (a password may be both short and the username).
    criteriaMode: 'all',
    defaultValues: options.defaultValues,
  });
  const fields = (options.fields ?? Object.keys(options.defaultValues ?? {})) as Path<z.input<S>>[];
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await options.save(values);
      if (options.success) toast.success(options.success);
      options.onSaved?.(result);
    } catch (error) {
      showError(error, { setError: form.setError, fields });
    }
  });
  return { form, submit };
}
