import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (or shown as print media), so a screen can lay out for
 * paper what CSS alone cannot (e.g. a wide table cut into page-wide parts). `beforeprint` renders
 * synchronously, before the browser lays out the pages; until `afterprint` it stays true, whatever
 * the print media query says meanwhile (Chromium tells it `false` just after `beforeprint`, and a
 * page drawn again then is cut short on paper).
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    let job = false;
    const before = () => {
      job = true;
      flushSync(() => setPrinting(true));
    };
    const after = () => {
      job = false;
      setPrinting(media?.matches ?? false);
    };
    const change = (event: MediaQueryListEvent) => setPrinting(event.matches || job);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
