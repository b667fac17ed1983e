import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { boxOf, expectNoSidewaysScroll, expectWithinWidth, PHONE } from '../support/layout.ts';
import { signIn } from '../support/login.ts';
import { apiList, apiWrite, expectToast, findByCode, uniqueCode } from '../support/reference.ts';

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

test('on a phone the icon comparison shows both regional sets of a row', async ({ page }) => {
  await signIn(page, ADMIN, '/icons');
  const regional = (await apiList<{ id: number; is_reference: boolean }>(page, 'icon-sets')).results
    .filter((set) => !set.is_reference)
    .slice(0, 2);
  await page.goto(`/icon-compare/?sets=${regional.map((set) => set.id).join(',')}`);
  const table = page.getByRole('table', { name: /^Reference icons, with what/ });
  const row = table.getByRole('row').nth(1);
  // The whole comparison is worked out first: give it the time a busy machine needs.
  await expect(row.getByRole('cell')).toHaveCount(2, { timeout: 15_000 });
  await expectWithinWidth(page, row.getByRole('cell').first());
  await expectWithinWidth(page, row.getByRole('cell').last());
  await expectNoSidewaysScroll(page);
});

test('on a phone the counts of every set fit, in Italian too', async ({ browser }) => {
  // Italian's labels are the longest: "Senza corrispondenza", "Copertura 62,5 %".
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/icon-compare/');
  const counts = page.getByRole('list', { name: 'Conteggi per set' });
  await expect(counts.getByText('Copertura').first()).toBeVisible({ timeout: 15_000 });
  for (const value of await counts.locator('dd').all()) await expectWithinWidth(page, value);
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('on a phone a bulletin type with a long venue name is read, edited and created without scrolling sideways', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/bulletin-types/');
  const veneto = await findByCode<{ id: number; code: string }>(page, 'authorities', 'veneto');
  const longName = 'Rifugio Sottogudamalgaciapelaserraidisottoguda della Marmolada';
  const venue = await apiWrite<{ id: number }>(page, 'POST', '/api/venues/', {
    code: uniqueCode('long'),
    name: longName,
    kind: 'mountain',
    latitude: 46.43,
    longitude: 11.87,
    authority_id: veneto?.id,
  });
  const [tmin, tmax] = await Promise.all(
    ['t-min', 't-max'].map((code) => findByCode<{ id: number; code: string }>(page, 'data-types', code)),
  );
  const iconSet = await findByCode<{ id: number; code: string }>(page, 'icon-sets', 'veneto-yr');
  const code = uniqueCode('phone');
  const type = await apiWrite<{ id: number }>(page, 'POST', '/api/bulletin-types/', {
    code,
    name: `Bollettino ${code}`,
    authority_id: veneto?.id,
    icon_set_id: iconSet?.id,
    horizon_days: 3,
    slots: [
      { code: 'mattina', label: 'Mattina', start_hour: 6, end_hour: 12 },
      { code: 'pomeriggio', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
    ],
    data_types: [{ data_type_id: tmin?.id }, { data_type_id: tmax?.id }],
    venue_ids: [venue.id],
  });

  await page.goto(`/bulletin-types/${type.id}`);
  const composition = page.getByRole('region', { name: 'Composition' });
  await expectWithinWidth(page, composition.getByRole('listitem').filter({ hasText: longName }));
  await expect(page.getByRole('region', { name: 'Preview of the grid' }).getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  const slots = page.getByRole('group', { name: 'Time slots' });
  await expectWithinWidth(page, slots.getByRole('textbox', { name: 'Label of slot 2', exact: true }));
  await expectWithinWidth(page, slots.getByRole('textbox', { name: /^English label of slot 2/ }));
  await expectWithinWidth(page, page.getByRole('button', { name: `Remove ${longName}` }));
  await expectWithinWidth(page, page.getByRole('button', { name: 'Remove Maximum temperature' }));
  await expectNoSidewaysScroll(page);

  await page.goto('/bulletin-types/?new');
  const form = page.getByRole('dialog', { name: 'New bulletin type' });
  await form.getByLabel('Data type to add').selectOption({ label: 'Maximum temperature (°C)' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expectWithinWidth(page, form.getByRole('button', { name: 'Remove Maximum temperature' }));
  await expectWithinWidth(page, form.getByRole('spinbutton', { name: 'End hour of slot 2' }));
  // A dialog scrolls on its own and hides what sticks out: measure its body rather than the page.
  const [scrollWidth, clientWidth] = await form
    .locator('.modal-body')
    .evaluate((body) => [body.scrollWidth, body.clientWidth]);
  expect(scrollWidth, 'dialog body width').toBeLessThanOrEqual(clientWidth);
  await expectNoSidewaysScroll(page);
});

test('on a phone the icons are a few screens of small cards, and a gallery keeps its page through a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/icons/');
  const reference = page.getByRole('region', { name: /^Icone di riferimento nazionali/ });
  const gallery = reference.getByRole('list', { name: /^Icons of / });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.progress-spinner')).toHaveCount(0);
  // Four small cards to a row, a few rows to a page.
  const cards = gallery.locator(':scope > li');
  const [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
  expect(second.y).toBe(first.y);
  // Measured on the gallery, not the page: other tests may add icon sets of their own meanwhile.
  const { height } = await boxOf(reference);
  expect(height, 'gallery height').toBeLessThan(4000);
  await expectNoSidewaysScroll(page);

  const pageTwo = reference.getByRole('button', { name: 'Page 2' });
  await pageTwo.click();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page\.\d+=2/);
  const secondPage = await gallery.getByRole('heading', { level: 3 }).allTextContents();
  await page.reload();
  await expect(gallery.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await gallery.getByRole('heading', { level: 3 }).allTextContents()).toEqual(secondPage);
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
});
