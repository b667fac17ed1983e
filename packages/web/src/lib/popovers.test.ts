import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { enablePopovers } from './popovers.ts';

function trigger(content: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.bsToggle = 'popover';
  button.dataset.bsTitle = 'Build details';
  button.dataset.bsContent = content;
  button.textContent = 'Version';
  return button;
}

/** The open popover, once the library has loaded and Bootstrap has shown it. */
const openPopover = () => waitFor(() => expect(document.querySelector('.popover')).not.toBeNull());

let disable: () => void = () => {};
afterEach(() => {
  disable();
  disable = () => {};
  document.body.innerHTML = '';
});

describe('enablePopovers', () => {
  it('opens a popover on an element added after it was enabled, and closes it with Escape', async () => {
    disable = enablePopovers(document.body);
    const late = trigger('Commit abc123');
    document.body.append(late);

    late.click();
    await openPopover();
    const popover = document.querySelector('.popover');
    expect(popover).toHaveTextContent('Build details');
    expect(popover).toHaveTextContent('Commit abc123');
    expect(late).toHaveAttribute('aria-describedby', popover?.id);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => expect(late).not.toHaveAttribute('aria-describedby'));
  });

  it('takes the popover away with its element when the element is removed', async () => {
    disable = enablePopovers(document.body);
    const wrapper = document.createElement('div');
    const button = trigger('Commit def456');
    wrapper.append(button);
    document.body.append(wrapper);
    button.click();
    await openPopover();

    wrapper.remove();
    await waitFor(() => expect(document.querySelector('.popover')).toBeNull());
  });

  it('does nothing once disabled', async () => {
    enablePopovers(document.body)();
    const button = trigger('Commit 0');
    document.body.append(button);
    button.click();
    // A trigger that still works shows its popover by then (see the test above).
    disable = enablePopovers(document.body);
    const live = trigger('Commit 1');
    document.body.append(live);
    live.click();
    await openPopover();
    expect(document.querySelectorAll('.popover')).toHaveLength(1);
    expect(document.querySelector('.popover')).toHaveTextContent('Commit 1');
  });

  it('opens the popover of the very first click, which loads the library', async () => {
    disable = enablePopovers(document.body);
    const first = trigger('Commit first');
    document.body.append(first);
    first.click();
    await openPopover();
    expect(document.querySelector('.popover')).toHaveTextContent('Commit first');
  });
});
