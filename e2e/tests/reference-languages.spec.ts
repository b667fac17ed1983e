import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { expectToast } from '../support/reference.ts';

test('a data type’s English description shows on the English page, the Italian one on the Italian page', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/data-types');
  // A demo data type, with no English description until now.
  await page.getByRole('link', { name: 'Freezing level', exact: true }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit data type' });
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Quota dello zero termico.');
  await expect(edit.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  await edit.getByLabel('English name').fill('Freezing level');
  await edit.getByLabel('English description').fill('Height of the freezing level.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');

  // The description as the page lists it (the history below keeps both texts).
  const description = (term: string) =>
    page.locator('.field-list-item').filter({ has: page.getByRole('term').getByText(term, { exact: true }) });
  await expect(page.getByRole('heading', { level: 1, name: 'Freezing level' })).toBeVisible();
  await expect(description('Description').getByRole('definition')).toHaveText(
    'Height of the freezing level.',
  );

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zero termico' })).toBeVisible();
  await expect(description('Descrizione').getByRole('definition')).toHaveText('Quota dello zero termico.');

  await header.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Freezing level' })).toBeVisible();
  await expect(description('Description').getByRole('definition')).toHaveText(
    'Height of the freezing level.',
  );
});
