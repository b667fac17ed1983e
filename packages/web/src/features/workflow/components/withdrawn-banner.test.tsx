import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Me } from '@bora/shared/user';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

function serve(bulletin: BulletinDetail, me: Me | null = venetoManager) {
  return mockFetch({
    ...shellRoutes(me),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
  });
}

/** Opens a bulletin read as the public reads it: titled in the reader's language. */
async function openBulletin(bulletin: BulletinDetail) {
  renderApp(`/bulletin/${bulletin.id}`);
  const title = bulletin.titles[i18n.resolvedLanguage ?? 'en'];
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

const print = () => act(() => void fireEvent(window, new Event('beforeprint')));

describe('a withdrawn bulletin', () => {
  const withdrawn: BulletinDetail = {
    ...submitted,
    status: 'withdrawn',
    issued_at: '2026-03-29T11:00:00Z',
    actions: [],
    withdrawn: {
      by: { username: 'manager', name: 'Marco' },
      at: '2026-03-29T15:30:00Z',
      reason: 'Issued for the wrong day.',
    },
  };

  it('says WITHDRAWN above its title, who withdrew it, when, and why', async () => {
    serve(withdrawn);
    await openBulletin(withdrawn);
    const banner = screen.getByRole('region', { name: 'WITHDRAWN' });
    expect(banner).toHaveTextContent(
      /Marco withdrew this bulletin on Mar 29, 2026, \d+:30 [AP]M: it is no longer valid\./,
    );
    expect(banner).toHaveTextContent('Reason: Issued for the wrong day.');
    // Before the title: the first thing read on the page and on paper.
    const title = screen.getByRole('heading', { level: 1 });
    expect(banner.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await print();
    expect(screen.getByRole('region', { name: 'WITHDRAWN' })).toHaveTextContent('Issued for the wrong day.');
  });

  it('tells a visitor when and why, not who, and in Italian too', async () => {
    const anonymous = { ...withdrawn, withdrawn: { ...withdrawn.withdrawn, by: null } } as BulletinDetail;
    serve(anonymous, null);
    await i18n.changeLanguage('it');
    await openBulletin(anonymous);
    const banner = screen.getByRole('region', { name: 'RITIRATO' });
    expect(banner).toHaveTextContent(
      /Questo bollettino è stato ritirato il 29 mar 2026, \d+:30: non è più valido\./,
    );
    expect(banner).toHaveTextContent('Motivo: Issued for the wrong day.');
    expect(banner).not.toHaveTextContent('Marco');
  });

  it('is not said of a bulletin that stands', async () => {
    const published = { ...submitted, status: 'published' as const, actions: [] };
    serve(published);
    await openBulletin(published);
    expect(screen.queryByRole('region', { name: 'WITHDRAWN' })).toBeNull();
  });
});
