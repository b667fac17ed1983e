import { expect, test } from '@playwright/test';
import { documentMark, markDocument, openApp } from '../support/page.ts';

const REFERENCE = 'Reference data';

test('a menu entry with children opens its dropdown while the pointer hovers over it', async ({ page }) => {
  await openApp(page);
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: REFERENCE });
  const child = header.getByRole('link', { name: 'Data types', exact: true });
  await expect(child).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.hover();
  await expect(child).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Bulletin types', 'Icons', 'Icon comparison', 'Venues', 'Authorities']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // Leaving it closes it again.
  await page.getByRole('main').getByRole('heading', { level: 1 }).hover();
  await expect(child).toBeHidden();

  // Following a child: a client-side navigation.
  await toggle.hover();
  const mark = await markDocument(page);
  await child.click();
  await expect(page).toHaveURL(/\/data-types$/);
  expect(await documentMark(page)).toBe(mark);
});

test('the dropdown opens, moves and closes from the keyboard', async ({ page }) => {
  await openApp(page);
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: REFERENCE });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Data types', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Data types', exact: true })).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(header.getByRole('link', { name: 'Bulletin types', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(header.getByRole('link', { name: 'Data types', exact: true })).toBeFocused();
  const mark = await markDocument(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/data-types$/);
  expect(await documentMark(page)).toBe(mark);
});

test('router links in the header and footer change the screen without loading a page', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await openApp(page);
  const mark = await markDocument(page);
  documents.length = 0;

  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await header.getByRole('link', { name: 'Bulletins', exact: true }).click();
  await expect(page).toHaveURL(/\/bulletins$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);

  await header.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  expect(await documentMark(page)).toBe(mark);
  expect(documents).toEqual([]);

  // Back and forward stay in the app too.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(await documentMark(page)).toBe(mark);
});

test('a plain footer link leaves the app for the server page', async ({ page }) => {
  await openApp(page);
  await markDocument(page);
  const docs = page.getByRole('contentinfo').getByRole('link', { name: 'API documentation' });
  await expect(docs).toHaveAttribute('href', '/api/docs/');
  await docs.click();
  await expect(page).toHaveURL(/\/api\/docs\/?/);
  expect(await documentMark(page)).toBeUndefined();
});
