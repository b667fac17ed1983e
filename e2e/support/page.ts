import { expect, type Page } from '@playwright/test';

type Marked = { __boraMarker?: string };

/**
 * Marks the current document, so a test can tell a client-side navigation (the mark survives)
 * from a page load (a new document, without it).
 */
export async function markDocument(page: Page): Promise<string> {
  const mark = `mark-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as Marked).__boraMarker = value;
  }, mark);
  return mark;
}

export async function documentMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as Marked).__boraMarker);
}

/** Waits for the app to have rendered its shell (header menu and footer). */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
}

/** Counts the requests to one API path, from now on. */
export function countRequests(page: Page, pathname: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) count += 1;
  });
  return () => count;
}
