import type { BulletinDetail } from '@bora/shared/bulletin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { icons, page, shellRoutes, submitted } from '../../../test/bulletin-test-data.ts';
import { json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { forecaster } from '../../../test/viewers.ts';

const returnedBy = {
  by: { username: 'manager', name: 'Marco Responsabile' },
  at: '2026-03-28T09:30:00Z',
  comment: 'Belluno is too warm for March.\nCheck the afternoon.',
};
const returnedDraft: BulletinDetail = {
  ...submitted,
  status: 'draft',
  can_edit: true,
  actions: [{ action: 'submit', needs_comment: false, blocked_by: null }],
  returned: returnedBy,
};

function serve(bulletin: () => BulletinDetail) {
  return mockFetch({
    ...shellRoutes(forecaster),
    [`/api/bulletins/${submitted.id}/`]: () => versioned(bulletin(), `"${bulletin().revision}"`),
    [`/api/bulletins/${submitted.id}/check/`]: () =>
      json({ revision: 7, passes: true, errors: 0, warnings: 0, problems: [] }),
    [`/api/bulletins/${submitted.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
  });
}

const banner = () => screen.findByRole('region', { name: 'Returned for changes' });

describe('a returned draft', () => {
  it('says above the editor’s grid who returned it, when, and their comment', async () => {
    serve(() => returnedDraft);
    renderApp(`/bulletin/${submitted.id}`);
    const region = await banner();
    expect(region).toHaveTextContent('Marco Responsabile returned this bulletin on Mar 28, 2026, 10:30 AM:');
    expect(within(region).getByText(/Belluno is too warm for March\./)).toHaveTextContent(
      'Belluno is too warm for March. Check the afternoon.',
    );
    const grid = await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
    expect(region.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it above the read view’s grid too, without a name when the reader is not told who', async () => {
    serve(() => ({ ...returnedDraft, can_edit: false, returned: { ...returnedBy, by: null } }));
    renderApp(`/bulletin/${submitted.id}`);
    const region = await banner();
    expect(region).toHaveTextContent('This bulletin was returned on Mar 28, 2026, 10:30 AM:');
    const grid = screen.getByRole('table', { name: /Bollettino montagna Veneto of/ });
    expect(region.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('loses the banner once submitted again, and a draft never returned has none', async () => {
    let current = returnedDraft;
    serve(() => current);
    const { queryClient } = renderApp(`/bulletin/${submitted.id}`);
    await banner();
    current = { ...returnedDraft, status: 'submitted', can_edit: false, revision: 9, returned: null };
    await queryClient.invalidateQueries({ queryKey: bulletinKey(submitted.id) });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Returned for changes' })).toBeNull());

    current = { ...returnedDraft, revision: 10, returned: null };
    await queryClient.invalidateQueries({ queryKey: bulletinKey(submitted.id) });
    await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
    expect(screen.queryByRole('region', { name: 'Returned for changes' })).toBeNull();
  });
});
