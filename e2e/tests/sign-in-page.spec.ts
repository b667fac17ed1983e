import { expect, test } from '@playwright/test';
import { FORECASTER } from '../support/constants.ts';

test('the header’s Login brings one back to the page one was on', async ({ page }) => {
  await page.goto('/venues?search=mil');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/login\//);

  await page.getByLabel('Username').fill(FORECASTER.username);
  await page.getByLabel('Password').fill(FORECASTER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === '/venues?search=mil');
  await expect(page.getByTestId('user-area')).toBeVisible();
});

test('the sign-in page speaks the language chosen in the app', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Italiano' }).click();
  await header.getByRole('link', { name: 'Accedi', exact: true }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
  await expect(page.getByLabel('Nome utente')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Link utili');
});

test('the sign-in page’s language switch changes the page and the app after it', async ({ page }) => {
  await page.goto('/accounts/login/?next=/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  await header.getByRole('link', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
  await expect(header.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Nome utente').fill(FORECASTER.username);
  await page.getByLabel('Password').fill(FORECASTER.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  // The app opens in the language picked on the sign-in page.
  await expect(page.getByTestId('user-area')).toContainText('Benvenuto,');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
