import { useSyncExternalStore } from 'react';

/** The width under which Bora lays a screen out for a phone (Bootstrap's `sm` breakpoint). */
export const PHONE = '(max-width: 575.98px)';

/** Whether a media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}
