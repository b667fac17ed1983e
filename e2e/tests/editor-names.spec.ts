import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { makeSmallType } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { type Account, signIn } from '../support/login.ts';
import { apiWrite } from '../support/reference.ts';

type Draft = { id: number; composition: { data_types: { id: number; code: string }[] } };

/** A page of its own browser context, signed in as `account`, which may read and write the clipboard. */
async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The editor's cell at a row (venue) and column (slot › data type), from 0. */
function cell(page: Page, row: number, col: number): Locator {
  return page.locator(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);
}

/** The draft's saved values as the API answers them, by data type code. */
async function savedValues(page: Page, draft: Draft): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/bulletins/${draft.id}/`);
  const { values } = (await response.json()) as { values: { data_type_id: number; value: unknown }[] };
  const code = (id: number) => draft.composition.data_types.find((d) => d.id === id)?.code;
  return Object.fromEntries(values.map((v) => [code(v.data_type_id), v.value]));
}

/** Copies the first row's sky and maximum with Ctrl+C, and answers what the clipboard then holds. */
async function copyRow(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await cell(page, 0, 0).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ControlOrMeta+c');
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a cell’s value is named, never coded: in the cell bar, and in a copy that pastes back, in English and Italian', async ({
  browser,
}) => {
  const date = '2031-05-22';
  const manager = await pageOf(browser, MANAGER);
  const type = await makeSmallType(manager, { slots: 1 });
  await manager.context().close();
  const page = await pageOf(browser, FORECASTER);
  const draft = await apiWrite<Draft>(page, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: date,
    copy_from: null,
  });
  await page.goto(`/bulletin/${draft.id}`);
  await expect(
    page.getByRole('grid', { name: new RegExp(`Values of Belluno e2e of ${date}`) }),
  ).toBeVisible();

  // The icon typed by its code; the grid draws it, named.
  await cell(page, 0, 0).focus();
  await page.keyboard.type(type.icon);
  await page.keyboard.press('Tab');
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  const picture = cell(page, 0, 0).getByRole('img');
  await expect(picture).toBeVisible();
  const name = (await picture.getAttribute('alt')) ?? '';
  expect(name).not.toBe('');
  expect(name).not.toBe(type.icon);

  // The cell bar names the value.
  await cell(page, 0, 0).click();
  const bar = page.locator('.editor-cell-bar');
  await expect(bar).toContainText(`Value: ${name}`);
  await expect(bar).not.toContainText(type.icon);

  // Ctrl+C puts the names in the clipboard, as a spreadsheet's row.
  expect(await copyRow(page)).toBe(`${name}\t13\r\n`);

  // Emptied, then pasted back with Ctrl+V: the same codes are saved.
  await page.keyboard.press('Delete');
  await expect(cell(page, 0, 1)).toHaveText('');
  await cell(page, 0, 0).click();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(cell(page, 0, 1)).toHaveText('13');
  await expect.poll(() => savedValues(page, draft)).toEqual({ sky: type.icon, 't-max': 13 });

  // In Italian: the bar and the copy name the icon in Italian.
  await page.getByRole('banner').getByRole('button', { name: 'Italiano' }).click();
  await page.goto(`/bulletin/${draft.id}`);
  const italian = (await cell(page, 0, 0).getByRole('img').getAttribute('alt')) ?? '';
  // The demo's icons have English names: the English page did not show the Italian one.
  expect(italian).not.toBe('');
  expect(italian).not.toBe(name);
  await cell(page, 0, 0).click();
  await expect(page.locator('.editor-cell-bar')).toContainText(`Valore: ${italian}`);
  expect(await copyRow(page)).toBe(`${italian}\t13\r\n`);
  await page.context().close();
});
