import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { expectNoSidewaysScroll, expectWithinWidth, PHONE } from '../support/layout.ts';
import { signIn } from '../support/login.ts';
import { apiList, apiWrite, expectToast, uniqueCode } from '../support/reference.ts';

test.use({ viewport: PHONE });

test('on a phone every column of a list can be read without scrolling sideways', async ({ page }) => {
  await signIn(page, ADMIN, '/venues/?search=abetone');
  const table = page.getByRole('table', { name: 'Venues' });
  const row = table.getByRole('row').filter({ hasText: 'Abetone' });
  await expect(row).toHaveCount(1);
  // The last column, the one a scrolled table hid first.
  await expectWithinWidth(page, row.getByRole('cell').last());
  await expect(row.getByRole('cell').last()).toContainText('Active');
  await expectNoSidewaysScroll(page);
});

test('on a phone a history can be read to its last column', async ({ page }) => {
  await signIn(page, ADMIN, '/venues/');
  const [veneto] = (await apiList<{ id: number }>(page, 'authorities', { search: 'Veneto' })).results;
  const venue = await apiWrite<{ id: number }>(page, 'POST', '/api/venues/', {
    code: uniqueCode('history'),
    name: 'Rifugio della cronologia',
    kind: 'mountain',
    latitude: 46.3,
    longitude: 11.8,
    authority_id: veneto?.id,
  });
  await page.goto(`/venues/${venue.id}/`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit venue' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rifugio della cronologia lunga');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');

  const history = page.getByRole('table', { name: 'History' });
  const update = history.getByRole('row').filter({ hasText: 'Rifugio della cronologia lunga' });
  await expect(update).toHaveCount(1);
  await expectWithinWidth(page, update.getByRole('cell').last());
  await expectNoSidewaysScroll(page);
});

test('on a phone the icon comparison shows both sets of a row', async ({ page }) => {
  await signIn(page, ADMIN, '/icon-compare/');
  const table = page.getByRole('table', { name: /^Reference icons, with what/ });
  const row = table.getByRole('row').nth(1);
  // Three lists of icons load first: give them the time a busy machine needs.
  await expect(row.getByRole('cell')).toHaveCount(2, { timeout: 15_000 });
  await expectWithinWidth(page, row.getByRole('cell').first());
  await expectWithinWidth(page, row.getByRole('cell').last());
  await expectNoSidewaysScroll(page);
});
