import type { BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/constants.ts';

test('a visitor reads a published bulletin of many venues on its map: a marker per venue with its icon, another day, and the venue’s forecast', async ({
  page,
}) => {
  // The national daily forecast of the demo data: the regional capitals, three days of three slots.
  const listed = (await (await page.request.get('/api/public/bulletins/?page_size=100')).json()) as {
    results: BulletinSummary[];
  };
  const summary = listed.results.find((each) => each.bulletin_type.code === 'nazionale-giornaliero');
  if (!summary) throw new Error('no published national bulletin in the demo data');
  const bulletin = (await (await page.request.get(`/api/bulletins/${summary.id}/`)).json()) as BulletinDetail;
  const { venues, slots, data_types } = bulletin.composition;
  const sky = data_types.find((dataType) => dataType.value_kind === 'icon');
  const palermo = venues.find((venue) => venue.code === 'palermo');
  if (!sky || !palermo) throw new Error('the national bulletin has no sky, or no Palermo');

  // No request leaves Bora: the map has no tiles.
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(BASE_URL) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  await page.goto(`/bulletin/${bulletin.id}`);
  // A bulletin's page draws its whole grid before it shows: seconds on two cores busy with another test.
  await expect(page.getByRole('heading', { level: 1, name: bulletin.titles.en })).toBeVisible({
    timeout: 30_000,
  });
  // More than ten venues: the reader's page opens on the map, which its address needs not say.
  expect(venues.length).toBeGreaterThan(10);
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/view=/);
  const map = page.getByRole('region', { name: 'Map of the bulletin’s venues' });
  const markers = map.getByRole('button', { name: /^[^:]+: / });
  await expect(markers).toHaveCount(venues.length);
  await expect(map.locator('.bulletin-map-marker img')).toHaveCount(venues.length);
  await expect(map.locator('.map-outline').first()).toBeAttached();

  // The second day's first slot: Palermo's marker names the icon forecast for it.
  const days = page.getByRole('group', { name: 'Day' });
  await days.getByRole('button').nth(1).click();
  await expect(days.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  const slot = slots[0]?.code ?? '';
  const code = bulletin.values.find(
    (value) =>
      value.venue_id === palermo.id &&
      value.day === 1 &&
      value.slot === slot &&
      value.data_type_id === sky.id,
  )?.value;
  const icon = bulletin.icons.find((each) => each.code === code);
  // The English page names the icon in English, never by its Italian name.
  const name = icon?.translations.en?.name ?? '';
  expect(name).not.toBe('');
  expect(name).not.toBe(icon?.name);
  // Its name starts with the venue and the icon's name (a name given as text matches a part of it).
  const marker = map.getByRole('button', { name: `Palermo: ${name}` });
  await expect(marker.locator('img')).toHaveAttribute('alt', name);
  await expect(marker.locator('img')).toHaveJSProperty('complete', true);

  await marker.click();
  // The venue's forecast, every day and slot: the second day's first slot draws the same icon.
  await expect(page.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
  const forecast = page.getByRole('table', { name: /^Forecast by venue/ });
  await expect(forecast.getByRole('rowheader')).toHaveCount(1);
  await expect(forecast.getByRole('rowheader', { name: /^Palermo/ })).toBeVisible();
  const cell = forecast.locator(`td[headers~="reader-day-1-slot-${slot}"]`);
  await expect(cell.getByRole('img', { name })).toBeVisible();

  // On paper the grid prints, whichever tab is open.
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(map).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('table', { name: new RegExp(` ${bulletin.issue_date}: `) }).first(),
  ).toBeVisible();
  await expect(map).toBeHidden();
  expect(outside).toEqual([]);
});
