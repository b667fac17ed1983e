import { expect, test } from '@playwright/test';
import { ADMIN, FORECASTER } from '../support/constants.ts';
import { logIn } from '../support/login.ts';
import { documentMark, markDocument, openApp } from '../support/page.ts';

test('a visitor sees no user part and no Welcome, and the menu offers Login as a plain link', async ({
  page,
}) => {
  await openApp(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Bulletins', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-area')).toHaveCount(0);
  await expect(header).not.toContainText('Welcome,');
  await expect(header.getByRole('link', { name: 'Logout' })).toHaveCount(0);

  const login = header.getByRole('link', { name: 'Login', exact: true });
  await expect(login).toHaveAttribute('href', '/accounts/login/');
  // A plain link: the browser loads the server's page.
  await markDocument(page);
  await login.click();
  await expect(page).toHaveURL(/\/accounts\/login\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await documentMark(page)).toBeUndefined();
});

test('a signed-in user sees "Welcome," and the name linking to the profile, and a plain Logout link', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  const header = page.getByRole('banner');
  const userArea = page.getByTestId('user-area');
  await expect(userArea).toContainText('Welcome, Administrator');
  await expect(userArea.getByRole('link', { name: 'Administrator' })).toHaveAttribute(
    'href',
    '/users/admin/',
  );
  await expect(header.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/accounts/logout/');
  // No Login entry once signed in.
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  await userArea.getByRole('link', { name: 'Administrator' }).click();
  await expect(page).toHaveURL(/\/users\/admin\/$/);
  await expect(page.getByRole('main')).toContainText('admin');
});

test('another user’s own name is shown and links to their profile', async ({ page }) => {
  await logIn(page, FORECASTER);
  const userArea = page.getByTestId('user-area');
  await expect(userArea).toContainText('Welcome, Franca Previsore');
  await expect(userArea.getByRole('link', { name: 'Franca Previsore' })).toHaveAttribute(
    'href',
    '/users/forecaster/',
  );
});

test('the username stands in for a user without a name', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.route('**/api/users/me/', (route) =>
    route.fulfill({ json: { username: 'nameless', name: '', is_staff: false, authority: [] } }),
  );
  await page.reload();
  const userArea = page.getByTestId('user-area');
  await expect(userArea).toContainText('Welcome, nameless');
  await expect(userArea.getByRole('link', { name: 'nameless' })).toHaveAttribute('href', '/users/nameless/');
});

test('Logout ends the session and lands on / as a visitor', async ({ page }) => {
  await logIn(page, ADMIN, '/about');
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-area')).toHaveCount(0);
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
});

test('another site cannot log a user out by sending the browser to the logout page', async ({ page }) => {
  await logIn(page, ADMIN);
  // A cross-site navigation (here: a typed-in referrer from elsewhere) only gets a confirmation page.
  const answer = await page.request.get('/accounts/logout/', {
    headers: { 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect((await page.request.get('/api/users/me/')).status()).toBe(200);
});
