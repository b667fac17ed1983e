import { expect, test } from '@playwright/test';
import { FORECASTER } from '../support/constants.ts';
import { logIn } from '../support/login.ts';
import { openApp } from '../support/page.ts';

test('a visitor’s Home says what Bora is and leads to the published bulletins', async ({ page }) => {
  await openApp(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Bora');
  await expect(main.getByRole('link', { name: 'Published bulletins' })).toHaveAttribute('href', '/bulletins');
  await expect(main.getByRole('region', { name: 'Latest bulletins' })).toBeVisible();
});

test('a member’s Home greets them, shows today’s bulletins of their types, their drafts and their authority', async ({
  page,
}) => {
  await logIn(page, FORECASTER);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Franca Previsore');
  const today = main.getByRole('region', { name: "Today's bulletins" });
  // Their authority's type, with its state today: a bulletin's, due at its issue time, or missing.
  await expect(today).toContainText('Veneto mountain bulletin');
  await expect(today).toContainText(/Draft|Submitted|Published|Due at 13:00|Missing/);
  await expect(today).not.toContainText('Lombardia forecast');
  await expect(main.getByRole('region', { name: 'Your drafts' })).toBeVisible();
  await expect(main).toContainText('Servizio meteorologico del Veneto');
  await expect(main).not.toContainText('Servizio meteorologico della Lombardia');
  await expect(main.getByRole('link', { name: 'All bulletins' })).toHaveAttribute('href', '/bulletins');
});
