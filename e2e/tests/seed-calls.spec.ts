import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { logIn } from '../support/login.ts';
import { countRequests, openApp } from '../support/page.ts';

const FOOTER_MESSAGE = 'Impossibile caricare footer_navbar.json';

function consoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}

const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation').getByRole('link');

test.describe('GET /api/users/me/', () => {
  test('is asked once when the app starts, not again while moving around', async ({ page }) => {
    await logIn(page, ADMIN);
    const meCalls = countRequests(page, '/api/users/me/');
    await page.reload();
    await expect(page.getByTestId('user-area')).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await header.getByRole('link', { name: 'Bulletins', exact: true }).click();
    await expect(page).toHaveURL(/\/bulletins$/);
    // The profile link (the count of waiting bulletins may stand before it).
    await page.getByTestId('user-area').locator('a[href="/users/admin/"]').click();
    await expect(page).toHaveURL(/\/users\/admin\/$/);
    expect(meCalls()).toBe(1);
  });

  test('a 500 answer means no user: the user part is not shown', async ({ page }) => {
    await logIn(page, ADMIN);
    await expect(page.getByTestId('user-area')).toBeVisible();
    await page.route('**/api/users/me/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
    );
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('2024-2025');
    await expect(page.getByTestId('user-area')).toHaveCount(0);
    await expect(page.getByRole('banner')).not.toContainText('Welcome,');
  });

  test('a network failure means no user either', async ({ page }) => {
    await logIn(page, ADMIN);
    await page.route('**/api/users/me/', (route) => route.abort('connectionreset'));
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByTestId('user-area')).toHaveCount(0);
  });
});

test.describe('GET /api/navbar/', () => {
  test('the server’s entries appear: client links, plain links and a dropdown', async ({ page }) => {
    await page.route('**/api/navbar/', (route) =>
      route.fulfill({
        json: [
          { name: 'Venues here', url: '/venues', router_link: true, children: [] },
          { name: 'Plain docs', url: '/api/docs/', router_link: false, children: [] },
          {
            name: 'Grouped',
            url: '/icons',
            router_link: true,
            children: [
              { name: 'Child icons', url: '/icons', router_link: true, children: [] },
              { name: 'Child schema', url: '/api/schema/', router_link: false, children: [] },
            ],
          },
        ],
      }),
    );
    await openApp(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Venues here' })).toHaveAttribute('href', '/venues');
    await expect(header.getByRole('link', { name: 'Plain docs' })).toHaveAttribute('href', '/api/docs/');
    await expect(header.getByRole('button', { name: 'Grouped' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Child icons' })).toBeHidden();
    await header.getByRole('button', { name: 'Grouped' }).hover();
    await expect(header.getByRole('link', { name: 'Child schema' })).toHaveAttribute('href', '/api/schema/');
  });

  test('a failed menu call still leaves the header with Home', async ({ page }) => {
    await page.route('**/api/navbar/', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openApp(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Bulletins', exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unreachable menu still leaves the header with Home', async ({ page }) => {
    await page.route('**/api/navbar/', (route) => route.abort('failed'));
    await openApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bulletins', exact: true })).toHaveCount(
      0,
    );
  });
});

test.describe('GET /api/footer_navbar/', () => {
  test('is asked with Accept: application/json and its entries are shown', async ({ page }) => {
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/footer_navbar/')
        accepts.push(request.headers().accept ?? '');
    });
    await openApp(page);
    await expect(footerLinks(page).first()).toBeVisible();
    expect(accepts.length).toBeGreaterThan(0);
    for (const accept of accepts) expect(accept).toContain('application/json');
  });

  test('a reserved plain entry has a lock icon; a client entry and a plain entry have none', async ({
    page,
  }) => {
    await page.route('**/api/footer_navbar/', (route) =>
      route.fulfill({
        json: [
          { name: 'Inside', url: '/about', router_link: true, reserved: false },
          { name: 'Outside', url: '/api/docs/', router_link: false, reserved: false },
          { name: 'Staff only', url: '/accounts/login/', router_link: false, reserved: true },
        ],
      }),
    );
    await openApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footerLinks(page)).toHaveText(['Inside', 'Outside', /Staff only/]);
    await expect(footer.getByRole('link', { name: 'Staff only' }).locator('svg')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Inside' }).locator('svg')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Outside' }).locator('svg')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Staff only' })).toHaveAttribute(
      'href',
      '/accounts/login/',
    );
  });

  test('a 500 answer leaves the footer without entries and logs the Italian message', async ({ page }) => {
    const messages = consoleMessages(page);
    await page.route('**/api/footer_navbar/', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openApp(page);
    await expect(page.getByRole('contentinfo')).toContainText('2024-2025');
    await expect.poll(() => messages.filter((m) => m === FOOTER_MESSAGE).length).toBeGreaterThan(0);
    await expect(footerLinks(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toHaveCount(0);
  });

  test('a network failure leaves it empty and logs the same message', async ({ page }) => {
    const messages = consoleMessages(page);
    await page.route('**/api/footer_navbar/', (route) => route.abort('connectionrefused'));
    await openApp(page);
    await expect.poll(() => messages.includes(FOOTER_MESSAGE)).toBe(true);
    await expect(footerLinks(page)).toHaveCount(0);
  });

  test('an answer that is not a list is an empty footer', async ({ page }) => {
    await page.route('**/api/footer_navbar/', (route) =>
      route.fulfill({ json: { name: 'About', url: '/about', router_link: true, reserved: false } }),
    );
    await openApp(page);
    await expect(page.getByRole('contentinfo')).toContainText('2024-2025');
    await expect(footerLinks(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toHaveCount(0);
  });
});
