import { expect, test } from '@playwright/test';
import { makeSmallType } from '../support/bulletins.ts';
import { ADMIN, MANAGER } from '../support/constants.ts';
import { logIn, signIn } from '../support/login.ts';
import { expectToast, findByCode } from '../support/reference.ts';

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

test('an English reader finds each bulletin under its English title, in the list and on Home; Italian where it has no other', async ({
  page,
}) => {
  // As a visitor: the national daily type is written in Italian and English, Lombardia's in Italian alone.
  const national = await findByCode<{ id: number; code: string }>(
    page,
    'bulletin-types',
    'nazionale-giornaliero',
  );
  await page.goto(`/bulletins?bulletin_type=${national?.id}`);
  const table = page.getByRole('table', { name: 'Bulletins, newest first' });
  await expect(table.getByRole('link', { name: /^Forecast for \d+ \w+ \d{4}$/ }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /^Previsioni del/ })).toHaveCount(0);

  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest bulletins' });
  await expect(latest.getByRole('link', { name: /^Forecast for / }).first()).toBeVisible();
  // A type written in Italian alone is named in Italian.
  await expect(latest.getByRole('link', { name: /^Previsioni del / }).first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Italiano' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Previsioni del / }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /^Forecast for / })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
});

test('a bulletin type’s form saves a slot’s English label, which its page then shows in English', async ({
  page,
}) => {
  await signIn(page, MANAGER, '/bulletin-types');
  const { id } = await makeSmallType(page, { slots: 2 });
  await page.goto(`/bulletin-types/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const labels = page.getByRole('group', { name: 'Slot labels in other languages' });
  await expect(labels.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await labels.getByLabel('English label of slot 1 (Mattina)').fill('Morning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');

  const slots = page.locator('.composition-read').first();
  await expect(slots).toContainText('Morning');
  await expect(slots).toContainText('Pomeriggio');
  const stored = await page.request.get(`/api/bulletin-types/${id}/`);
  expect((await stored.json()).slots[0].translations).toEqual({ en: { label: 'Morning' } });

  await page.getByRole('banner').getByRole('button', { name: 'Italiano' }).click();
  await expect(slots).toContainText('Mattina');
  await expect(slots).not.toContainText('Morning');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
});
