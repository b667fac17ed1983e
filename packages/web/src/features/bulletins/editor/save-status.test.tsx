import type { BulletinDetail } from '@bora/shared/bulletin';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';
import { initialEditor } from './editor-state.ts';
import { SaveStatusBar } from './save-status.tsx';
import type { SaveStatus } from './use-autosave.ts';

const draft: BulletinDetail = { ...submitted, status: 'draft', can_edit: true, actions: [] };

function statusBar(status: SaveStatus) {
  const noop = () => undefined;
  return (
    <SaveStatusBar
      status={status}
      readOnly={false}
      bulletin={draft}
      unsent={{ cells: 2, languages: 0 }}
      canUndo={false}
      canRedo={false}
      onUndo={noop}
      onRedo={noop}
      onSaveNow={noop}
      message={null}
      state={initialEditor(draft)}
      layout={sheetLayout(draft.composition)}
      words={{ language: 'en', icons: [] }}
    />
  );
}

const countdown = () => document.querySelector('[data-retry-in]');

describe('save status bar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-29T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the seconds down to the next try while offline', () => {
    render(statusBar({ kind: 'offline', retryAt: Date.now() + 4000 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: 2 changes are kept in this browser and sent again by themselves.',
    );
    expect(countdown()).toHaveTextContent('Next try in 4 seconds.');

    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toHaveTextContent('Next try in 3 seconds.');
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown()).toHaveTextContent('Next try in 1 second.');
    // The live status is not rewritten each second: a screen reader hears the change of state once.
    expect(screen.getByRole('status')).not.toHaveTextContent(/second/);
  });

  it('starts again from the new retry when a later one is planned, and is gone once saving', () => {
    const view = render(statusBar({ kind: 'offline', retryAt: Date.now() + 2000 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toHaveTextContent('Next try in 1 second.');

    view.rerender(statusBar({ kind: 'offline', retryAt: Date.now() + 8000 }));
    expect(countdown()).toHaveTextContent('Next try in 8 seconds.');
    act(() => vi.advanceTimersByTime(5000));
    expect(countdown()).toHaveTextContent('Next try in 3 seconds.');

    view.rerender(statusBar({ kind: 'saving' }));
    expect(countdown()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });
});
