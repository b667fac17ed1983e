import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LOMBARDIA } from '../support/constants.ts';
import { logIn, submitLogin } from '../support/login.ts';

/** Sets the signed-in user's password through the API, as the web app does (CSRF header included). */
async function setPasswordThroughApi(page: Page, context: BrowserContext, from: string, to: string) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return page.request.post('/api/users/me/password/', {
    headers: { 'X-CSRFToken': csrf },
    data: { old_password: from, new_password: to },
  });
}

async function openProfile(page: Page) {
  await logIn(page, LOMBARDIA);
  await page.getByTestId('user-area').getByRole('link', { name: 'Lucia Lombardi' }).click();
  await expect(page).toHaveURL(/\/users\/lombardia\/$/);
}

test.describe.configure({ mode: 'serial' });

test('changing the password confirms with a toast at the bottom right, and the new one works', async ({
  page,
  context,
}) => {
  const newPassword = `lombardia-${Date.now()}`;
  await openProfile(page);
  await page.getByLabel('Current password').fill(LOMBARDIA.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  try {
    await page.getByRole('button', { name: 'Change password' }).click();

    const toast = page.locator('.Toastify__toast--success');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Password changed');
    await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText('Password changed');
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
      expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
    }
    // It closes by itself after about three seconds (measured from when it was seen).
    const shown = Date.now();
    await expect(toast).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
    // The form is emptied.
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // The current session stays open, and the new password signs in.
    expect((await page.request.get('/api/users/me/')).status()).toBe(200);
    await context.clearCookies();
    await logIn(page, { username: LOMBARDIA.username, password: newPassword });
  } finally {
    await setPasswordThroughApi(page, context, newPassword, LOMBARDIA.password);
  }
  await context.clearCookies();
  await logIn(page, LOMBARDIA);
});

test('a wrong current password is shown on its field and changes nothing', async ({ page, context }) => {
  await openProfile(page);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();

  const current = page.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'entered incorrectly' })).toBeVisible();
  await expect(page.locator('.Toastify__toast--success')).toHaveCount(0);

  // The old password still signs in.
  await context.clearCookies();
  await submitLogin(page, LOMBARDIA);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the confirmation must match before anything is sent', async ({ page }) => {
  await openProfile(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me/password/')) sent += 1;
  });
  await page.getByLabel('Current password').fill(LOMBARDIA.password);
  await page.getByLabel('New password', { exact: true }).fill('first-new-password');
  await page.getByLabel('Confirm new password').fill('second-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});
