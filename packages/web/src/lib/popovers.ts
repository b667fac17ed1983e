import type PopoverClass from 'bootstrap/js/dist/popover';

export const POPOVER_SELECTOR = '[data-bs-toggle="popover"]';

/**
 * Gives Bootstrap popover behaviour to every `[data-bs-toggle="popover"]` under `root`, including
 * elements React adds later: one delegated listener instead of one instance per element. Escape
 * or a click elsewhere closes open popovers; an element React removes takes its popover with it.
 * The popover library (with Popper) is loaded on the first click on a trigger, not with the page.
 * Returns the function that undoes all of this.
 */
export function enablePopovers(root: HTMLElement = document.body): () => void {
  let Popover: typeof PopoverClass | undefined;
  let delegate: PopoverClass | undefined;
  let loading = false;
  let enabled = true;

  const triggers = () => Array.from(root.querySelectorAll<HTMLElement>(POPOVER_SELECTOR));
  const hideAll = (except?: Element | null) => {
    for (const element of triggers()) {
      if (element !== except) Popover?.getInstance(element)?.hide();
    }
  };

  async function load(first: HTMLElement) {
    loading = true;
    const library = await import('bootstrap/js/dist/popover');
    if (!enabled) return;
    Popover = library.default;
    delegate = new Popover(root, { selector: POPOVER_SELECTOR, trigger: 'click', container: 'body' });
    // The click that asked for the library came before its listener existed: give it again.
    if (first.isConnected) first.click();
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hideAll();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.popover')) return;
    const trigger = target?.closest<HTMLElement>(POPOVER_SELECTOR);
    if (trigger && !loading && root.contains(trigger)) void load(trigger);
    hideAll(trigger);
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick);

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (!(node instanceof Element)) continue;
        const removed = node.matches(POPOVER_SELECTOR) ? [node] : [];
        removed.push(...node.querySelectorAll(POPOVER_SELECTOR));
        for (const element of removed) Popover?.getInstance(element)?.dispose();
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });

  return () => {
    if (!enabled) return;
    enabled = false;
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick);
    for (const element of triggers()) Popover?.getInstance(element)?.dispose();
    delegate?.dispose();
  };
}
