import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { makeSmallType } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { apiWrite } from '../support/reference.ts';

type Draft = {
  id: number;
  composition: { venues: { id: number }[]; data_types: { id: number; code: string }[] };
};

const cell = (page: Page, row: number, col: number) =>
  page.locator(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);

test('a model run imported into a draft: tinted, counted and explained in the editor, typed over, and in the history', async ({
  browser,
}) => {
  const date = '2031-06-02';
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, MANAGER);
  const type = await makeSmallType(manager, { venues: 2 });
  await manager.context().close();
  const page = await (await browser.newContext()).newPage();
  await signIn(page, FORECASTER);
  const draft = await apiWrite<Draft>(page, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: date,
    copy_from: null,
  });
  const tmax = draft.composition.data_types.find((d) => d.code === 't-max')?.id;
  const changes = draft.composition.venues.map((venue, i) => ({
    venue_id: venue.id,
    day: 0,
    slot: 'mattina',
    data_type_id: tmax,
    value: 11 + i,
  }));
  const report = await apiWrite<{ set: number }>(page, 'PATCH', `/api/bulletins/${draft.id}/values/`, {
    source: 'import',
    origin: 'ecmwf-pp 2031-06-02T00Z',
    changes,
  });
  expect(report.set).toBe(2);

  await page.goto(`/bulletin/${draft.id}`);
  await expect(cell(page, 0, 1)).toHaveText('11');
  await cell(page, 0, 1).click();
  const bar = page.locator('.editor-cell-bar');
  await expect(bar).toContainText('Source: Imported · import ecmwf-pp 2031-06-02T00Z');

  const tint = page.getByRole('button', { name: 'Tint by source' });
  await expect(tint).toHaveAttribute('aria-pressed', 'false');
  await tint.click();
  const legend = page.getByRole('list', { name: 'Cells by source' });
  await expect(legend).toContainText('Imported: 2');
  await expect(legend).toContainText('Typed: 0');
  await expect(cell(page, 1, 1)).toHaveClass(/source-imported/);
  // Tinted, the grid and its legend keep their contrast and names.
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Typed over: typed here at once, and the import's value is no longer counted.
  await cell(page, 0, 1).press('7');
  await page.keyboard.press('Enter');
  await expect(legend).toContainText('Imported: 1');
  await expect(legend).toContainText('Typed: 1');
  await expect(cell(page, 0, 1)).toHaveClass(/source-manual/);

  // Remembered on this browser.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tint by source' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cell(page, 1, 1)).toHaveClass(/source-imported/);

  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toContainText('Imported 2 values from ecmwf-pp 2031-06-02T00Z (user forecaster)');
});
