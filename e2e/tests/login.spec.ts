import { expect, test } from '@playwright/test';
import { ADMIN, BASE_URL } from '../support/constants.ts';
import { logIn, submitLogin } from '../support/login.ts';

const WRONG_CREDENTIALS = 'Please enter a correct username and password.';

test('signing in with the right password opens a session and lands on the asked local page', async ({
  page,
}) => {
  await logIn(page, ADMIN, '/about');
  const me = await page.request.get('/api/users/me/');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: 'admin', is_staff: true });
});

test('a wrong password keeps the login page, says so, and opens no session', async ({ page }) => {
  await page.goto('/accounts/login/?next=/about');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/accounts/login/') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page).toHaveURL(/\/accounts\/login\/$/);
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  // The username stays filled in; the password does not.
  await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username);
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
});

test('an unknown user gets the same answer as a wrong password', async ({ page }) => {
  await submitLogin(page, { username: 'nobody-here', password: 'whatever-password' });
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
});

test('a tampered CSRF cookie is refused with a page, and no session is opened', async ({ page, context }) => {
  await page.goto('/accounts/login/');
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  expect(cookie, 'the login page sets a csrftoken cookie').toBeDefined();
  await context.addCookies([{ ...(cookie as NonNullable<typeof cookie>), value: `${cookie?.value}x` }]);

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/accounts/login/') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('alert')).toContainText('security token did not match');
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
});

test('next pointing to another site does not leave Bora', async ({ page }) => {
  await submitLogin(page, ADMIN, '//evil.example/steal');
  await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));
  expect(new URL(page.url()).origin).toBe(BASE_URL);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('next with a full address of another site does not leave Bora', async ({ page }) => {
  await submitLogin(page, ADMIN, 'https://evil.example/');
  await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));
  expect(page.url()).toBe(`${BASE_URL}/`);
});

test('the login page has the app’s look: its stylesheet is loaded and applied', async ({ page }) => {
  const styles: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'stylesheet' && r.ok()) styles.push(r.url());
  });
  await page.goto('/accounts/login/');
  await page.waitForLoadState('load');
  expect(styles.length, 'at least one stylesheet of the app is loaded').toBeGreaterThan(0);
  expect(styles.every((url) => url.startsWith(`${BASE_URL}/`))).toBe(true);

  // Bootstrap's primary button is filled and has no border-style "outset" of a bare browser button.
  const button = page.getByRole('button', { name: 'Sign in' });
  const look = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, borderStyle: s.borderStyle, radius: s.borderTopLeftRadius };
  });
  expect(look.background).not.toBe('rgb(239, 239, 239)');
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.borderStyle).not.toBe('outset');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('header img')).toHaveAttribute('width', '32');
});

test('a too-long username gets a clear answer on the login page', async ({ page }) => {
  await page.goto('/accounts/login/');
  // The field's maxlength stops a person; a crafted form must be refused by the server too.
  await page.getByLabel('Username').evaluate((input) => input.removeAttribute('maxlength'));
  await page.getByLabel('Username').fill('u'.repeat(400));
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('too long');
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
});

test('a malformed session cookie is a visitor, and the app still works', async ({ page, context }) => {
  await context.addCookies([{ name: 'sessionid', value: '%%not-a-session%%', url: BASE_URL }]);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-area')).toHaveCount(0);
  expect((await page.request.get('/api/users/me/')).status()).toBe(401);
  await logIn(page, ADMIN);
  await expect(page.getByTestId('user-area')).toBeVisible();
});
