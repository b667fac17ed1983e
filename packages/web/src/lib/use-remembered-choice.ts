import { useCallback, useState } from 'react';

/**
 * A yes-or-no choice remembered on this browser under `key` (a panel shown or hidden, say):
 * `fallback` until one is made, and for a browser that stores nothing.
 */
export function useRememberedChoice(key: string, fallback: boolean): [boolean, (choice: boolean) => void] {
  const [choice, setChoice] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? fallback : stored === 'yes';
    } catch {
      return fallback;
    }
  });
  const choose = useCallback(
    (next: boolean) => {
      setChoice(next);
      try {
        localStorage.setItem(key, next ? 'yes' : 'no');
      } catch {
        // Not stored: the choice holds until the page is left.
      }
    },
    [key],
  );
  return [choice, choose];
}
