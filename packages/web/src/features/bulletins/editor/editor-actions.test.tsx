import type { BulletinDetail } from '@bora/shared/bulletin';
import type { WorkflowAction } from '@bora/shared/workflow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { callsTo, headersOf, versioned } from '../../../test/fetch-mock.ts';
import { keptDrafts as kept } from './test-draft-store.ts';
import { cell, draftServer, measureWideScreen, openEditor, sent } from './test-editor.ts';

/** The edits this browser keeps, emptied before each test: what one test leaves is no offer in the next. */
vi.mock('./draft-store.ts', async (original) => ({
  ...(await original<typeof import('./draft-store.ts')>()),
  defaultDraftStore: (await import('./test-draft-store.ts')).keptDraftStore,
}));

beforeEach(() => {
  kept.clear();
  measureWideScreen();
});

const reviewers = [
  { username: 'anna', name: 'Anna Bianchi' },
  { username: 'manager', name: 'Marco Responsabile' },
];
const offered = (...actions: WorkflowAction[]) =>
  actions.map((action) => ({ action, needs_comment: action === 'return', blocked_by: null }));

/** The draft server, offering `actions`, with the workflow's routes: each action taken is recorded with its If-Match. */
function actionServer(actions: WorkflowAction[], after: Partial<BulletinDetail> = {}) {
  const taken: { action: string; ifMatch: string | undefined }[] = [];
  const take = (action: string) => (_url: URL, init?: RequestInit) => {
    taken.push({ action, ifMatch: headersOf(init)['if-match'] });
    const revision = server.bulletin.revision + 1;
    server.bulletin = {
      ...server.bulletin,
      revision,
      can_edit: false,
      actions: [],
      reviewers: null,
      ...after,
    };
    return versioned(server.bulletin, `"${revision}"`);
  };
  const { server, fetch } = draftServer({
    '/api/bulletins/41/submit/': take('submit'),
    '/api/bulletins/41/publish/': take('publish'),
  });
  server.bulletin = { ...server.bulletin, actions: offered(...actions), reviewers };
  return { server, fetch, taken };
}

const actions = () => screen.getByRole('region', { name: 'Actions' });

describe('the editor’s workflow actions', () => {
  it('refuses to submit while a cell holds invalid text, takes me to it, and once mended asks and submits the new value', async () => {
    const { server, taken } = actionServer(['submit'], { status: 'submitted' });
    await openEditor();
    // "xyz" over the saved 12.5: kept in the cell, never sent.
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('xyz{Enter}');
    expect(cell(0, 1)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent('Not submitted:');
    expect(refusal).toHaveTextContent(
      '1 cell holds a value that is not valid: fix it or undo it before submitting.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(taken).toEqual([]);

    await userEvent.click(
      within(refusal).getByRole('button', { name: /^Go to Belluno, .*Mattina, Max temperature \(°C\)$/ }),
    );
    await waitFor(() => expect(cell(0, 1)).toHaveFocus());
    await userEvent.keyboard('17{Enter}');
    // Mended, the notice goes (once what was typed is saved: a valid value waits a moment).
    await waitFor(() => expect(within(actions()).queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 5000,
    });

    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the bulletin for review' });
    expect(dialog).toHaveTextContent('Once submitted, the bulletin can no longer be written');
    expect(dialog).toHaveTextContent(
      'Its reviewers are Anna Bianchi and Marco Responsabile, managers of ARPA Veneto: one of them publishes it or returns it to its writers with a comment.',
    );
    expect(dialog).toHaveTextContent('whoever edited it last cannot publish it');
    expect(sent(server)).toEqual([{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 17 }]);
    expect(taken).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bulletin submitted')).toBeInTheDocument();
    // On the revision the save reached.
    expect(taken).toEqual([{ action: 'submit', ifMatch: '"8"' }]);
  });

  it('sends what waits at once on Submit, and refuses while it cannot be sent', async () => {
    const { server, fetch, taken } = actionServer(['submit'], { status: 'submitted' });
    await openEditor();
    server.offline = true;
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('8{Enter}');
    // At once, without waiting for the pause after typing.
    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent(
      '1 change is not saved yet (the status above says why): it must be saved before submitting.',
    );
    expect(callsTo(fetch, '/api/bulletins/41/values/').length).toBeGreaterThan(0);
    expect(taken).toEqual([]);

    server.offline = false;
    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the bulletin for review' });
    expect(sent(server).at(-1)).toEqual({ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 8 });
    expect(within(actions()).queryByRole('alert')).not.toBeInTheDocument();
    // Cancelled, nothing goes and the focus is back on the button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(actions()).getByRole('button', { name: 'Submit' })).toHaveFocus());
    expect(taken).toEqual([]);
  });

  it('says who reviews when the authority has no other manager: the manager submitting, or staff', async () => {
    const { server } = actionServer(['submit']);
    server.bulletin = { ...server.bulletin, reviewers: [] };
    await openEditor();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the bulletin for review' });
    // The test's viewer manages ARPA Veneto.
    expect(dialog).toHaveTextContent(
      'No other manager of ARPA Veneto reviews it: you publish it or return it yourself, or a member of staff does.',
    );
  });

  it('refuses while a conflict is unsettled, and shows the way to it', async () => {
    const { server, taken } = actionServer(['submit']);
    await openEditor();
    // Someone else saves the cell meanwhile; this screen has not heard of it.
    server.saveElsewhere([{ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, value: 20 }]);
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('9{Enter}');
    await screen.findByRole('region', { name: '1 change to settle' }, { timeout: 5000 });

    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent('Settle the 1 conflict first: keep your value or theirs.');
    await userEvent.click(within(refusal).getByRole('button', { name: 'Show the conflicts' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep yours' })).toHaveFocus());
    expect(taken).toEqual([]);
  });

  it('refuses while edits kept in this browser from an earlier visit are on offer, until they are taken or let go', async () => {
    const { taken } = actionServer(['submit'], { status: 'submitted' });
    const key = { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2 };
    kept.set(41, {
      bulletin_id: 41,
      values: {
        bulletin_id: 41,
        revision: 7,
        cells: {
          '11/0/mattina/2': {
            key,
            base: { kind: 'value', value: 12.5, note: 'Warmer in the valley' },
            mine: { kind: 'value', value: 15, note: 'Warmer in the valley' },
          },
        },
      },
      texts: { revision: 7, languages: {} },
      saved_at: '2026-03-29T09:30:00Z',
    });
    await openEditor();
    const offer = (await screen.findByText(/This browser kept changes to this bulletin/)).closest(
      '[role="alert"]',
    );
    if (!(offer instanceof HTMLElement)) throw new Error('no offer');

    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Changes kept in this browser from an earlier visit were never saved: bring them back or discard them (above) before submitting.',
    );
    expect(taken).toEqual([]);

    await userEvent.click(within(offer).getByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect(within(actions()).queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(within(actions()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Submit the bulletin for review' })).toBeInTheDocument();
  });

  it('once the draft left my hands, refuses to publish over edits it can no longer save: they can be discarded; returning is not refused', async () => {
    const { server, taken } = actionServer([], { status: 'published' });
    const { queryClient } = await openEditor();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('xyz{Enter}');
    // Someone else submits it: the editor reads it again and turns read-only, my text still there.
    server.bulletin = {
      ...server.bulletin,
      status: 'submitted',
      revision: 8,
      can_edit: false,
      actions: offered('return', 'publish'),
      reviewers: null,
    };
    await queryClient.invalidateQueries({ queryKey: bulletinKey(41) });
    await screen.findByText(/This bulletin is submitted now/);
    expect(cell(0, 1)).toHaveTextContent('xyz');

    // Returning hands it back as a draft, where the text can be mended: it is not refused.
    await userEvent.click(within(actions()).getByRole('button', { name: 'Return' }));
    const returning = await screen.findByRole('dialog', { name: 'Return the bulletin' });
    await userEvent.click(within(returning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(actions()).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(actions()).getByRole('button', { name: 'Publish' }));
    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent('Not published:');
    expect(refusal).toHaveTextContent(
      'Your 1 unsaved change can no longer be saved here: the bulletin is submitted. Copy it if you need it, and discard it before publishing.',
    );
    expect(refusal).toHaveTextContent('Or return the bulletin to its writers');
    expect(taken).toEqual([]);

    await userEvent.click(within(refusal).getByRole('button', { name: 'Discard unsaved changes' }));
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12.5'));
    expect(within(actions()).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(actions()).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the bulletin' });
    expect(dialog).toHaveTextContent('the bulletin is public at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Bulletin published')).toBeInTheDocument();
    expect(taken).toEqual([{ action: 'publish', ifMatch: '"8"' }]);
  });
});
