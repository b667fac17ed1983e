import { expect, test } from '@playwright/test';
import { ADMIN, FORECASTER } from '../support/constants.ts';
import { logIn, signIn } from '../support/login.ts';
import {
  apiList,
  dialog,
  expectFieldError,
  expectToast,
  searchList,
  uniqueCode,
} from '../support/reference.ts';

test('staff create a user, edit them, give them a role and a temporary password, then deactivate them', async ({
  page,
  browser,
}) => {
  const username = uniqueCode('user').replace(/-/g, '_');
  await signIn(page, ADMIN, '/users');

  await page.getByRole('button', { name: 'New user' }).click();
  const form = dialog(page, 'New user');
  await form.getByLabel('Username').fill(username);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Piero Prova');
  await form.getByLabel('E-mail').fill(`${username}@example.org`);
  await form.getByLabel('Password').fill('a-first-password-1');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'User created');
  await expect(page).toHaveURL(new RegExp(`/users/${username}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Piero Prova' })).toBeVisible();

  // Edit in place.
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Edit' }).click();
  await account.getByRole('textbox', { name: 'Name', exact: true }).fill('Piera Prova');
  await account.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Piera Prova' })).toBeVisible();

  // A membership of Veneto.
  const roles = page.getByRole('region', { name: 'Authorities and roles' });
  await roles.getByLabel('Authority').selectOption({ label: 'Servizio meteorologico del Veneto' });
  await roles.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Added to Servizio meteorologico del Veneto');
  await expect(roles.getByRole('row', { name: /Servizio meteorologico del Veneto/ })).toBeVisible();

  // A temporary password, with which they can sign in.
  const password = page.getByRole('region', { name: 'Temporary password' });
  await password.getByLabel('New temporary password').fill('a-temporary-password-2');
  await password.getByRole('button', { name: 'Set password' }).click();
  await expectToast(page, /Temporary password set for/);
  const theirs = await browser.newContext({ locale: 'en-US' });
  try {
    const theirPage = await theirs.newPage();
    await logIn(theirPage, { username, password: 'a-temporary-password-2' });
  } finally {
    await theirs.close();
  }

  // The list finds them by name.
  await page.getByRole('link', { name: 'All users' }).click();
  const table = await searchList(page, 'Search by username, name or e-mail', 'Piera Prova', 'Users');
  await expect(table.getByRole('row', { name: new RegExp(username) })).toContainText('veneto');

  // Deactivated (users are never deleted) after a confirmation.
  await table.getByRole('link', { name: username }).click();
  await account.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = dialog(page, 'Deactivate');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Piera Prova deactivated');
  await expect(account.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  const list = await apiList<{ username: string; is_active: boolean }>(page, 'users', { search: username });
  expect(list.results.map((u) => [u.username, u.is_active])).toEqual([[username, false]]);
});

test('a taken username and a weak password are shown on their fields and nothing is created', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/users?new');
  const form = dialog(page, 'New user');
  const password = form.getByLabel('Password');
  await password.fill('12345678');
  await password.blur();
  await expectFieldError(password, /entirely numeric/i);
  // From then on, said as you type.
  await password.fill('123456789a');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Username').fill('forecaster');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Doppione');
  await password.fill('a-good-password-3');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(form.getByLabel('Username'), /already|exists|taken|in use/i);
  await expect(form).toBeVisible();
  expect((await apiList(page, 'users', { search: 'Doppione' })).count).toBe(0);
});

test('a member is told users are for staff, and sees no list', async ({ page }) => {
  await signIn(page, FORECASTER, '/users');
  await expect(page.getByText('Only staff can see and manage users.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
});
