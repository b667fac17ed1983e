import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { LOMBARDIA } from '../support/constants.ts';
import { logIn } from '../support/login.ts';

async function openApiKeys(page: Page) {
  await logIn(page, LOMBARDIA, '/users/lombardia/');
  // A cold first load of the profile screen on a busy machine can take a while.
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible({ timeout: 15_000 });
}

test('a success toast and an error toast pass axe, in the app’s type, at the bottom right', async ({
  page,
}) => {
  await openApiKeys(page);
  // How long a toast stays (3 s, a unit test's concern) is not checked here, and on a busy machine
  // its entrance and the checks below can take longer: it stays until closed by hand.
  await page.addStyleTag({ content: '.Toastify__progress-bar { animation-duration: 600s !important; }' });
  const form = page.getByRole('region', { name: 'API keys' });
  await form.getByLabel('Name').fill(`toast-check-${Date.now()}`);
  await form.getByRole('button', { name: 'Create key' }).click();

  const success = page.locator('.Toastify__toast--success');
  await expect(success).toBeVisible();
  // Paused on hover, so it stays open while it is checked.
  await success.hover();
  await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText('Key created');
  const font = await success.evaluate((toast) => getComputedStyle(toast).fontFamily);
  expect(font).toContain('Titillium Web');
  expect(await seriousViolations(page, '.Toastify')).toEqual([]);
  // Dismissible by hand.
  await success.getByRole('button', { name: /close/i }).click();
  await expect(success).toBeHidden();

  await page.route(/\/api\/users\/me\/tokens\/$/, (route) => route.abort());
  await form.getByLabel('Name').fill(`toast-offline-${Date.now()}`);
  await form.getByRole('button', { name: 'Create key' }).click();
  const error = page.locator('.Toastify__toast--error');
  await expect(error).toBeVisible();
  await error.hover();
  expect(await seriousViolations(page, '.Toastify')).toEqual([]);
});
