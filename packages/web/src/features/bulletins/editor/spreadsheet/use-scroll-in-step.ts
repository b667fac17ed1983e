import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Draws the rows a move scrolled into view in the same task as the move.
 *
 * react-data-grid learns of a scroll from the element's scroll event, and browsers send that
 * event with the next frame, just before painting it: a move that scrolls the grid (Enter on the
 * last row in view, an arrow at the edge) would mount the new row, and restyle and lay out the
 * grid for it, inside that frame, after the move's own work. Once React has committed a render of
 * the grid, this tells the grid at once of a scroll position it has not passed on yet, so that the
 * frame that follows has only its paint to do. The browser's own event then finds the grid already
 * there, as does a repeat of a position the grid heard of by itself (a wheel's scroll).
 */
export function useScrollInStep(grid: RefObject<{ element: HTMLElement | null } | null>): void {
  const heard = useRef({ top: 0, left: 0 });
  useLayoutEffect(() => {
    // After the commit the effect belongs to: the grid scrolls its cell into view in its own effects.
    queueMicrotask(() => {
      const element = grid.current?.element;
      if (!element) return;
      const { scrollTop: top, scrollLeft: left } = element;
      if (top === heard.current.top && left === heard.current.left) return;
      heard.current = { top, left };
      element.dispatchEvent(new Event('scroll'));
    });
  });
}
