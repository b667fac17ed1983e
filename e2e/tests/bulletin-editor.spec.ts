import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { makeSmallType, writeDraft } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { keptCells } from '../support/kept-edits.ts';
import { type Account, signIn } from '../support/login.ts';
import { apiWrite } from '../support/reference.ts';
import { saveAtOnce, savesOf } from '../support/saves.ts';

type Draft = {
  id: number;
  revision: number;
  composition: { venues: { id: number }[]; data_types: { id: number; code: string }[] };
};

/** A page of its own browser context, signed in as `account`. */
async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** An empty draft of a fresh small type (one venue unless told two; sky and t-max per slot), made by the forecaster. */
async function emptyDraft(
  browser: Browser,
  issueDate: string,
  shape: { slots?: 1 | 2; venues?: 1 | 2 } = {},
) {
  const manager = await pageOf(browser, MANAGER);
  const type = await makeSmallType(manager, { slots: shape.slots ?? 2, venues: shape.venues });
  await manager.context().close();
  const forecaster = await pageOf(browser, FORECASTER);
  const draft = await apiWrite<Draft>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: issueDate,
    copy_from: null,
  });
  return { forecaster, draft, icon: type.icon };
}

/** The editor's cell at a row (venue) and column (slot › data type), from 0. */
function cell(page: Page, row: number, col: number): Locator {
  return page.locator(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);
}

async function openEditor(page: Page, id: number, date: string): Promise<Locator> {
  await page.goto(`/bulletin/${id}`);
  const grid = page.getByRole('grid', { name: new RegExp(`Values of Belluno e2e of ${date}`) });
  await expect(grid).toBeVisible();
  return grid;
}

/** A paste of clipboard text where the focus is, as a spreadsheet's Ctrl+V delivers it. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

const status = (page: Page) => page.locator('[data-status]');

/** Types into a cell of the first row and commits with Enter, as a person fills a cell. */
async function write(page: Page, col: number, text: string): Promise<void> {
  await cell(page, 0, col).focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** A number shown first in its cell (a note of who just changed it may follow for a moment). */
const showing = (value: string) => new RegExp(`^${value}(?![\\d.,])`);

/**
 * An empty draft open in two browsers, the forecaster's (`a`) and the manager's (`b`), once each
 * sees the other there: their live channels are open, so each hears of the other's saves.
 */
async function twoOnOneDraft(browser: Browser, date: string, slots: 1 | 2) {
  const { forecaster: a, draft, icon } = await emptyDraft(browser, date, { slots });
  const b = await pageOf(browser, MANAGER);
  await openEditor(a, draft.id, date);
  await openEditor(b, draft.id, date);
  await expect(a.getByTitle('Marco Responsabile', { exact: true })).toBeVisible();
  await expect(b.getByTitle('Franca Previsore', { exact: true })).toBeVisible();
  return { a, b, draft, icon };
}

type Value = { day: number; slot: string; data_type_id: number; value: unknown };

/** The draft's saved values as the API answers them, by slot and data type code ("mattina t-max"). */
async function savedValues(page: Page, draft: Draft): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/bulletins/${draft.id}/`);
  expect(response.ok()).toBe(true);
  const { values } = (await response.json()) as { values: Value[] };
  const code = (id: number) => draft.composition.data_types.find((d) => d.id === id)?.code;
  return Object.fromEntries(values.map((v) => [`${v.slot} ${code(v.data_type_id)}`, v.value]));
}

test('a member writes a draft with the keyboard, pastes and undoes a block, fixes what the check points at, and submits', async ({
  browser,
}) => {
  test.slow();
  const date = '2031-05-10';
  const { forecaster: page, draft, icon } = await emptyDraft(browser, date);
  await openEditor(page, draft.id, date);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Keyboard alone: typing replaces, Tab commits and moves right.
  await cell(page, 0, 0).focus();
  await page.keyboard.type(icon);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12,5');
  await page.keyboard.press('Tab');
  await page.keyboard.type(icon);
  await page.keyboard.press('Tab');
  await page.keyboard.type('16');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 3)).toHaveText('16');
  // t-max takes whole numbers: the text stays, marked, and is not sent.
  await expect(cell(page, 0, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 0, 1)).toContainText('12,5');
  await expect(status(page)).toHaveText('All changes saved.');
  await expect(page.getByText('1 cell holds text that is not a valid value', { exact: false })).toBeVisible();

  // A block from a spreadsheet fills from the active cell; undo takes it back as one.
  await cell(page, 0, 2).focus();
  await paste(page, `${icon}\t21\r\n`);
  await expect(cell(page, 0, 3)).toHaveText('21');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 0, 3)).toHaveText('16');
  await page.keyboard.press('Control+y');
  await expect(cell(page, 0, 3)).toHaveText('21');

  // The check beside the grid names the cell without a valid value, as not valid (it is not
  // empty), and takes the keyboard there.
  const check = page.getByRole('region', { name: 'Check' });
  await check
    .getByRole('link', {
      name: /Mattina, Maximum temperature: the value is not valid: Enter a whole number\./,
    })
    .click();
  await expect(cell(page, 0, 1)).toBeFocused();
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 1)).toHaveText('13');
  await expect(cell(page, 0, 1)).not.toHaveAttribute('aria-invalid', 'true');

  // The texts, per language, saved the same way.
  await page.getByRole('tab', { name: /Italian/ }).click();
  await page.getByLabel('Title (Italian)').fill('Belluno, sole');
  await page.getByLabel('Synopsis (Italian)').fill('Sereno tutto il giorno.');
  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByLabel('Title (English)').fill('Belluno, sunny');
  await page.getByLabel('Synopsis (English)').fill('Clear all day.');
  await page.getByLabel('Synopsis (English)').blur();
  await expect(status(page)).toHaveText('All changes saved.');
  await expect(check.getByText('The check finds no problem.')).toBeVisible();

  const submit = page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  // Submitting asks first, naming who will review the bulletin.
  const confirm = page.getByRole('dialog', { name: 'Submit the bulletin for review' });
  await expect(confirm).toContainText(/Its reviewer is Marco Responsabile, manager of /);
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Bulletin submitted')).toBeVisible();
  await expect(status(page)).toHaveText(/This bulletin is submitted now: it can no longer be written here\./);
  await page.context().close();
});

test('in Italian, a row pasted from a spreadsheet takes an icon’s name and thousands the Italian way, and what names nothing is marked invalid, in Italian', async ({
  browser,
}) => {
  const date = '2031-05-14';
  const { forecaster: page, draft } = await emptyDraft(browser, date, { slots: 1 });
  await page.getByRole('banner').getByRole('button', { name: 'Italiano' }).click();
  await page.goto(`/bulletin/${draft.id}`);
  await expect(
    page.getByRole('grid', { name: new RegExp(`Valori di Belluno e2e del ${date}`) }),
  ).toBeVisible();

  await cell(page, 0, 0).focus();
  await paste(page, 'Sereno\t1.200\r\n');
  await expect(cell(page, 0, 0).getByRole('img', { name: 'Sereno' })).toBeVisible();
  await expect(cell(page, 0, 0)).not.toHaveAttribute('aria-invalid', 'true');
  // 1.200 is one thousand two hundred in Italian: above the maximum, said in Italian.
  await expect(cell(page, 0, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 0, 1)).toHaveAccessibleDescription('Al massimo 50.');

  // A name the set does not have stays in its cell, invalid, and the check says so (not "required").
  await write(page, 0, 'Grandinata');
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-invalid', 'true');
  const check = page.getByRole('region', { name: 'Controllo' });
  await expect(
    check.getByRole('link', {
      name: /Mattina, Cielo: il valore non è valido: «Grandinata» non è nel set di icone del bollettino/,
    }),
  ).toBeVisible();
  await expect(
    check.getByRole('link', {
      name: /Mattina, Temperatura massima: il valore non è valido: Al massimo 50\./,
    }),
  ).toBeVisible();
  await expect(check.getByRole('link', { name: /obbligatori/ })).toHaveCount(0);

  await write(page, 0, 'sereno');
  await write(page, 1, '12');
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await expect
    .poll(() => savedValues(page, draft))
    .toEqual({ 'mattina sky': 'clear-sky-day', 'mattina t-max': 12 });
  await page.context().close();
});

test('unsent edits survive a lost connection and a reload, and are offered back; a note is saved with its cell', async ({
  browser,
}) => {
  test.slow();
  const date = '2031-05-11';
  const { forecaster: page, draft } = await emptyDraft(browser, date, { slots: 1 });
  await openEditor(page, draft.id, date);

  await page.context().setOffline(true);
  await cell(page, 0, 1).focus();
  await page.keyboard.type('18');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/Offline: 1 change is kept in this browser/);
  await page.context().setOffline(false);
  await expect(status(page)).toHaveText('All changes saved.', { timeout: 20_000 });

  // A note on the cell, from the grid with Shift+F2, is saved with its value.
  await cell(page, 0, 1).focus();
  await page.keyboard.press('Shift+F2');
  const note = page.getByRole('textbox', { name: 'Note' });
  await expect(note).toBeFocused();
  await page.keyboard.type('Warmer in the valley');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 1)).toBeFocused();
  await expect(cell(page, 0, 1)).toHaveAccessibleDescription('Note: Warmer in the valley');
  await expect(status(page)).toHaveText('All changes saved.');

  // Text that is no value is never sent: it is kept in the browser only.
  await cell(page, 0, 1).focus();
  await page.keyboard.type('warm');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 1)).toHaveAttribute('aria-invalid', 'true');
  // Nothing waits to be sent, and the browser has kept the text (a moment after the last keystroke).
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await expect
    .poll(() => keptCells(page, draft.id))
    .toEqual([expect.objectContaining({ kind: 'invalid', raw: 'warm', note: 'Warmer in the valley' })]);
  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  // The saved value, and the note read out with it.
  await expect(cell(page, 0, 1)).toContainText('18');
  await expect(cell(page, 0, 1)).toHaveAccessibleDescription('Note: Warmer in the valley');
  const offer = page.getByRole('alert').filter({ hasText: 'never saved' });
  await expect(offer).toContainText('1 cell');
  await offer.getByRole('button', { name: 'Bring them back' }).click();
  await expect(cell(page, 0, 1)).toContainText('warm');
  await expect(cell(page, 0, 1)).toHaveAttribute('aria-invalid', 'true');
  // The refused text keeps the cell's note.
  await cell(page, 0, 1).click();
  await expect(note).toHaveValue('Warmer in the valley');
  await page.context().close();
});

test('a save after someone else submitted turns the editor read-only and keeps the unsent edits', async ({
  browser,
}) => {
  test.slow();
  const date = '2031-05-12';
  const { forecaster: page, draft, icon } = await emptyDraft(browser, date, { slots: 1 });
  const venue = draft.composition.venues[0]?.id;
  const dataType = (code: string) => draft.composition.data_types.find((d) => d.code === code)?.id;
  const at = { venue_id: venue, day: 0, slot: 'mattina' };
  let revision = await writeDraft(page, 'PATCH', `/api/bulletins/${draft.id}/values/`, draft.revision, {
    changes: [
      { ...at, data_type_id: dataType('sky'), value: icon },
      { ...at, data_type_id: dataType('t-max'), value: 10 },
    ],
  });
  revision = await writeDraft(page, 'PUT', `/api/bulletins/${draft.id}/texts/`, revision, {
    texts: [
      { language: 'it', title: 'Belluno', synopsis: 'Sereno.' },
      { language: 'en', title: 'Belluno', synopsis: 'Clear.' },
    ],
  });
  const other = await pageOf(browser, FORECASTER);
  await openEditor(page, draft.id, date);
  await expect(cell(page, 0, 1)).toHaveText('10');

  // Someone else submits it while this person's edit waits to be sent.
  await cell(page, 0, 1).focus();
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await apiWrite(other, 'POST', `/api/bulletins/${draft.id}/submit/`, { comment: '' });
  await other.context().close();
  await expect(status(page)).toContainText('submitted', { timeout: 15_000 });
  await expect(status(page)).toContainText('Your 1 unsaved change stays in the grid');
  await expect(cell(page, 0, 1)).toHaveText('11');
  await expect(page.getByRole('button', { name: 'Copy unsaved changes' })).toBeVisible();
  await page.context().close();
});

test('the fill handle, dragged down, copies a cell onto the venues below it', async ({ browser }) => {
  test.slow();
  const date = '2031-05-13';
  const { forecaster: page, draft } = await emptyDraft(browser, date, { slots: 1, venues: 2 });
  await openEditor(page, draft.id, date);

  await cell(page, 0, 1).focus();
  await page.keyboard.type('14');
  await page.keyboard.press('Enter');
  await cell(page, 0, 1).click();
  const handle = cell(page, 0, 1).locator('.sheet-fill-handle');
  await expect(handle).toBeVisible();
  const from = await handle.boundingBox();
  const to = await cell(page, 1, 1).boundingBox();
  if (!from || !to) throw new Error('the grid is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  // The cells the fill will reach are shown before the button is let go.
  await expect(cell(page, 1, 1)).toHaveClass(/sheet-fill-target/);
  await page.mouse.up();
  await expect(cell(page, 1, 1)).toHaveText('14');
  await expect(status(page)).toHaveText('All changes saved.');

  await page.reload();
  await expect(cell(page, 1, 1)).toHaveText('14');
  await expect(cell(page, 0, 1)).toHaveText('14');
  await page.context().close();
});

test('two people write different cells of a draft at once: each page ends with every cell of both, saved', async ({
  browser,
}) => {
  test.slow();
  const date = '2031-05-20';
  const { a, b, draft, icon } = await twoOnOneDraft(browser, date, 2);
  const savesOfA = savesOf(a, draft.id);
  const savesOfB = savesOf(b, draft.id);
  await saveAtOnce(a, b, draft.id);

  // Turn by turn, neither waiting for the other's save.
  await write(a, 0, icon);
  await write(b, 1, '12');
  await write(a, 3, '17');
  await write(b, 2, icon);

  // The second save met a revision the first had raised: it was refused, and its cells were sent again.
  await expect.poll(() => savesOfB[0]).toBe(412);
  for (const page of [a, b]) {
    await expect(cell(page, 0, 0).getByRole('img')).toBeVisible();
    await expect(cell(page, 0, 1)).toHaveText(showing('12'));
    await expect(cell(page, 0, 2).getByRole('img')).toBeVisible();
    await expect(cell(page, 0, 3)).toHaveText(showing('17'));
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    await expect(status(page)).toHaveText('All changes saved.');
  }
  expect(savesOfA[0]).toBe(200);
  expect(savesOfB.at(-1)).toBe(200);
  expect(await savedValues(a, draft)).toEqual({
    'mattina sky': icon,
    'mattina t-max': 12,
    'pomeriggio sky': icon,
    'pomeriggio t-max': 17,
  });
  await a.context().close();
  await b.context().close();
});

test('two people change the same cell at once: the later is shown both values, keeps one, and it is saved', async ({
  browser,
}) => {
  test.slow();
  const date = '2031-05-21';
  const { a, b, draft, icon } = await twoOnOneDraft(browser, date, 1);
  const savesOfB = savesOf(b, draft.id);
  await saveAtOnce(a, b, draft.id);

  await write(a, 1, '20');
  await write(b, 0, icon);
  await write(b, 1, '23');

  // The later save is refused as stale: the cell only they changed is saved again, the one both
  // changed waits for their choice, with the first person's value in place meanwhile.
  const settle = b.getByRole('region', { name: '1 change to settle' });
  await expect(settle).toContainText('Belluno');
  await expect(settle).toContainText('Maximum temperature');
  await expect(settle).toContainText('Yours: 23');
  await expect(settle).toContainText('Theirs: 20');
  await expect(status(b)).toHaveText(/^Conflict: someone else changed a cell or text you changed too\./);
  await expect(cell(b, 0, 1)).toHaveText(showing('20'));
  await expect.poll(() => savesOfB[0]).toBe(412);
  await expect(cell(a, 0, 0).getByRole('img')).toBeVisible();
  await expect(cell(a, 0, 1)).toHaveText(showing('20'));
  await expect(status(a)).toHaveText('All changes saved.');
  await expect(a.getByRole('region', { name: /to settle/ })).toHaveCount(0);
  await expect.poll(() => savedValues(b, draft)).toEqual({ 'mattina sky': icon, 'mattina t-max': 20 });

  await settle.getByRole('button', { name: 'Keep yours' }).click();
  await expect(settle).toBeHidden();
  // The first person sees the kept value arrive: it is saved.
  for (const page of [a, b]) {
    await expect(cell(page, 0, 1)).toHaveText(showing('23'));
    await expect(status(page)).toHaveAttribute('data-status', 'saved');
    await expect(status(page)).toHaveText('All changes saved.');
  }
  expect(await savedValues(a, draft)).toEqual({ 'mattina sky': icon, 'mattina t-max': 23 });
  await a.context().close();
  await b.context().close();
});
