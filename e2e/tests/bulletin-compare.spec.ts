import { expect, test } from '@playwright/test';
import { makeSmallType, submittedBulletin } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';

test('a bulletin compared with the previous day’s: the changed cell highlighted, the changes listed by date, the texts side by side', async ({
  browser,
}) => {
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, MANAGER);
  // Two days of one slot: yesterday's forecast for today (its day 1) held 11 °C, today's holds 14 °C.
  const type = await makeSmallType(manager, { days: 2 });
  await manager.context().close();
  const page = await (await browser.newContext()).newPage();
  await signIn(page, FORECASTER);
  const yesterday = await submittedBulletin(page, type, '2033-11-25');
  const today = await submittedBulletin(page, type, '2033-11-26');

  await page.goto(`/bulletin/${today.id}`);
  await expect(page.getByRole('heading', { level: 1, name: today.title })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Compare' });
  const choice = panel.getByRole('combobox', { name: 'Compare with' });
  await expect(choice.getByRole('option', { name: /Bulletin of Nov 25, 2033, version 1/ })).toBeAttached();
  await choice.selectOption({ label: 'Bulletin of Nov 25, 2033, version 1 (Submitted)' });
  await expect(page).toHaveURL(new RegExp(`\\?compare=${yesterday.id}$`));

  await expect(panel.getByText(/^Date compared \(both forecast it\): November 26\./)).toBeVisible();
  await expect(panel.getByText('1 value differs; it is highlighted in the grid.')).toBeVisible();
  const grid = page.getByRole('table', { name: /Belluno e2e of 2033-11-26/ });
  const changed = grid.locator('td.grid-changed');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('14');
  await expect(changed).toContainText('was 11 °C');

  // The list names the day by its date, and its link takes the focus to the cell, which shows what it held.
  const link = panel.getByRole('link', { name: /^Belluno · November 26 · Mattina · / });
  await expect(link.locator('xpath=..')).toContainText('11 °C → 14 °C (note: Fog in the valley early on)');
  await link.click();
  await expect(changed).toBeFocused();
  await expect(changed.locator('.grid-was')).toBeVisible();

  await panel.getByText('Texts side by side').click();
  const italian = panel.getByRole('table', { name: 'Italian (changed)' });
  await expect(italian.getByRole('row', { name: /Title/ })).toContainText(`${yesterday.title}${today.title}`);

  // The comparison is in the address: opened anew, the page compares again.
  await page.reload();
  await expect(page.locator('td.grid-changed')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(String(yesterday.id));
  await page.context().close();
});
