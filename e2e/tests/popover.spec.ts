import { expect, test } from '@playwright/test';
import { openApp } from '../support/page.ts';

test('the footer version opens a popover with the build details', async ({ page }) => {
  await openApp(page);
  const version = page.getByRole('contentinfo').locator('[data-bs-toggle="popover"]');
  const hash = (await version.textContent())?.match(/0\.3\.0\+([0-9a-f]+)/)?.[1];
  expect(hash).toBeTruthy();
  await expect(page.locator('.popover')).toHaveCount(0);
  await version.click();
  const popover = page.getByRole('tooltip');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(hash ?? 'no hash');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test('an element marked as a popover trigger after the page loaded gets a popover too', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = 'late-trigger';
    button.textContent = 'Late trigger';
    button.setAttribute('data-bs-toggle', 'popover');
    button.setAttribute('data-bs-title', 'Added later');
    button.setAttribute('data-bs-content', 'Popover on an element added after load');
    document.querySelector('main')?.prepend(button);
  });
  await page.getByRole('button', { name: 'Late trigger' }).click();
  const popover = page.getByRole('tooltip');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Added later');
  await expect(popover).toContainText('Popover on an element added after load');
});
