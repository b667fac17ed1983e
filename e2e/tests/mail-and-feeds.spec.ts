import type { PublicBulletinType, PublishedIssue } from '@bora/shared/public-api';
import { expect, type Page, test } from '@playwright/test';
import { bulletinMessage } from '../../packages/server/src/features/distribution/mail-messages.ts';
import { seriousViolations } from '../support/axe.ts';
import { openApp } from '../support/page.ts';

const ATOM = 'link[rel="alternate"][type="application/atom+xml"]';

/** The feeds a page announces in its head: what browsers and feed readers find. */
const announced = (page: Page) =>
  page
    .locator(ATOM)
    .evaluateAll((links) =>
      links.map((link) => ({ title: link.getAttribute('title'), href: link.getAttribute('href') })),
    );

test('every public type’s e-mail reads on a phone without scrolling sideways, in Italian and English', async ({
  page,
  request,
}) => {
  const types: PublicBulletinType[] = await (await request.get('/api/public/bulletin-types/')).json();
  await page.setViewportSize({ width: 390, height: 844 });
  let checked = 0;
  for (const type of types) {
    const latest = await request.get(`/api/public/bulletin-types/${type.code}/latest/`);
    if (!latest.ok()) continue;
    const issue: PublishedIssue = await latest.json();
    for (const language of ['it', 'en'] as const) {
      const { html } = bulletinMessage(
        { agency: issue.authority.name, origin: '' },
        language,
        'published',
        issue,
        {
          page: issue.links.page,
          unsubscribe: '/subscribe/unsubscribe?token=t',
        },
      );
      await page.setContent(html);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${type.code} in ${language}`).toBeLessThanOrEqual(390);
      // Every venue listed (up to 30) is there with its values, not a wide table.
      await expect(
        page.getByText(issue.composition.venues[0]?.name ?? '', { exact: true }).first(),
      ).toBeVisible();
      checked++;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(4);
});

test('the home page offers the feed of every bulletin beside the e-mail, and announces it', async ({
  page,
}) => {
  await openApp(page);
  expect(await announced(page)).toContainEqual(expect.objectContaining({ href: '/api/public/feed.atom' }));
  const feed = page.getByRole('link', { name: 'Atom feed of every bulletin' });
  await expect(feed).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Receive these by e-mail' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  const answer = await page.request.get((await feed.getAttribute('href')) ?? '');
  expect(answer.headers()['content-type']).toContain('application/atom+xml');
  // Told apart: each entry of the feed of every type names its type and date.
  const titles = [...(await answer.text()).matchAll(/<entry>[\s\S]*?<title type="text">([^<]+)</g)].map(
    (m) => m[1],
  );
  expect(titles.length).toBeGreaterThan(1);
  expect(new Set(titles).size).toBe(titles.length);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the bulletins list of one type offers and announces that type’s feed, in Italian too', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const types = await (await page.request.get('/api/bulletin-types/?page_size=100')).json();
  const veneto = types.results.find((type: { code: string }) => type.code === 'veneto-montagna');
  await page.goto(`/bulletins?bulletin_type=${veneto.id}`);
  const feed = page.getByRole('link', { name: 'Feed Atom di «Bollettino montagna Veneto»' });
  await expect(feed).toBeVisible();
  await expect(feed).toHaveAttribute('href', '/api/public/bulletin-types/veneto-montagna/feed.atom?lang=it');
  await expect(page.getByRole('link', { name: 'Ricevili via e-mail' })).toHaveAttribute(
    'href',
    '/subscribe?type=veneto-montagna',
  );
  await expect
    .poll(() => announced(page))
    .toContainEqual({
      title: 'Bollettino montagna Veneto – feed Atom',
      href: '/api/public/bulletin-types/veneto-montagna/feed.atom?lang=it',
    });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await context.close();
});
