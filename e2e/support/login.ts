import { type BrowserContext, expect, type Page } from '@playwright/test';

export type Account = { readonly username: string; readonly password: string };

/** Fills and sends the real login form; `next` is where the page should send the browser. */
export async function submitLogin(page: Page, account: Account, next?: string): Promise<void> {
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  await page.goto(`/accounts/login/${query}`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login page and waits until the browser has landed on `next`. */
export async function logIn(page: Page, account: Account, next = '/'): Promise<void> {
  await submitLogin(page, account, next);
  await expect(page).toHaveURL((url) => url.pathname + url.search === next);
}

/** Session cookies per account, kept for the life of one worker (each worker is its own process). */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/**
 * Opens `next` signed in as `account`: through the login page the first time in this worker, then
 * with the same session's cookies. Either way it checks the header greets that user, so a lost
 * session cannot pass for an anonymous visit. Not for tests that end sessions (password changes,
 * deactivation): use logIn there.
 */
export async function signIn(page: Page, account: Account, next = '/'): Promise<void> {
  const cookies = sessions.get(account.username);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(next);
  } else {
    await logIn(page, account, next);
    sessions.set(account.username, await page.context().cookies());
  }
  const profile = `/users/${encodeURIComponent(account.username)}/`;
  await expect(page.getByTestId('user-area').locator(`a[href="${profile}"]`)).toBeVisible();
}
