import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { apiList } from '../support/reference.ts';

type Detail = {
  id: number;
  issue_date: string;
  version: number;
  bulletin_type: { code: string };
  composition: {
    data_types: { id: number; code: string; value_kind: string; decimals: number | null }[];
    slots: { code: string; label: string; translations?: { en?: { label?: string } } }[];
  };
  values: { data_type_id: number; value: number | string }[];
};

/** Chooses a document in the bulletin page's Download menu, and answers the file the browser saved. */
async function download(page: Page, item: string): Promise<{ file: Download; bytes: Buffer; text: string }> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const saved = page.waitForEvent('download');
  await page.getByText(item, { exact: true }).click();
  const file = await saved;
  const bytes = await readFile(String(await file.path()));
  return { file, bytes, text: bytes.toString('utf8') };
}

test('a bulletin’s page downloads it as PDF, CSV and JSON, in the UI language', async ({ page }) => {
  await signIn(page, MANAGER);
  const [newest] = (await apiList<{ id: number }>(page, 'bulletins', { status: 'published' })).results;
  expect(newest, 'a published demo bulletin').toBeDefined();
  const bulletin = (await (await page.request.get(`/api/bulletins/${newest?.id}/`)).json()) as Detail;
  const name = `${bulletin.bulletin_type.code}-${bulletin.issue_date}-v${bulletin.version}`;
  await page.goto(`/bulletin/${bulletin.id}`);

  // The PDF made on the server: the file a person prints, with the bulletin's venues in it.
  const pdf = await download(page, 'PDF (to print)');
  expect(pdf.file.suggestedFilename()).toBe(`${name}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
    mergePages: true,
  });
  const venues = (await (await page.request.get(`/api/public/bulletins/${bulletin.id}/`)).json()) as {
    composition: { venues: { name: string }[] };
  };
  expect(printed).toContain(venues.composition.venues[0]?.name);

  const csv = await download(page, 'CSV (spreadsheet)');
  expect(csv.file.suggestedFilename()).toBe(`${name}.csv`);
  expect(csv.text.startsWith('\uFEFFVenue code,Venue,Date,Time slot,')).toBe(true);
  const [heading = '', ...rows] = csv.text.slice(1).trimEnd().split('\r\n');
  for (const dataType of bulletin.composition.data_types) expect(heading).toContain(`[${dataType.code}]`);
  expect(rows.length).toBeGreaterThan(0);
  // A number as the English UI writes it: a decimal point and the data type's decimals.
  const numeric = bulletin.composition.data_types.find((d) => d.value_kind === 'number' && d.decimals);
  const value = bulletin.values.find(
    (v) => v.data_type_id === numeric?.id && typeof v.value === 'number' && Math.abs(v.value) < 1000,
  );
  expect(value, 'a number in the bulletin').toBeDefined();
  expect(csv.text).toContain(`,${Number(value?.value).toFixed(numeric?.decimals ?? 0)}`);
  // Each slot by its English label (the demo's slots have one), and a number of thousands ungrouped.
  for (const slot of bulletin.composition.slots) expect(slot.translations?.en?.label).toBeTruthy();
  const labels = bulletin.composition.slots.map((slot) => slot.translations?.en?.label);
  expect(rows.every((row) => labels.some((label) => row.includes(`,${label},`)))).toBe(true);
  const thousands = bulletin.values.find((v) => typeof v.value === 'number' && v.value >= 1000);
  if (thousands) {
    expect(csv.text).toMatch(new RegExp(`,${thousands.value}(,|\r\n)`));
    expect(csv.text).not.toMatch(/,"\d{1,3},\d{3}"/);
  }

  const json = await download(page, 'JSON (data)');
  expect(json.file.suggestedFilename()).toBe(`${name}.json`);
  const data = JSON.parse(json.text) as Detail;
  expect(data).toMatchObject({ id: bulletin.id, issue_date: bulletin.issue_date, version: bulletin.version });
  expect(data.values).toHaveLength(bulletin.values.length);
});
