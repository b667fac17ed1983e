import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as the screen last settled on it: a change shows here once the frame that follows it has
 * painted, in a render that gives way to whatever comes next. What a keystroke must show at once
 * paints first; what follows from it (a check, a summary beside the grid) a moment later.
 */
export function useAfterPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a timer set there, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setSettled(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, settled]);
  return settled;
}
