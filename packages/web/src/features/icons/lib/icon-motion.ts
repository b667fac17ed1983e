import { useSyncExternalStore } from 'react';

/** Where the choice to animate the icons is remembered between visits. */
export const ICON_MOTION_STORAGE_KEY = 'bora-icon-motion';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const listeners = new Set<() => void>();
/** The answer last read or chosen; read again when the system's setting or another tab changes it. */
let current: boolean | null = null;

function read(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(ICON_MOTION_STORAGE_KEY);
  } catch {
    // A browser that stores nothing: the system's setting decides.
  }
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return !window.matchMedia?.(REDUCED_MOTION).matches;
}

/**
 * Whether the galleries animate the icons that move: as chosen on this browser, or else unless
 * the system asks for reduced motion. Grids always draw icons still.
 */
function iconsMove(): boolean {
  current ??= read();
  return current;
}

/** Animates the icons, or stops them, on every screen at once; remembered on this browser. */
export function setIconsMove(move: boolean): void {
  try {
    localStorage.setItem(ICON_MOTION_STORAGE_KEY, move ? 'on' : 'off');
  } catch {
    // Not stored: the choice holds until the page is left.
  }
  current = move;
  for (const listener of listeners) listener();
}

/** The system's setting and other tabs' choices, heard once for however many pictures are shown. */
function changed() {
  current = null;
  for (const listener of listeners) listener();
}

let reducedMotion: MediaQueryList | undefined;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // The first picture shown reads the setting afresh: it may have changed while none was shown.
    current = null;
    reducedMotion = window.matchMedia?.(REDUCED_MOTION);
    reducedMotion?.addEventListener?.('change', changed);
    window.addEventListener('storage', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    reducedMotion?.removeEventListener?.('change', changed);
    window.removeEventListener('storage', changed);
  };
}

export function useIconsMove(): boolean {
  return useSyncExternalStore(subscribe, iconsMove);
}
