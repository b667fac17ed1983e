import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router';

/**
 * Holds the person back from leaving a form with unsaved changes: an in-app navigation (a link,
 * the back button, a dialog closing its URL) is blocked until they confirm through the returned
 * blocker, and closing or reloading the tab gets the browser's own question. An untouched form,
 * or one whose changes were just saved or reset, lets them go.
 */
export function useLeaveGuard<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const isDirty = form.formState.isDirty;
  // The blocker runs when the navigation starts, often right after a reset in the same handler
  // (a dialog resetting then closing): it reads the form's state as of that moment, not of the render.
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: (state) => {
          dirty.current = Boolean(state.isDirty);
        },
      }),
    [form],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
  return blocker;
}
