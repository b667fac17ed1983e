import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { isStale } from './api-error.ts';
import { showError } from './show-error.ts';
import { type DetailQuery, reloadObject } from './use-reload.ts';

/** An object the form edits, as the screen loaded it from its detail query. */
type Edited<T, In extends FieldValues, K extends QueryKey> = {
  /** The object as loaded: each save sends its version (If-Match), until a reload replaces it. */
  loaded: T;
  /** The form's values for a version of the object: the loaded one, then any reloaded one. */
  values: (object: T) => DefaultValues<In>;
  /** The object's detail query, read again (with its history) when someone else changed the object meanwhile. */
  query: DetailQuery<T, K>;
};

type SchemaFormOptions<In extends FieldValues, Out, R, T, K extends QueryKey> = {
  /** The starting values of a new object's form (an edit form starts from `edit.values`). */
  defaultValues?: DefaultValues<In>;
  /** An existing object to edit, whose version goes with each save. */
  edit?: Edited<T, In, K>;
  /**
   * Sends the checked values, with the object's version that `edit` holds (send it as `ifMatch`);
   * a rejection (an ApiError) goes onto the fields, into a toast, or, for a 412, offers a reload.
   */
  save: (values: Out, loaded: T) => Promise<R>;
  /** The success toast. */
  success?: string;
  onSaved?: (result: R) => void;
  /**
   * For an edit form that stays open after a save: the object as saved (from the save's answer),
   * whose version the next save sends instead of the one first loaded.
   */
  savedObject?: (result: R) => T;
  /**
   * The paths a server problem may name that have a field on this form; by default the keys of
   * the starting values (add nested ones such as `items.0.code` here).
   */
  fields?: string[];
};

/**
 * A save refused because someone else changed the object meanwhile (`stale`), or their version
 * reloaded into the form (`reloaded`); the form shows it (SchemaForm's `conflict`).
 */
export type EditConflict = {
  state: 'stale' | 'reloaded';
  /** Reads their version, makes it the one the next save builds on, and resets the form to it. */
  reload: () => Promise<void>;
  /** Leaves the form as it is: the next save is refused again, until a reload. */
  keep: () => void;
};

/**
 * A react-hook-form form checked by a shared zod schema as the user types (after leaving a field
 * once), whose submit sends, toasts success, and puts a server problem's errors on the fields.
 * An edit form holds the version of the object it started from: when someone else saved a change
 * since, the save is refused and `conflict` offers their version instead of overwriting it.
 */
export function useSchemaForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  R = unknown,
  T = undefined,
  K extends QueryKey = QueryKey,
>(schema: S, options: SchemaFormOptions<z.input<S>, z.output<S>, R, T, K>) {
  const client = useQueryClient();
  const { edit } = options;
  const [loaded, setLoaded] = useState(edit?.loaded as T);
  const [conflict, setConflict] = useState<EditConflict['state'] | null>(null);
  const defaultValues = edit ? edit.values(loaded) : options.defaultValues;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    // Every problem of a field at once (a password may be both short and the username).
    criteriaMode: 'all',
    defaultValues,
  });
  useErrorsFollowTyping(form);
  const fields = (options.fields ?? Object.keys(defaultValues ?? {})) as Path<z.input<S>>[];
  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      const result = await options.save(values, loaded);
      if (options.savedObject) setLoaded(options.savedObject(result));
      if (options.success) toast.success(options.success);
      // What was sent is now saved: leaving no longer asks (onSaved may reset or navigate next).
      form.reset(form.getValues());
      options.onSaved?.(result);
    } catch (error) {
      if (edit && isStale(error)) setConflict('stale');
      else showError(error, { setError: form.setError, fields });
    }
  });

  const reload = async () => {
    if (!edit) return;
    const current = await reloadObject(client, edit.query);
    setLoaded(current);
    form.reset(edit.values(current));
    setConflict('reloaded');
  };
  return {
    form,
    submit,
    conflict: conflict ? { state: conflict, reload, keep: () => setConflict(null) } : undefined,
  };
}

/**
 * A field showing an error is checked again at each change, even before the person leaves it
 * ('onTouched' alone waits for the blur): a mended field loses its message as it is mended, and
 * the blur before a click on Save no longer moves the dialog under the pointer.
 */
function useErrorsFollowTyping<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change' && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
}
