import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draft, draftServer, measureWideScreen, openEditor } from './test-editor.ts';

beforeEach(() => {
  measureWideScreen();
  localStorage.clear();
});

describe('the editor as a workspace', () => {
  it('folds the bulletin’s details into one line above the grid, opened on demand', async () => {
    draftServer();
    await openEditor();
    const line = screen.getByText(/^Bollettino montagna Veneto · ARPA Veneto · .* · version 1$/);
    const fold = line.closest('details') as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    expect(within(fold.querySelector('summary') as HTMLElement).getByText('Draft')).toBeInTheDocument();
    await userEvent.click(within(fold).getByText('Details'));
    expect(fold.open).toBe(true);
    expect(within(fold).getByText('Valid')).toBeVisible();
  });

  it('hides the check beside the grid and brings it back with its counts; the choice is remembered', async () => {
    const { server } = draftServer();
    server.bulletin = {
      ...draft,
      actions: [{ action: 'submit', needs_comment: false, blocked_by: 'check' }],
    };
    const view = await openEditor();
    expect(screen.getByRole('region', { name: 'Check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the check' }));
    expect(screen.queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
    // The actions stay on the bar above the grid, whatever the check panel does.
    expect(screen.getByRole('region', { name: 'Actions' })).toBeInTheDocument();
    const show = screen.getByRole('button', { name: /^Check: \d+ errors?, \d+ warnings?$/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');

    view.unmount();
    await openEditor();
    expect(screen.queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Check: / }));
    expect(screen.getByRole('region', { name: 'Check' })).toBeInTheDocument();
    expect(localStorage.getItem('bora-editor-check')).toBe('yes');
  });
});
