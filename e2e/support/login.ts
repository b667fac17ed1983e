import { expect, type Page } from '@playwright/test';

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
