import { expect, test } from '@playwright/test';
import { ADMIN, FORECASTER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import {
  apiWrite,
  deleteFromDetail,
  dialog,
  expectFieldError,
  expectToast,
  findByCode,
  refusedDelete,
  searchList,
  uniqueCode,
} from '../support/reference.ts';

type Authority = { id: number; code: string; name: string };

test('staff create, find, edit and delete an authority through the screens', async ({ page }) => {
  const code = uniqueCode('auth');
  await signIn(page, ADMIN, '/authorities');

  await page.getByRole('button', { name: 'New authority' }).click();
  const form = dialog(page, 'New authority');
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Kind').selectOption({ label: 'Provincial' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Servizio ${code}`);
  await form.getByLabel('Short name', { exact: true }).fill('Prova');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Authority created');
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Servizio ${code}` })).toBeVisible();

  // The list finds it by its code.
  await page.getByRole('link', { name: 'All authorities' }).click();
  const table = await searchList(page, 'Search by code or name', code, 'Authorities');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('Provincial');

  // Edit in place.
  await table.getByRole('link', { name: `Servizio ${code}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit authority' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`Servizio ${code} rinominato`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Servizio ${code} rinominato` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toContainText(`Servizio ${code} rinominato`);

  // Delete after the confirmation: back on the list, which no longer has it.
  await deleteFromDetail(page);
  await expectToast(page, `Servizio ${code} rinominato deleted`);
  await expect(page).toHaveURL(/\/authorities$/);
  expect(await findByCode(page, 'authorities', code)).toBeUndefined();
});

test('a duplicate code is shown on the Code field and nothing is created', async ({ page }) => {
  await signIn(page, ADMIN, '/authorities?new');
  const form = dialog(page, 'New authority');
  await form.getByLabel('Code').fill('veneto');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Un altro Veneto');
  await form.getByLabel('Short name', { exact: true }).fill('Altro');
  await form.getByRole('button', { name: 'Create' }).click();

  await expectFieldError(form.getByLabel('Code'), /already|exists|in use|taken/i);
  await expect(form).toBeVisible();
  await expect(page.locator('.Toastify__toast--success')).toHaveCount(0);
  const response = await page.request.get('/api/authorities/?search=Un%20altro%20Veneto');
  expect((await response.json()).count).toBe(0);
});

test('deleting an authority that still owns a venue says why it cannot be, before any confirmation', async ({
  page,
}) => {
  const code = uniqueCode('auth-used');
  await signIn(page, ADMIN, '/authorities');
  const authority = await apiWrite<Authority>(page, 'POST', '/api/authorities/', {
    code,
    name: `Servizio ${code}`,
    short_name: 'Usata',
    kind: 'regional',
  });
  await apiWrite(page, 'POST', '/api/venues/', {
    code: uniqueCode('venue-of'),
    name: 'Luogo di prova',
    kind: 'city',
    latitude: 45.1,
    longitude: 11.2,
    authority_id: authority.id,
  });

  await page.goto(`/authorities/${authority.id}`);
  const refusal = await refusedDelete(page);
  await expect(refusal.getByRole('alert')).toHaveText(
    `Servizio ${code} still has 1 venue: move or delete them first.`,
  );
  await refusal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(refusal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Servizio ${code}` })).toBeVisible();
  expect(await findByCode(page, 'authorities', code)).toBeDefined();
});

test('a member reads the authorities without any control to change them', async ({ page }) => {
  await signIn(page, FORECASTER, '/authorities');
  await expect(page.getByRole('table', { name: 'Authorities' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New authority' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Servizio meteorologico del Veneto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Servizio meteorologico del Veneto' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('forecaster');
  const main = page.getByRole('main');
  for (const name of ['Edit', 'Delete', 'Add', 'Upload an SVG logo']) {
    await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(main.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);
});
