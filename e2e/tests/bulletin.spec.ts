import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { makeSmallType, submittedBulletin, writeDraft } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { expectNoSidewaysScroll, expectWithinWidth, PHONE } from '../support/layout.ts';
import { type Account, signIn } from '../support/login.ts';
import { pdfPageCount, pdfText } from '../support/pdf-text.ts';
import { apiWrite, expectFieldError, expectToast } from '../support/reference.ts';

/** A page of its own browser context, signed in as `account`. */
async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Two bulletins of a fresh type for dates no other test uses, submitted by the forecaster. */
async function twoSubmitted(browser: Browser, manager: Page, dates: [string, string]) {
  const type = await makeSmallType(manager);
  const forecaster = await pageOf(browser, FORECASTER);
  const first = await submittedBulletin(forecaster, type, dates[0]);
  const second = await submittedBulletin(forecaster, type, dates[1]);
  await forecaster.context().close();
  return [first, second];
}

test('a manager returns a submitted bulletin with a comment, then publishes the next one', async ({
  browser,
}) => {
  const manager = await pageOf(browser, MANAGER);
  const [first, second] = await twoSubmitted(browser, manager, ['2031-01-10', '2031-01-11']);

  await manager.goto(`/bulletin/${first?.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
  await expect(manager.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(manager.getByText('The check finds no problem.')).toBeVisible();
  const grid = manager.getByRole('table', { name: /Belluno e2e of 2031-01-10/ });
  await expect(grid.getByRole('cell', { name: '14' })).toHaveAttribute('title', 'Fog in the valley early on');
  expect(await seriousViolations(manager, 'main')).toEqual([]);

  const actions = manager.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Return' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Return the bulletin' });
  await dialog.getByRole('button', { name: 'Return' }).click();
  const comment = dialog.getByLabel(/What must change/);
  await expectFieldError(comment, /Say what must change\./);
  await comment.fill('The fog lifts later: say so in the synopsis.');
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expectToast(manager, 'Bulletin returned to its writers');
  await expect(dialog).toBeHidden();
  await expect(manager.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Return' })).toHaveCount(0);

  await manager.goto(`/bulletin/${second?.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: second?.title })).toBeVisible();
  await manager.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Publish' }).click();
  // Publishing asks first, saying that the bulletin is public at once.
  const publishing = manager.getByRole('dialog', { name: 'Publish the bulletin' });
  await expect(publishing).toContainText('Once published, the bulletin is public at once');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expectToast(manager, 'Bulletin published');
  // Read as the public reads it now, with the staff's state and actions under the forecast.
  await expect(
    manager.getByRole('region', { name: 'For staff' }).locator('summary .status-badge'),
  ).toHaveText('Published');
  // A published bulletin offers what applies to it now.
  await expect(actions.getByRole('button')).toHaveText(['Withdraw', 'Correct']);
  await manager.context().close();
});

test('a visitor reads a published bulletin, prints it on A4 landscape, and cannot reach a draft', async ({
  browser,
  page,
}) => {
  const manager = await pageOf(browser, MANAGER);
  const [published, draft] = await twoSubmitted(browser, manager, ['2031-02-10', '2031-02-11']);
  await apiWrite(manager, 'POST', `/api/bulletins/${published?.id}/publish/`, {});
  await apiWrite(manager, 'POST', `/api/bulletins/${draft?.id}/return/`, { comment: 'Not yet.' });
  await manager.context().close();

  await page.goto(`/bulletin/${draft?.id}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'There is nothing at this address: it may have been deleted.',
  );

  await page.goto(`/bulletin/${published?.id}`);
  // Titled in the reader's language, and opened on the forecast: the first morning's maximum.
  const title = 'Belluno on 2031-02-10';
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  const forecast = page.getByRole('table', { name: /^Forecast by venue/ });
  await expect(forecast.getByRole('rowheader', { name: /Belluno/ })).toBeVisible();
  await expect(forecast.locator('tbody td').first()).toContainText('Maximum 14 °C');
  await expect(page.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  const grid = page.getByRole('table', { name: /Belluno e2e of 2031-02-10/ });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // On paper the agency's name heads the page, instead of the header and footer.
  const agency = page.getByRole('main').getByText('Servizio Meteorologico Nazionale');
  await expect(agency).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(agency).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  // Polled: a re-render of the grid between finding its head and reading its style reads nothing.
  await expect
    .poll(() => grid.locator('thead').evaluate((thead) => getComputedStyle(thead).display))
    .toBe('table-header-group');
  // Every language's texts print, not only the tab shown on screen.
  await expect(page.getByText('Clear, some morning fog.')).toBeVisible();

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  // The first page's box is A4 turned sideways: 842 × 595 points.
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([842, 595]);
  const printed = pdfText(pdf);
  expect(printed.indexOf('Servizio Meteorologico Nazionale')).toBeLessThan(printed.indexOf(title));
  for (const text of [title, 'Mattina', 'Maximum temperature', 'Belluno', '14', 'Clear, some morning fog.'])
    expect(printed).toContain(text);
  expect(printed).not.toContain('All bulletins');
});

test('on a phone the editor’s grid shows one day and one slot, picked beside it, within the phone’s width', async ({
  browser,
}) => {
  const manager = await pageOf(browser, MANAGER);
  const type = await makeSmallType(manager, { days: 3, slots: 2 });
  await manager.context().close();
  const forecaster = await pageOf(browser, FORECASTER);
  const draft = await apiWrite<{ id: number }>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: '2031-03-10',
    copy_from: null,
  });
  await forecaster.setViewportSize(PHONE);
  await forecaster.goto(`/bulletin/${draft.id}`);
  const grid = forecaster.getByRole('grid', { name: /Values of Belluno e2e of 2031-03-10/ });
  await expect(grid.getByRole('gridcell', { name: /Belluno/ })).toBeVisible();
  await expectNoSidewaysScroll(forecaster);
  const days = grid.locator('.sheet-day-head');
  const slots = grid.locator('.sheet-slot-head');
  await expect(days).toHaveCount(1);
  await expect(slots).toHaveCount(1);
  const day = forecaster.getByRole('combobox', { name: 'Day shown' });
  await expect(day.locator('option')).toHaveCount(3);
  const third = (await day.locator('option').nth(2).textContent()) ?? '';
  await day.selectOption({ index: 2 });
  await forecaster.getByRole('combobox', { name: 'Time slot shown' }).selectOption({ index: 1 });
  // The day's label as shown (screen readers hear the date in full).
  await expect(days.locator('[aria-hidden="true"]')).toHaveText([third]);
  await expect(slots).toHaveCount(1);
  // The day's slot fits the phone: its last column is in sight without scrolling.
  await expectWithinWidth(forecaster, grid.getByRole('columnheader').last());
  await forecaster.context().close();
});

test('a second person on the same bulletin is shown, and their save appears live with their name', async ({
  browser,
}) => {
  const manager = await pageOf(browser, MANAGER);
  const type = await makeSmallType(manager);
  const forecaster = await pageOf(browser, FORECASTER);
  const draft = await apiWrite<{
    id: number;
    revision: number;
    composition: { venues: { id: number }[]; data_types: { id: number; code: string }[] };
  }>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: '2031-04-10',
    copy_from: null,
  });
  const me = (await (await forecaster.request.get('/api/users/me/')).json()) as {
    name: string;
    username: string;
  };
  const forecasterName = me.name || me.username;

  await manager.goto(`/bulletin/${draft.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Belluno e2e' })).toBeVisible();
  await forecaster.goto(`/bulletin/${draft.id}`);
  await expect(forecaster.getByRole('heading', { level: 1, name: 'Belluno e2e' })).toBeVisible();
  const live = manager.locator('.live-status');
  await expect(live).toContainText('Also viewing:');
  await expect(live).toContainText(forecasterName);

  const tmax = draft.composition.data_types.find((dataType) => dataType.code === 't-max')?.id;
  const cell = { venue_id: draft.composition.venues[0]?.id, day: 0, slot: 'mattina', data_type_id: tmax };
  await writeDraft(forecaster, 'PATCH', `/api/bulletins/${draft.id}/values/`, draft.revision, {
    changes: [{ ...cell, value: 21 }],
  });
  // Told within two seconds, with who did it; the grid reads the bulletin again.
  await expect(live).toContainText(`${forecasterName} changed 1 cell at`, { timeout: 2000 });
  // A draft opens in the editor for its authority's manager too: the cell changes in place.
  const grid = manager.getByRole('grid', { name: /Values of Belluno e2e of 2031-04-10/ });
  await expect(grid.locator('[data-sheet-row="0"][data-sheet-col="1"]')).toHaveText('21');

  await forecaster.context().close();
  await expect(live).not.toContainText('Also viewing:');
  await manager.context().close();
});
