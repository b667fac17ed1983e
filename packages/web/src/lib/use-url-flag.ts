import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A yes/no state kept in the URL as `?<name>` (e.g. `?new` for the create dialog of a list), so it
 * can be linked to and Back undoes it. Other search params are kept.
 */
export function useUrlFlag(name: string): [boolean, (on: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const on = searchParams.has(name);
  const set = useCallback(
    (value: boolean) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, '');
        else next.delete(name);
        return next;
      }),
    [name, setSearchParams],
  );
  return [on, set];
}
