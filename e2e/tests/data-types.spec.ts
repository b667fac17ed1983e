import { expect, test } from '@playwright/test';
import { ADMIN, FORECASTER, MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import {
  apiList,
  deleteFromDetail,
  dialog,
  expectDetailControls,
  expectFieldError,
  expectToast,
  findByCode,
  refusedDelete,
  searchList,
  uniqueCode,
} from '../support/reference.ts';

test('staff create, find, edit and delete a data type through the screens', async ({ page }) => {
  const code = uniqueCode('dt');
  await signIn(page, ADMIN, '/data-types');

  await page.getByRole('button', { name: 'New data type' }).click();
  const form = dialog(page, 'New data type');
  await form.getByLabel('Code').fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Umidità ${code}`);
  await form.getByLabel('Value kind').selectOption({ label: 'Number' });
  await form.getByLabel('Unit').fill('%');
  await form.getByLabel('Minimum').fill('0');
  await form.getByLabel('Maximum').fill('90');
  await form.getByLabel('Decimals').fill('1');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Data type created');
  await expect(page.getByRole('heading', { level: 1, name: `Umidità ${code}` })).toBeVisible();

  await page.getByRole('link', { name: 'All data types' }).click();
  const table = await searchList(page, 'Search code or name', code, 'Data types');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('0 … 90 %, 1 decimal');

  await table.getByRole('link', { name: `Umidità ${code}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit data type' });
  await edit.getByLabel('Maximum').fill('100');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(edit).toBeHidden();
  const maximum = page
    .locator('.field-list-item')
    .filter({ has: page.getByRole('term').getByText('Maximum') });
  await expect(maximum.getByRole('definition')).toHaveText('100');

  await deleteFromDetail(page);
  await expectToast(page, `Umidità ${code} deleted`);
  await expect(page).toHaveURL(/\/data-types$/);
  expect(await findByCode(page, 'data-types', code)).toBeUndefined();
});

test('the value kind decides which fields are shown', async ({ page }) => {
  await signIn(page, ADMIN, '/data-types?new');
  const form = dialog(page, 'New data type');
  const kind = form.getByLabel('Value kind');
  const numberFields = [
    form.getByRole('textbox', { name: 'Unit', exact: true }),
    ...['Minimum', 'Maximum', 'Decimals'].map((name) => form.getByRole('textbox', { name, exact: true })),
  ];
  const options = form.getByRole('group', { name: 'Options' });
  const iconCategory = form.getByLabel('Icon category');

  await kind.selectOption({ label: 'Number' });
  for (const field of numberFields) await expect(field).toBeVisible();
  await expect(options).toHaveCount(0);
  await expect(iconCategory).toHaveCount(0);

  await kind.selectOption({ label: 'Category' });
  await expect(options).toBeVisible();
  for (const field of numberFields) await expect(field).toHaveCount(0);

  await kind.selectOption({ label: 'Icon' });
  await expect(iconCategory).toBeVisible();
  await expect(options).toHaveCount(0);

  await kind.selectOption({ label: 'Text' });
  for (const field of [...numberFields, options, iconCategory]) await expect(field).toHaveCount(0);
});

test('the live preview checks a value against the rule being written', async ({ page }) => {
  await signIn(page, ADMIN, '/data-types?new');
  const form = dialog(page, 'New data type');
  await form.getByLabel('Value kind').selectOption({ label: 'Number' });
  await form.getByLabel('Minimum').fill('0');
  await form.getByLabel('Maximum').fill('10');
  await form.getByLabel('Decimals').fill('0');
  const preview = form.getByRole('region', { name: 'Preview of the value editor' });
  const value = preview.getByRole('textbox', { name: 'Value' });

  await value.fill('abc');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(preview.getByRole('alert')).toHaveText('Enter a number.');
  await value.fill('12');
  await expect(preview.getByRole('alert')).toContainText('10');
  await value.fill('7');
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');

  // The rule changes under the value: 7 is now above the maximum.
  await form.getByLabel('Maximum').fill('5');
  await expect(preview.getByRole('alert')).toContainText('5');

  // A category offers its options.
  await form.getByLabel('Value kind').selectOption({ label: 'Category' });
  await form.getByRole('button', { name: 'Add an option' }).click();
  await form.getByLabel('Code of option 1').fill('calmo');
  await form.getByLabel('Label of option 1', { exact: true }).fill('Calmo');
  await expect(preview.getByRole('combobox', { name: 'Value' })).toContainText('Calmo');
  // Its English label, on the English tab, is what an English reader gets.
  const languages = form.getByRole('group', { name: 'Option labels in other languages' });
  await expect(languages.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await languages.getByLabel('English label of option 1 (Calmo)').fill('Calm');
  await expect(languages.getByRole('tab', { name: /English\s*\(filled in\)/ })).toBeVisible();
  await expect(preview.getByRole('combobox', { name: 'Value' })).toContainText('Calm');
  await expect(preview.getByRole('combobox', { name: 'Value' })).not.toContainText('Calmo');
});

test('min above max, a category without options and a duplicate code are refused on their fields', async ({
  page,
}) => {
  const name = `Errato ${uniqueCode('dt-bad')}`;
  await signIn(page, ADMIN, '/data-types?new');
  const form = dialog(page, 'New data type');
  await form.getByLabel('Code').fill(uniqueCode('dt-bad'));
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Value kind').selectOption({ label: 'Number' });
  await form.getByLabel('Minimum').fill('50');
  await form.getByLabel('Maximum').fill('10');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(form.getByLabel('Maximum'), 'The maximum must not be below the minimum.');

  await form.getByLabel('Value kind').selectOption({ label: 'Category' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('group', { name: 'Options' }).getByRole('alert')).toHaveText(
    'A category type needs at least one option.',
  );

  // Valid otherwise, but the code is taken: the server says so on the field.
  await form.getByLabel('Value kind').selectOption({ label: 'Text' });
  await form.getByLabel('Code').fill('t-min');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(form.getByLabel('Code'), /already|exists|taken|in use/i);
  await expect(form).toBeVisible();
  expect((await apiList(page, 'data-types', { search: name })).count).toBe(0);
});

test('deleting a data type a demo bulletin type uses shows the reason first, and keeps it', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/data-types');
  const tMin = await findByCode<{ id: number; code: string }>(page, 'data-types', 't-min');
  await page.goto(`/data-types/${tMin?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minimum temperature' })).toBeVisible();
  const refusal = await refusedDelete(page);
  await expect(refusal.getByRole('alert')).toContainText(
    /(Temperatura minima|Minimum temperature) is used by .*bulletin type/,
  );
  await refusal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(refusal).toBeHidden();
  expect(await findByCode(page, 'data-types', 't-min')).toBeDefined();
});

for (const account of [FORECASTER, MANAGER]) {
  test(`${account.username} sees data types without any control to change them`, async ({ page }) => {
    await signIn(page, account, '/data-types');
    const table = page.getByRole('table', { name: 'Data types' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('button', { name: 'New data type' })).toHaveCount(0);
    await table.getByRole('link', { name: 'Minimum temperature' }).click();
    await expectDetailControls(page, 'Minimum temperature', false);
    // The preview is there for everyone.
    await expect(page.getByRole('region', { name: 'Preview of the value editor' })).toBeVisible();
  });
}
