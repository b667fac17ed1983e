/**
 * The editor's workflow actions: the server cannot see the browser, so the editor sends what waits
 * and refuses an action while the grid is not settled (a cell holding text that is no value, say),
 * saying why beside the actions; once mended, the action goes with the new value.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { makeSmallType, writeDraft } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { type Account, signIn } from '../support/login.ts';
import { apiWrite, expectToast } from '../support/reference.ts';

type Draft = {
  id: number;
  revision: number;
  composition: { venues: { id: number }[]; data_types: { id: number; code: string }[] };
};
type Value = { data_type_id: number; value: unknown };

async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/**
 * A draft of a fresh small type (one venue, one slot) made and filled by the forecaster: sky and a
 * maximum of 10, titles and synopses in both languages; its check passes.
 */
async function readyDraft(browser: Browser, issueDate: string, review: boolean) {
  const manager = await pageOf(browser, MANAGER);
  const type = await makeSmallType(manager, { review });
  await manager.context().close();
  const forecaster = await pageOf(browser, FORECASTER);
  const draft = await apiWrite<Draft>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: issueDate,
    copy_from: null,
  });
  const tmax = draft.composition.data_types.find((d) => d.code === 't-max')?.id ?? 0;
  const sky = draft.composition.data_types.find((d) => d.code === 'sky')?.id ?? 0;
  const at = { venue_id: draft.composition.venues[0]?.id, day: 0, slot: 'mattina' };
  let revision = await writeDraft(forecaster, 'PATCH', `/api/bulletins/${draft.id}/values/`, draft.revision, {
    changes: [
      { ...at, data_type_id: sky, value: type.icon },
      { ...at, data_type_id: tmax, value: 10 },
    ],
  });
  revision = await writeDraft(forecaster, 'PUT', `/api/bulletins/${draft.id}/texts/`, revision, {
    texts: [
      { language: 'it', title: 'Belluno', synopsis: 'Sereno.' },
      { language: 'en', title: 'Belluno', synopsis: 'Clear.' },
    ],
  });
  return { forecaster, id: draft.id, tmax };
}

/** The maximum temperature cell of the editor's only row. */
const tmaxCell = (page: Page): Locator => page.locator('[data-sheet-row="0"][data-sheet-col="1"]');
const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const status = (page: Page) => page.locator('[data-status]');

async function openEditor(page: Page, id: number) {
  await page.goto(`/bulletin/${id}`);
  await expect(page.getByRole('grid', { name: /Values of Belluno e2e/ })).toBeVisible();
  await expect(tmaxCell(page)).toHaveText('10');
}

async function typeInto(page: Page, cell: Locator, text: string) {
  await cell.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The bulletin as the API answers it to the page's user: its state and its maximum temperature. */
async function stored(page: Page, id: number, tmax: number) {
  const response = await page.request.get(`/api/bulletins/${id}/`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: string; values: Value[] };
  return { status: body.status, tmax: body.values.find((v) => v.data_type_id === tmax)?.value };
}

test('Submit is refused while a cell holds text that is no value; fixed, the bulletin is submitted with the new value', async ({
  browser,
}) => {
  test.slow();
  const { forecaster: page, id, tmax } = await readyDraft(browser, '2031-06-10', true);
  await openEditor(page, id);
  await expect(
    page.getByRole('region', { name: 'Check' }).getByText('The check finds no problem.'),
  ).toBeVisible();

  // "xyz" over the saved 10: the text stays in the cell, marked, and is never sent.
  await typeInto(page, tmaxCell(page), 'xyz');
  await expect(tmaxCell(page)).toHaveAttribute('aria-invalid', 'true');
  await actions(page).getByRole('button', { name: 'Submit' }).click();
  const refusal = actions(page).getByRole('alert');
  await expect(refusal).toContainText('Not submitted:');
  await expect(refusal).toContainText(
    '1 cell holds a value that is not valid: fix it or undo it before submitting.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await stored(page, id, tmax)).toEqual({ status: 'draft', tmax: 10 });

  // The notice takes the keyboard to the cell; once mended, the notice goes.
  await refusal.getByRole('button', { name: /^Go to Belluno, .*Maximum temperature/ }).click();
  await expect(tmaxCell(page)).toBeFocused();
  await page.keyboard.type('17');
  await page.keyboard.press('Enter');
  await expect(refusal).toBeHidden();

  await actions(page).getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the bulletin for review' });
  await expect(confirm).toContainText('Its reviewer is Marco Responsabile');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Bulletin submitted');
  expect(await stored(page, id, tmax)).toEqual({ status: 'submitted', tmax: 17 });
  await page.context().close();
});

test('Publish in the editor is refused over text the submitted bulletin can no longer take; returned, fixed and submitted, it is published with the new value', async ({
  browser,
}) => {
  test.slow();
  const { forecaster, id, tmax } = await readyDraft(browser, '2031-06-11', false);
  const page = await pageOf(browser, MANAGER);
  await openEditor(page, id);
  await typeInto(page, tmaxCell(page), 'xyz');
  await expect(tmaxCell(page)).toHaveAttribute('aria-invalid', 'true');

  // The forecaster submits meanwhile: the manager's editor turns read-only and offers to publish.
  await apiWrite(forecaster, 'POST', `/api/bulletins/${id}/submit/`, { comment: '' });
  await forecaster.context().close();
  await expect(status(page)).toContainText('This bulletin is submitted now');
  const publish = actions(page).getByRole('button', { name: 'Publish' });
  await expect(publish).toBeEnabled();

  await publish.click();
  const refusal = actions(page).getByRole('alert');
  await expect(refusal).toContainText('Not published:');
  await expect(refusal).toContainText(
    'Your 1 unsaved change can no longer be saved here: the bulletin is submitted.',
  );
  await expect(refusal).toContainText('Or return the bulletin to its writers');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await stored(page, id, tmax)).toEqual({ status: 'submitted', tmax: 10 });

  // Returned, the editor opens for writing again with the text still in its cell, to be fixed.
  await actions(page).getByRole('button', { name: 'Return' }).click();
  const returning = page.getByRole('dialog', { name: 'Return the bulletin' });
  await returning.getByLabel(/What must change/).fill('The maximum is wrong.');
  await returning.getByRole('button', { name: 'Return' }).click();
  await expectToast(page, 'Bulletin returned to its writers');
  await expect(status(page)).not.toContainText('can no longer be written');
  await expect(tmaxCell(page)).toHaveAttribute('aria-invalid', 'true');
  await typeInto(page, tmaxCell(page), '17');
  await expect(status(page)).toHaveText('All changes saved.');

  await actions(page).getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Submit the bulletin for review' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expectToast(page, 'Bulletin submitted');

  await publish.click();
  const publishing = page.getByRole('dialog', { name: 'Publish the bulletin' });
  await expect(publishing).toContainText('Once published, the bulletin is public at once');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Bulletin published');
  expect(await stored(page, id, tmax)).toEqual({ status: 'published', tmax: 17 });
  // And so anyone reads it.
  const reader = await page.request.get(`/api/public/bulletins/${id}/`);
  expect(reader.ok()).toBe(true);
  const published = (await reader.json()) as { values: Value[] };
  expect(published.values.find((v) => v.data_type_id === tmax)?.value).toBe(17);
  await page.context().close();
});
