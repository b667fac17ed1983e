/** Helpers for the reference-data screens: unique codes, toasts, dialogs, field errors and the API. */
import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A code no other test (nor an earlier run) uses: lower-case letters, digits and dashes. */
export function uniqueCode(prefix: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${stamp}`;
}

/** The success toast with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.Toastify__toast--success').filter({ hasText: text }).first()).toBeVisible();
}

/** The open dialog with this title. */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** A field marked invalid, its message tied to it (aria-describedby) and announced. */
export async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Presses Delete beside the title and confirms in the dialog. */
export async function deleteFromDetail(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = dialog(page, 'Delete?');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  return confirm;
}

/**
 * Clicks Delete on a detail screen for an object still in use: the refusal comes before any
 * confirmation, with no Delete in it. Answers the dialog, to read its reason and close it.
 */
export async function refusedDelete(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  const refusal = dialog(page, 'Cannot be deleted now');
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  return refusal;
}

/** The CSRF header the API wants on writes, from the signed-in browser's cookie. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': token };
}

type ListPage<T> = { count: number; results: T[] };

/** GET a list of the API with the signed-in browser's session. */
export async function apiList<T = Record<string, unknown>>(
  page: Page,
  resource: string,
  query: Record<string, string> = {},
): Promise<ListPage<T>> {
  const response = await page.request.get(`/api/${resource}/?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ListPage<T>;
}

/** The one object of a list whose code is exactly `code`, or undefined. */
export async function findByCode<T extends { code: string }>(
  page: Page,
  resource: string,
  code: string,
): Promise<T | undefined> {
  const list = await apiList<T>(page, resource, { search: code });
  return list.results.find((row) => row.code === code);
}

/** POST (or another write) with the signed-in browser's session and CSRF token; the object answered. */
export async function apiWrite<T = Record<string, unknown>>(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, { method, headers: await csrfHeader(page), data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Types into a list's search box, waits until the search is applied (kept in the URL), and returns the table. */
export async function searchList(page: Page, search: string, text: string, table: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: search }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
  return page.getByRole('table', { name: table });
}

/** A detail screen titled `title`, with its Edit and Delete buttons (`editable`) or without them. */
export async function expectDetailControls(page: Page, title: string, editable: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Edit and Delete stay hidden until the user is known: only then can their absence mean anything.
  await expect(page.getByTestId('user-area')).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Edit', 'Delete']) {
    const button = main.getByRole('button', { name, exact: true });
    if (editable) await expect(button).toBeVisible();
    else await expect(button).toHaveCount(0);
  }
}
