import { expect, test } from '@playwright/test';
import { FORECASTER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { dialog, expectToast } from '../support/reference.ts';

const MOUNTAIN = 'Veneto mountain bulletin';
const PUBLISHED_STATES = /^(Published|Superseded|Withdrawn)$/;

test('a member creates a bulletin from the list, finds it in their drafts, and a visitor never sees it', async ({
  page,
  browser,
}) => {
  await signIn(page, FORECASTER, '/bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
  await page.getByRole('button', { name: 'New bulletin' }).click();
  const form = dialog(page, 'New bulletin');
  // A Veneto member writes Veneto's types only (other tests add some), and the date starts at
  // the chosen type's next due one.
  const type = form.getByLabel('Bulletin type');
  await expect(type.getByRole('option', { name: MOUNTAIN })).toHaveCount(1);
  await expect(type.getByRole('option', { name: 'Lombardia forecast' })).toHaveCount(0);
  await type.selectOption({ label: MOUNTAIN });
  const date = form.getByLabel('Issue date');
  await expect(date).not.toHaveValue('');
  const issueDate = await date.inputValue();
  // The published one carrying the most is proposed; every candidate says its state and what it would
  // carry onto the new grid (the unfinished draft of tomorrow among them).
  const start = form.getByLabel('Start from');
  const proposed = start.locator('option:checked');
  await expect(proposed).toHaveText(/, Published: carries \d+ of \d+ cells \(proposed: carries the most\)$/);
  await expect(
    start.locator('option', { hasText: /, Draft: carries \d+ of \d+ cells$/ }).first(),
  ).toBeAttached();
  // What the choice carries is said before anything is created, plainly when it is nothing (the
  // demo's newest published bulletin may be too old for the next due date's horizon).
  const carried = (await proposed.textContent())?.match(/carries ([\d,]+) of/)?.[1] ?? '';
  await expect(form.getByRole('status')).toContainText(
    carried === '0' ? 'This bulletin would carry no values: ' : `will be carried over: ${carried} of the`,
  );
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, new RegExp(`^Bulletin created: ${carried} cells? carried over\\.$`));
  await expect(page).toHaveURL(/\/bulletin\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();

  await page.goto('/bulletins');
  // Bootstrap Italia draws the box on the label: the label is what a person clicks.
  await page.locator('label', { hasText: 'Only my drafts' }).click();
  await expect(page).toHaveURL(/[?&]mine=true/);
  const table = page.getByRole('table', { name: 'Bulletins, newest first' });
  const row = table.getByRole('row').filter({ has: page.locator(`a[href="/bulletin/${id}"]`) });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(MOUNTAIN);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Only my drafts' })).toBeChecked();
  await expect(row).toBeVisible();

  // A visitor's list holds published bulletins only: not this draft, whatever the filters ask.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/bulletins?status=draft&status=published&issue_date_after=${issueDate}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
  const listed = anonymous.getByRole('table', { name: 'Bulletins, newest first' });
  await expect(listed.or(anonymous.getByText(/Nothing matches this search or these filters/))).toBeVisible();
  await expect(anonymous.locator(`a[href="/bulletin/${id}"]`)).toHaveCount(0);
  for (const badge of await anonymous.locator('.status-badge').all()) {
    await expect(badge).toHaveText(PUBLISHED_STATES);
  }
  await expect(anonymous.getByRole('checkbox', { name: 'Draft' })).toHaveCount(0);
  await expect(anonymous.getByRole('button', { name: 'New bulletin' })).toHaveCount(0);
  await visitor.close();
});

test('the bulletins list speaks Italian', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Bollettini' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Stato' }).getByRole('checkbox', { name: 'Pubblicato' }),
  ).toBeVisible();
  await expect(page.getByLabel('Tipo di bollettino')).toBeVisible();
  await context.close();
});
