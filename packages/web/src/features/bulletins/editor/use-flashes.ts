import { cellId } from '@bora/shared/bulletin-check';
import { useEffect, useState } from 'react';
import type { LiveChange } from '../../history/api/use-bulletin-live.ts';

const FLASH_MS = 2500;
const NONE: ReadonlyMap<string, string> = new Map();

/** The cells someone else just saved (cellId → their name), for a moment after each of their saves. */
export function useFlashes(change: LiveChange | null): ReadonlyMap<string, string> {
  const [flashes, setFlashes] = useState(NONE);
  useEffect(() => {
    if (change?.kind !== 'save' || !change.cells?.length) return;
    const name = change.who.name || change.who.username;
    setFlashes(new Map(change.cells.map((cell) => [cellId(cell), name])));
    const timer = setTimeout(() => setFlashes(NONE), FLASH_MS);
    return () => clearTimeout(timer);
  }, [change]);
  return flashes;
}
