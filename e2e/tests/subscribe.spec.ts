import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { openApp } from '../support/page.ts';

// The e2e server is started without SMTP_URL: it sends no e-mail, so it takes no subscriptions.
test('a visitor finds the subscription in the footer, and is told plainly that this server sends no e-mail', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bulletins by e-mail' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulletins by e-mail');

  const types = page.getByRole('group', { name: 'Bulletins' });
  // Bootstrap Italia draws the check box on its label: the label is what a person clicks.
  await types.getByText('Lombardia forecast', { exact: true }).click();
  await types.getByText('Veneto mountain bulletin', { exact: true }).click();
  await expect(types.getByRole('checkbox', { name: 'Lombardia forecast' })).toBeChecked();
  await expect(types.getByRole('checkbox', { name: 'Veneto mountain bulletin' })).toBeChecked();
  await page.getByLabel('E-mail address').fill('reader@example.org');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Subscribe' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('E-mail subscriptions are not available on this server');
  await expect(alert).toContainText('This server is not set up to send e-mail');
  // The type's news feed is offered instead, and it is there.
  const feed = alert.getByRole('link', { name: /news feed/ });
  const answer = await page.request.get((await feed.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(0);
});

test('?type= chooses the type, in Italian too', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/subscribe?type=veneto-montagna');
  await expect(page.getByRole('checkbox', { name: 'Bollettino montagna Veneto' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Italiano' })).toBeChecked();
  await context.close();
});

for (const [path, button] of [
  ['/subscribe/confirm?token=not-a-real-token', 'Confirm the subscription'],
  ['/subscribe/unsubscribe?token=not-a-real-token', 'Unsubscribe'],
] as const) {
  test(`${path.split('?')[0]} with a bad link waits for the button, then explains the link`, async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/public/subscriptions/')) calls.push(request.url());
    });
    await openApp(page, path);
    const press = page.getByRole('button', { name: button });
    await expect(press).toBeVisible();
    // Opening the link did nothing: a mail scanner that opens it confirms or ends nothing.
    expect(calls).toEqual([]);
    await press.click();
    await expect(page.getByRole('alert')).toContainText('This link does not work');
    await expect(page.getByRole('alert')).toContainText('Open it again from the e-mail exactly as it is');
    await page.getByRole('link', { name: 'Subscribe again' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
}
