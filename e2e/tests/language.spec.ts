import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { logIn } from '../support/login.ts';

test('the IT/EN switch translates the shell and the server’s menus, and is remembered', async ({ page }) => {
  await logIn(page, ADMIN);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Welcome,');
  await expect(header.getByRole('link', { name: 'Bulletins', exact: true })).toBeVisible();

  await header.getByRole('button', { name: 'Italiano' }).click();
  await expect(header).toContainText('Benvenuto,');
  await expect(header.getByRole('link', { name: 'Esci' })).toHaveAttribute('href', '/accounts/logout/');
  // The menus come from the server in the chosen language.
  await expect(header.getByRole('link', { name: 'Bollettini', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Link utili');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await page.reload();
  await expect(header).toContainText('Benvenuto,');

  await header.getByRole('button', { name: 'English' }).click();
  await expect(header).toContainText('Welcome,');
  await expect(header.getByRole('link', { name: 'Bulletins', exact: true })).toBeVisible();
});

test('an Italian browser gets the Italian app', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/no-such-page');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
  await context.close();
});
