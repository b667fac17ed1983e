import type { BulletinDetail } from '@bora/shared/bulletin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { icons, page, shellRoutes, submitted } from '../../test/bulletin-test-data.ts';
import { mockFetch, versioned } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const published: BulletinDetail = { ...submitted, status: 'published', actions: [] };

async function open(bulletin: BulletinDetail) {
  mockFetch({
    ...shellRoutes(null),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
  });
  renderApp(`/bulletin/${bulletin.id}`);
  // A published bulletin is titled in the reader's language, the staff's page in the type's first.
  const title = bulletin.status === 'published' ? bulletin.titles.en : bulletin.title;
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

const link = () => screen.queryByRole('link', { name: 'Receive these by e-mail' });
const feed = () => screen.queryByRole('link', { name: /Atom feed/ });
const announced = () => document.head.querySelector('link[rel="alternate"][href*="/bulletin-types/"]');

describe('bulletin screen: receiving its type by e-mail', () => {
  it('links a published bulletin of a public type to the subscription of its type', async () => {
    await open(published);
    expect(link()).toHaveAttribute('href', `/subscribe?type=${submitted.bulletin_type.code}`);
  });

  it('offers its type’s Atom feed beside the e-mail, and announces it to feed readers', async () => {
    await open(published);
    const path = `/api/public/bulletin-types/${submitted.bulletin_type.code}/feed.atom?lang=en`;
    expect(feed()).toHaveAttribute('href', path);
    expect(announced()).toHaveAttribute('href', path);
    expect(announced()).toHaveAttribute('type', 'application/atom+xml');
  });

  it('offers nothing for a type that is not public', async () => {
    await open({ ...published, composition: { ...published.composition, is_public: false } });
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(link()).not.toBeInTheDocument();
    expect(feed()).not.toBeInTheDocument();
    expect(announced()).toBeNull();
  });

  it('offers nothing for a bulletin not published', async () => {
    await open(submitted);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(link()).not.toBeInTheDocument();
  });
});
