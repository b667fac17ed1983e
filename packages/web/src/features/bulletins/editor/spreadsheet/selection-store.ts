import { type ReactNode, useSyncExternalStore } from 'react';
import type { Selection } from '../../sheet/selection.ts';

/**
 * The grid's selection, kept outside the editor's state: moving from cell to cell redraws what
 * shows the selection (the grid, the cell bar, the tools), not the whole editor around them.
 */
export class SelectionStore {
  private selection: Selection | null = null;
  private readonly listeners = new Set<() => void>();

  get current(): Selection | null {
    return this.selection;
  }

  set = (selection: Selection | null): void => {
    if (selection === this.selection) return;
    this.selection = selection;
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** Draws its children with the selection as it is now, again whenever it moves. */
export function WithSelection({
  store,
  children,
}: {
  store: SelectionStore;
  children: (selection: Selection | null) => ReactNode;
}) {
  return children(useSyncExternalStore(store.subscribe, () => store.current));
}
