import type { BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll, PHONE } from '../support/layout.ts';

/**
 * A published bulletin as a visitor reads it: the forecast first, titled in their language, on a
 * laptop and on a phone, without a staff tool; a bulletin of many venues on its map with a search.
 */

const WIDE = { width: 1366, height: 768 } as const;

type Published = BulletinSummary & Pick<BulletinDetail, 'composition' | 'texts'>;

/** The newest published demo bulletin of a type, as the public API lists it and as its page reads it. */
async function publishedOf(page: Page, typeCode: string): Promise<Published> {
  const listed = (await (await page.request.get('/api/public/bulletins/?page_size=100')).json()) as {
    results: BulletinSummary[];
  };
  const summary = listed.results.find((each) => each.bulletin_type.code === typeCode);
  if (!summary) throw new Error(`no published ${typeCode} bulletin in the demo data`);
  return (await (await page.request.get(`/api/bulletins/${summary.id}/`)).json()) as Published;
}

async function visitor(
  browser: Browser,
  locale: 'en-US' | 'it-IT',
  viewport: { width: number; height: number },
) {
  return (await browser.newContext({ locale, viewport })).newPage();
}

const TEXTS = {
  'en-US': {
    table: /^Forecast by venue/,
    venue: 'Venue',
    search: 'Find a venue',
    map: 'Map',
    forecast: 'Forecast',
  },
  'it-IT': {
    table: /^Previsione per località/,
    venue: 'Località',
    search: 'Cerca una località',
    map: 'Mappa',
    forecast: 'Previsione',
  },
} as const;

/** What only staff are offered, in either language: none of it is for a visitor. */
const STAFF_TOOLS =
  /^(Tint by source|Colora per fonte|Compare|Confronta|History|Cronologia|For staff|Per il personale)/;

for (const locale of ['en-US', 'it-IT'] as const) {
  const words = TEXTS[locale];
  const language = locale.slice(0, 2);

  test(`a visitor at 1366×768 (${locale}) reads every day and slot of the Veneto bulletin above the fold, in their language, with no staff tool`, async ({
    browser,
  }) => {
    const page = await visitor(browser, locale, WIDE);
    const bulletin = await publishedOf(page, 'veneto-montagna');
    expect(bulletin.composition.venues.length).toBeLessThanOrEqual(10);
    await page.goto(`/bulletin/${bulletin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bulletin.titles[language] })).toBeVisible();
    const table = page.getByRole('table', { name: words.table });
    // The first value (the first venue's first slot) is on the first screen, whole.
    const first = table.locator('tbody td').first();
    await expect(first.locator('img')).toBeVisible();
    await expect(first).toBeInViewport({ ratio: 1 });
    // Every day and slot is a column, and the table needs no sideways scroll.
    const { days, slots, venues } = bulletin.composition;
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(days * slots.length);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(venues.length);
    const scroll = page.locator('.reader-table-scroll');
    const [scrollWidth, clientWidth] = await scroll.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSidewaysScroll(page);
    // No staff tool, on the forecast nor on the tab of every value.
    await expect(page.getByRole('button', { name: STAFF_TOOLS })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: STAFF_TOOLS })).toHaveCount(0);
    await page.getByRole('tab', { name: language === 'en' ? 'All values' : 'Tutti i valori' }).click();
    await expect(page.getByRole('table', { name: new RegExp(` ${bulletin.issue_date}: `) })).toBeVisible();
    await expect(page.getByRole('button', { name: STAFF_TOOLS })).toHaveCount(0);
    await page.context().close();
  });

  test(`a visitor on a phone (${locale}) reads one venue top to bottom, and picks or finds another`, async ({
    browser,
  }) => {
    const page = await visitor(browser, locale, PHONE);
    const bulletin = await publishedOf(page, 'veneto-montagna');
    const [first, second, third] = bulletin.composition.venues;
    if (!first || !second || !third) throw new Error('the Veneto bulletin has fewer than three venues');
    await page.goto(`/bulletin/${bulletin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bulletin.titles[language] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: first.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: second.name })).toHaveCount(0);
    // The first slot's sky is on the first screen.
    await expect(page.locator('.reader-venue-slot img').first()).toBeInViewport({ ratio: 1 });
    // Every day, one after the other.
    await expect(page.locator('.reader-venue-day')).toHaveCount(bulletin.composition.days);
    await expectNoSidewaysScroll(page);

    await page.getByRole('combobox', { name: words.venue }).selectOption({ label: second.name });
    await expect(page.getByRole('heading', { level: 3, name: second.name })).toBeVisible();
    await expect(page.locator('.reader-venue-slot img').first()).toBeVisible();

    await page.getByRole('searchbox', { name: words.search }).fill(third.name.slice(0, 4).toLowerCase());
    await page.getByRole('button', { name: third.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: third.name })).toBeVisible();
    await expect(page.getByRole('button', { name: STAFF_TOOLS })).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().close();
  });
}

for (const [viewport, width] of [
  [WIDE, '1366'],
  [PHONE, 'phone'],
] as const) {
  test(`the 100-venue bulletin opens on its map with a search (${width}), and a venue found shows its forecast`, async ({
    browser,
  }) => {
    test.slow();
    const page = await visitor(browser, 'en-US', viewport);
    const bulletin = await publishedOf(page, 'nazionale-esteso');
    expect(bulletin.composition.venues.length).toBeGreaterThan(10);
    await page.goto(`/bulletin/${bulletin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bulletin.titles.en })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    const map = page.getByRole('region', { name: 'Map of the bulletin’s venues' });
    await expect(map.getByRole('button', { name: /^[^:]+: / })).toHaveCount(
      bulletin.composition.venues.filter((venue) => venue.latitude !== null).length,
    );
    const venue = bulletin.composition.venues[42];
    if (!venue) throw new Error('the national bulletin has fewer than 43 venues');
    const search = page.getByRole('searchbox', { name: 'Find a venue' });
    await expect(search).toBeInViewport();
    await search.fill(venue.name);
    await search.press('Enter');
    await expect(page.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    if (viewport === PHONE) {
      await expect(page.getByRole('heading', { level: 3, name: venue.name })).toBeVisible();
    } else {
      const table = page.getByRole('table', { name: /^Forecast by venue/ });
      await expect(table.getByRole('rowheader')).toHaveCount(1);
      await expect(table.getByRole('rowheader')).toContainText(venue.name);
      await expectNoSidewaysScroll(page);
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.context().close();
  });
}

test('a visitor opens a venue’s other values, and axe finds nothing serious in them', async ({ browser }) => {
  const page = await visitor(browser, 'en-US', WIDE);
  const bulletin = await publishedOf(page, 'veneto-montagna');
  const [first] = bulletin.composition.venues;
  await page.goto(`/bulletin/${bulletin.id}`);
  await page.getByRole('button', { name: `All values for ${first?.name}` }).click();
  const fewer = page.getByRole('button', { name: `Fewer values for ${first?.name}` });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  // Every data type of the venue's days: the snow level and the gusts the summary leaves out.
  const day = page.getByRole('table', { name: new RegExp(`^${first?.name}, `) }).first();
  await expect(day.getByRole('rowheader')).toHaveCount(bulletin.composition.data_types.length);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.context().close();
});
