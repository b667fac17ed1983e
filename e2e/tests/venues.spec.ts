import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, FORECASTER, MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import {
  apiList,
  deleteFromDetail,
  dialog,
  expectDetailControls,
  expectFieldError,
  expectToast,
  findByCode,
  refusedDelete,
  searchList,
  uniqueCode,
} from '../support/reference.ts';

type Venue = { id: number; code: string; name: string; active: boolean };
const VENETO = 'Servizio meteorologico del Veneto';

async function venueId(page: Page, code: string): Promise<number> {
  const venue = await findByCode<Venue>(page, 'venues', code);
  expect(venue, `demo venue ${code}`).toBeDefined();
  return venue?.id ?? 0;
}

test('staff create, find, edit and delete a venue through the screens', async ({ page }) => {
  const code = uniqueCode('venue');
  await signIn(page, ADMIN, '/venues');

  await page.getByRole('button', { name: 'New venue' }).click();
  const form = dialog(page, 'New venue');
  await form.getByLabel('Code').fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Rifugio ${code}`);
  await form.getByLabel('Kind').selectOption({ label: 'Mountain' });
  await form.getByLabel('Responsible authority').selectOption({ label: VENETO });
  await form.getByLabel('Latitude').fill('46.3');
  await form.getByLabel('Longitude').fill('11.8');
  await form.getByLabel('Elevation (m)').fill('1980');
  await form.getByLabel('Region').fill('Veneto');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Venue created');
  await expect(page.getByRole('heading', { level: 1, name: `Rifugio ${code}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1980 m');

  // The list finds it.
  await page.getByRole('link', { name: 'All venues' }).click();
  const table = await searchList(page, 'Search code, name, region or province', code, 'Venues');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('Mountain');

  // Edit in place.
  await table.getByRole('link', { name: `Rifugio ${code}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit venue' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`Rifugio ${code} alto`);
  await edit.getByLabel('Elevation (m)').fill('2050');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Rifugio ${code} alto` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2050 m');

  await deleteFromDetail(page);
  await expectToast(page, `Rifugio ${code} alto deleted`);
  await expect(page).toHaveURL(/\/venues$/);
  expect(await findByCode(page, 'venues', code)).toBeUndefined();
});

test('latitude 95 and a duplicate code are shown on their fields and nothing is saved', async ({ page }) => {
  const name = `Luogo ${uniqueCode('bad')}`;
  await signIn(page, ADMIN, '/venues?new');
  const form = dialog(page, 'New venue');
  await form.getByLabel('Code').fill('verona');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Responsible authority').selectOption({ label: VENETO });
  const latitude = form.getByLabel('Latitude');
  await latitude.fill('95');
  await form.getByLabel('Longitude').fill('11');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(latitude, /90/);

  // With a latitude in range, the server says the code is taken.
  await latitude.fill('45.5');
  await expect(latitude).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(form.getByLabel('Code'), /already|exists|taken|in use/i);
  await expect(form).toBeVisible();
  expect((await apiList(page, 'venues', { search: name })).count).toBe(0);
  const verona = await findByCode<Venue & { latitude: number }>(page, 'venues', 'verona');
  expect(verona?.latitude).toBeCloseTo(45.4384);
});

test('deleting a venue a demo bulletin type uses shows the reason, and keeps it', async ({ page }) => {
  await signIn(page, ADMIN, '/venues');
  const types = await apiList<{ code: string; venue_ids: number[] }>(page, 'bulletin-types', {
    search: 'veneto-montagna',
  });
  const used = types.results[0]?.venue_ids[0];
  expect(used).toBeDefined();

  const venue = (await (await page.request.get(`/api/venues/${used}/`)).json()) as Venue;
  await page.goto(`/venues/${used}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  // Refused before any confirmation, with the reason and the way out.
  const refusal = await refusedDelete(page);
  await expect(refusal.getByRole('alert')).toContainText(/bulletin type/i);
  await expect(refusal.getByRole('alert')).toContainText(/deactivate/i);
  await refusal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(refusal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  expect((await page.request.get(`/api/venues/${used}/`)).status()).toBe(200);
});

test('a member sees venues without any control to change them', async ({ page }) => {
  await signIn(page, FORECASTER, '/venues');
  await expect(page.getByRole('table', { name: 'Venues' })).toBeVisible();
  for (const name of ['New venue', 'Import CSV']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await page.goto(`/venues/${await venueId(page, 'verona')}`);
  await expectDetailControls(page, 'Verona', false);
});

test("a manager may change their region's venues but not another region's", async ({ page }) => {
  await signIn(page, MANAGER, '/venues');
  await page.goto(`/venues/${await venueId(page, 'verona')}`);
  await expectDetailControls(page, 'Verona', true);
  await page.goto(`/venues/${await venueId(page, 'milano')}`);
  await expectDetailControls(page, 'Milano', false);
});

test('the CSV export link carries the search and filters and downloads that list', async ({ page }) => {
  await signIn(page, ADMIN, '/venues');
  await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Veneto');
  await page.getByRole('searchbox', { name: 'Search code, name, region or province' }).fill('ver');
  await expect(page).toHaveURL(/search=ver/);
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /region=Veneto/);
  await expect(link).toHaveAttribute('href', /search=ver/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const [header = '', ...rows] = text.trim().split(/\r?\n/);
  expect(header.split(',')).toEqual(expect.arrayContaining(['code', 'name', 'latitude', 'authority']));
  expect(rows.length).toBeGreaterThan(0);
  const codes = rows.map((row) => row.split(',')[0]);
  expect(codes).toContain('verona');
  expect(codes).not.toContain('milano');
  for (const row of rows) expect(row).toContain('veneto');
});

test('a CSV import is checked first: the dry run reports each row and writes nothing', async ({ page }) => {
  const fresh = uniqueCode('csv');
  const csv = [
    'code,name,kind,latitude,longitude,authority',
    `${fresh},Località ${fresh},city,45.2,11.9,veneto`,
    `${fresh}-bad,Fuori posto,city,95,11.9,veneto`,
  ].join('\n');
  await signIn(page, ADMIN, '/venues');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = dialog(page, 'Import venues from CSV');
  await importer
    .getByLabel('CSV file (UTF-8, comma or semicolon separated)')
    .setInputFiles({ name: 'venues.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check file' }).click();

  const report = importer.getByRole('table', { name: 'Report' });
  await expect(report.getByRole('row', { name: new RegExp(`${fresh} created`) })).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`${fresh}-bad rejected`) })).toContainText(
    /latitude/i,
  );
  await expect(importer).toContainText('1 row is rejected, so nothing will be imported.');
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  expect((await apiList(page, 'venues', { search: fresh })).count).toBe(0);

  // The good row alone: checked, then imported.
  await importer.getByLabel('CSV file (UTF-8, comma or semicolon separated)').setInputFiles({
    name: 'venues.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.split('\n').slice(0, 2).join('\n')),
  });
  await importer.getByRole('button', { name: /Check/ }).click();
  await expect(importer).toContainText('The file is fine: Import writes its 1 row.');
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, 'Import done: 1 created, 0 updated.');
  expect(await findByCode(page, 'venues', fresh)).toMatchObject({ name: `Località ${fresh}` });
});

test('the venue map shows its markers without the unreachable tiles, and no error', async ({ page }) => {
  await signIn(page, FORECASTER, '/venues?region=Veneto');
  const map = page.getByRole('region', { name: 'Map of the venues in the list' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeVisible();
  await expect(map.getByRole('button', { name: 'Verona' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Milano' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/went wrong|could not be loaded/i)).toHaveCount(0);

  // A venue's own map, too.
  await page.goto(`/venues/${await venueId(page, 'verona')}`);
  const own = page.getByRole('region', { name: 'Map of Verona' });
  await expect(own.getByRole('button', { name: 'Verona' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
