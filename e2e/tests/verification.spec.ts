import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { PHONE } from '../support/layout.ts';

test('a visitor reads the scores of the national forecast: a chart, its figures as a table, the CSV, and nothing serious for axe', async ({
  page,
}) => {
  await page.goto('/verification?bulletin_type=nazionale-giornaliero');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  // The period defaults to the last 90 days, which the demo data observes.
  await expect(page.getByRole('textbox', { name: 'Issued from' })).not.toHaveValue('');

  // The summary comes first, a line per data type; its link unfolds the section and the URL keeps it.
  const summary = page.getByRole('region', { name: 'Summary' });
  await summary.getByRole('link', { name: /^Maximum temperature/ }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/open=t-max/);
  const section = page.getByRole('region', { name: /^Maximum temperature/ });
  await expect(section.getByRole('button', { name: /^Maximum temperature/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const byLead = section.getByRole('figure', { name: 'Error by lead day' });
  const chart = byLead.getByRole('img', { name: 'Error by lead day' });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  // The bars are drawn, a lead day each.
  await expect(chart.locator('rect').first()).toBeAttached();

  await byLead.getByText('Show the figures as a table').click();
  const table = byLead.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'MAE (°C)' })).toBeVisible();
  const day0 = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '0', exact: true }) });
  // The count of pairs behind the figure: a season of observations.
  await expect(day0.getByRole('cell').first()).toHaveText(/^\d+$/);

  await expect(page.getByRole('link', { name: 'Pairs (CSV)' })).toHaveAttribute(
    'href',
    /^\/api\/verification\/pairs\.csv\?bulletin_type=nazionale-giornaliero&date_after=\d{4}-\d\d-\d\d&date_before=/,
  );

  // Another data type: the URL keeps it, so the view can be shared.
  await page.getByLabel('Data type').selectOption({ label: 'Minimum temperature' });
  await expect(page).toHaveURL(/data_type=/);
  await expect(page.getByRole('region', { name: /^Maximum temperature/ })).toHaveCount(0);

  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('in Italian on a phone, the screen reads in Italian, its charts fit the width, and axe finds nothing serious', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE, locale: 'it-IT' })).newPage();
  // A link that names the sections open opens them.
  await page.goto('/verification?bulletin_type=nazionale-giornaliero&open=t-max,wind-direction');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sintesi' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Entro ±1 settore (%) per giorno di previsione')).toBeVisible();
  // A season of scores is summed by the database: seconds on two cores busy with other tests.
  const chart = page.getByRole('img', { name: 'Errore per giorno di previsione' }).first();
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const box = await chart.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.context().close();
});
