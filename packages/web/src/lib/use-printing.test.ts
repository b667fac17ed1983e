import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrinting } from './use-printing.ts';

/** A print media query whose answer and change events the test decides. */
function printMedia() {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    matches: false,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
    /** The browser evaluates print media anew. */
    change(matches: boolean) {
      media.matches = matches;
      for (const listener of listeners) listener({ matches });
    },
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === 'print' ? media : { ...media, matches: false }));
  return media;
}

describe('whether the page is being printed', () => {
  it('is true from beforeprint to afterprint, whatever the print media query says meanwhile', () => {
    const media = printMedia();
    const { result } = renderHook(() => usePrinting());
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(result.current).toBe(true);
    // Chromium says "not print" just after beforeprint, then "print" as it lays out the pages.
    act(() => media.change(false));
    expect(result.current).toBe(true);
    act(() => media.change(true));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(result.current).toBe(true);
    act(() => media.change(false));
    expect(result.current).toBe(false);
  });

  it('follows the print media query outside a print job (a page shown as print media)', () => {
    const media = printMedia();
    const { result } = renderHook(() => usePrinting());
    act(() => media.change(true));
    expect(result.current).toBe(true);
    act(() => media.change(false));
    expect(result.current).toBe(false);
  });
});
