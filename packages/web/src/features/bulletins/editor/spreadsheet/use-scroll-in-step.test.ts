import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollInStep } from './use-scroll-in-step.ts';

/** A grid's element whose scroll position the test sets, counting the scroll events it receives. */
function scrollingGrid() {
  const element = document.createElement('div');
  const position = { top: 0, left: 0 };
  Object.defineProperty(element, 'scrollTop', { get: () => position.top });
  Object.defineProperty(element, 'scrollLeft', { get: () => position.left });
  const heard: number[] = [];
  element.addEventListener('scroll', () => heard.push(position.top));
  return { handle: { current: { element } }, position, heard };
}

const afterMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('a scroll made by a move, told to the grid in the same task', () => {
  it('sends the grid a scroll event once a render has committed a scroll it has not heard of', async () => {
    const grid = scrollingGrid();
    const { rerender } = renderHook(() => useScrollInStep(grid.handle));
    await afterMicrotasks();
    expect(grid.heard).toEqual([]);

    // Enter on the last row in view: the grid scrolled its new cell into view while committing.
    grid.position.top = 39;
    rerender();
    // Not in a later task, nor with the next frame: before the task that committed has ended.
    await Promise.resolve();
    expect(grid.heard).toEqual([39]);

    // A render that scrolled nothing tells nothing.
    rerender();
    await afterMicrotasks();
    expect(grid.heard).toEqual([39]);

    grid.position.left = 400;
    rerender();
    await afterMicrotasks();
    expect(grid.heard).toEqual([39, 39]);
  });
});
