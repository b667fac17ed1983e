import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, json, versioned } from '../../../test/fetch-mock.ts';
import type { StoredDraft } from '../editor/draft-store.ts';
import { keptDrafts as kept } from '../editor/test-draft-store.ts';
import { cell, draftServer, measureWideScreen, nothingWaiting, openEditor } from '../editor/test-editor.ts';

/** The edits this browser keeps: what a discarded draft leaves must go with it. */
vi.mock('../editor/draft-store.ts', async (original) => ({
  ...(await original<typeof import('../editor/draft-store.ts')>()),
  defaultDraftStore: (await import('../editor/test-draft-store.ts')).keptDraftStore,
}));

beforeEach(() => {
  kept.clear();
  measureWideScreen();
});

/**
 * The draft server, the draft discardable unless told otherwise; `DELETE /api/bulletins/41/` is
 * recorded with its If-Match and answered by `refuse` when given, else 204 (once it matches).
 */
function discardServer(options: { discardable?: boolean; refuse?: () => Response } = {}) {
  const deletes: (string | undefined)[] = [];
  const { server, fetch } = draftServer({
    '/api/bulletins/41/': (_url, init) => {
      if (init?.method !== 'DELETE') return versioned(server.bulletin, `"${server.bulletin.revision}"`);
      const ifMatch = headersOf(init)['if-match'];
      deletes.push(ifMatch);
      if (options.refuse) return options.refuse();
      return new Response(null, { status: 204 });
    },
  });
  server.bulletin = { ...server.bulletin, can_discard: options.discardable ?? true, actions: [] };
  return { server, fetch, deletes };
}

const actions = () => screen.getByRole('region', { name: 'Actions' });

describe('discarding a draft', () => {
  it('asks first, naming the bulletin; Cancel keeps it; confirmed, it goes as of the editor’s last save, and the list says so', async () => {
    const { deletes } = discardServer();
    await openEditor();
    // A save first: the draft is discarded as of the revision it reached (7 → 8).
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('17{Enter}');
    await nothingWaiting();

    await userEvent.click(within(actions()).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent(
      'The draft “Sun on the Dolomites” (Bollettino montagna Veneto, Mar 29, 2026, version 1) is deleted with its values, texts and history. This cannot be undone.',
    );
    expect(dialog).toHaveTextContent('The date is then free for a new bulletin of this type.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);

    kept.set(41, { bulletin_id: 41 } as StoredDraft);
    await userEvent.click(within(actions()).getByRole('button', { name: 'Discard draft' }));
    const again = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded: Sun on the Dolomites')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulletins' })).toBeInTheDocument();
    expect(deletes).toEqual(['"8"']);
    // What this browser kept of it goes with it.
    await waitFor(() => expect(kept.has(41)).toBe(false));
  });

  it('says in the dialog why the server refused, and keeps the draft open', async () => {
    const { deletes } = discardServer({
      refuse: () =>
        json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This draft was submitted for review once and returned.',
            code: 'draft_was_submitted',
          },
          409,
          'application/problem+json',
        ),
    });
    await openEditor();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This draft was submitted for review once and returned: it is part of the record and is kept. Correct it and submit it again.',
    );
    expect(deletes).toEqual(['"7"']);
    expect(screen.getByRole('grid', { name: /Values of Bollettino montagna Veneto/ })).toBeInTheDocument();
  });

  it('names the version a correction corrects, which stays as it is', async () => {
    const { server } = discardServer();
    server.bulletin = { ...server.bulletin, version: 2, corrects_id: 12 };
    await openEditor();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent('Mar 29, 2026, version 2');
    expect(dialog).toHaveTextContent(
      'It is a correction: the version it corrects (bulletin #12) stays exactly as it is.',
    );
  });

  it('is not offered for a draft the reader may not discard (submitted once, say)', async () => {
    discardServer({ discardable: false });
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
  });
});
