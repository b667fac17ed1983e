import { type RefObject, useEffect, useRef } from 'react';

/**
 * While a panel is open, a press or the focus going outside `frame` (Tab past its end) closes it,
 * and so does Escape, which gives the focus back to `button` (the one that opened it).
 * `focusOutside: false` for a panel beside a widget that moves the focus by itself (the grid keeps
 * its active cell focused as it redraws): only a press outside, or Escape, closes it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  frame: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  { focusOutside = true }: { focusOutside?: boolean } = {},
) {
  // The latest `close`, so that a new one at each render does not listen again.
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const close = () => latest.current();
    const outside = (event: Event) => {
      if (!frame.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    if (focusOutside) document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, frame, button, focusOutside]);
}
