import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// Bootstrap opens and closes a popover on a timer even without a delay, and ends its fade on
// another: the test runs those timers (and the mutation observer's callbacks) instead of waiting.
const tick = () => vi.runAllTimersAsync();

beforeEach(() => {
  vi.useFakeTimers();
});

let disable: () => void = () => {};
afterEach(() => {
  vi.useRealTimers();
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
    await tick();
    const popover = document.querySelector('.popover');
    expect(popover).toHaveTextContent('Build details');
    expect(popover).toHaveTextContent('Commit abc123');
    expect(late).toHaveAttribute('aria-describedby', popover?.id);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await tick();
    expect(late).not.toHaveAttribute('aria-describedby');
  });

  it('takes the popover away with its element when the element is removed', async () => {
    disable = enablePopovers(document.body);
    const wrapper = document.createElement('div');
    const button = trigger('Commit def456');
    wrapper.append(button);
    document.body.append(wrapper);
    button.click();
    await tick();
    expect(document.querySelector('.popover')).not.toBeNull();

    wrapper.remove();
    await tick();
    expect(document.querySelector('.popover')).toBeNull();
  });

  it('does nothing once disabled', async () => {
    enablePopovers(document.body)();
    const button = trigger('Commit 0');
    document.body.append(button);
    button.click();
    await tick();
    expect(document.querySelector('.popover')).toBeNull();
  });
});
