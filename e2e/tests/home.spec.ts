import { expect, test } from '@playwright/test';
import { FORECASTER } from '../support/constants.ts';
import { logIn } from '../support/login.ts';
import { openApp } from '../support/page.ts';

test('a visitor’s Home says what Bora is and leads to the published bulletins', async ({ page }) => {
  await openApp(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Bora');
  await expect(main.getByRole('link', { name: 'Published bulletins' })).toHaveAttribute('href', '/bulletins');
});

test('a member’s Home greets them and lists their authority', async ({ page }) => {
  await logIn(page, FORECASTER);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Franca Previsore');
  await expect(main).toContainText('Servizio meteorologico del Veneto');
  await expect(main).not.toContainText('Servizio meteorologico della Lombardia');
});
