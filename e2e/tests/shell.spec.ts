import { expect, test } from '@playwright/test';
import { openApp } from '../support/page.ts';

test('the page is a header, the routed view in main, and a footer', async ({ page }) => {
  await openApp(page);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  // The routed view is inside main, between the two.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const order = await page.evaluate(() => {
    const [header, main, footer] = ['header', 'main', 'footer'].map((tag) => document.querySelector(tag));
    if (!header || !main || !footer) return false;
    return (
      Boolean(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      Boolean(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(order).toBe(true);
});

test('the header has a brand link to / with a 32 px logo, and a Home link', async ({ page }) => {
  await openApp(page, '/about');
  const header = page.getByRole('banner');
  const logo = header.locator('a[href="/"] img').first();
  await expect(logo).toBeVisible();
  const box = await logo.boundingBox();
  expect(box?.width).toBe(32);
  expect(box?.height).toBe(32);
  // The logo is really drawn, not a broken image.
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await logo.click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/about');
  await header.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the footer credits the company and the agency, 2024-2025, and version 0.3.0 with the build hash', async ({
  page,
}) => {
  await openApp(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Bora Software');
  await expect(footer).toContainText('Servizio Meteorologico Nazionale');
  await expect(footer).toContainText('2024-2025');
  await expect(footer.locator('[data-bs-toggle="popover"]')).toHaveText(/0\.3\.0\+[0-9a-f]{7,}/);
});

/**
 * Every route of the table with the title its own screen shows (English, on the demo data): a
 * route that fell to another screen, or to not-found, shows another title.
 */
const ROUTES: [string, string][] = [
  ['/', 'Weather bulletins, made together'],
  ['/about', 'About Bora'],
  ['/bulletins', 'Bulletins'],
  ['/bulletin-types', 'Bulletin types'],
  ['/bulletin-types/3', 'Lombardia forecast'],
  ['/data-types', 'Data types'],
  ['/data-types/3', 'Maximum temperature'],
  ['/icons', 'Icons'],
  ['/icon-compare', 'Icon comparison'],
  ['/venues', 'Venues'],
  ['/venues/3', 'Milano'],
  ['/authorities', 'Authorities'],
  ['/authorities/3', "Servizio meteorologico della Valle d'Aosta"],
];

for (const [path, title] of ROUTES) {
  test(`${path} opens its own screen, titled “${title}”`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('a detail route hands its id to the screen', async ({ page }) => {
  const published = await (await page.request.get('/api/bulletins/?status=published&page_size=1')).json();
  const [bulletin] = published.results;
  await page.goto(`/bulletin/${bulletin.id}`);
  // A published bulletin is titled in the reader's language.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    bulletin.titles.en || bulletin.title || bulletin.bulletin_type.name,
  );
  await page.goto('/bulletin/4242');
  await expect(page.getByRole('main')).toContainText('There is nothing at this address');
  const venues = await (await page.request.get('/api/venues/?search=verona')).json();
  const verona = venues.results.find((venue: { code: string }) => venue.code === 'verona');
  await page.goto(`/venues/${verona.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Verona');
  await page.goto('/venues/977977');
  await expect(page.getByRole('main')).toContainText('There is nothing at this address');
});

test('an unknown path shows the not-found screen inside the shell', async ({ page }) => {
  const answer = await page.goto('/no-such-screen/at/all');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main')).toContainText('/no-such-screen/at/all');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
