import { expect, type Page, test } from '@playwright/test';
import { makeSmallType, submittedBulletin } from '../support/bulletins.ts';
import { DEMO_PASSWORD, FORECASTER, MANAGER } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { apiList, apiWrite, findByCode } from '../support/reference.ts';
import { compact, printed } from '../support/workflow.ts';

const NAZIONALE = { username: 'nazionale', password: DEMO_PASSWORD } as const;

type Detail = {
  id: number;
  title: string;
  titles: Record<string, string>;
  issue_date: string;
  composition: {
    venues: { name: string }[];
    days: number;
    slots: { label: string; translations?: { en?: { label?: string } } }[];
  };
};

/** The newest bulletin of a demo type in a state, as the page's session reads it. */
async function demoBulletin(page: Page, typeCode: string, status: string): Promise<Detail> {
  const type = await findByCode<{ id: number; code: string }>(page, 'bulletin-types', typeCode);
  expect(type, `the demo type ${typeCode}`).toBeDefined();
  const list = await apiList<{ id: number }>(page, 'bulletins', {
    bulletin_type: String(type?.id),
    status,
  });
  const [newest] = list.results;
  expect(newest, `a ${status} bulletin of ${typeCode}`).toBeDefined();
  const response = await page.request.get(`/api/bulletins/${newest?.id}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The day headings of a bulletin's grid, as the English UI writes them (e.g. "Wed, Nov 25"). */
function dayLabels(bulletin: Detail): string[] {
  const format = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: bulletin.composition.days }, (_, day) => {
    const date = new Date(`${bulletin.issue_date}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    return format.format(date);
  });
}

/** Every venue, every day and every slot of every day are on paper: nothing cut at the page's edge. */
function expectWholeGrid(text: string, bulletin: Detail) {
  const { composition } = bulletin;
  const missing = composition.venues
    .map((venue) => venue.name)
    .filter((name) => !text.includes(compact(name)));
  expect(missing, 'venues missing from the print').toEqual([]);
  for (const day of dayLabels(bulletin)) expect(text, `day ${day}`).toContain(compact(day));
  // The page is English: each slot by its English label where it has one.
  for (const label of composition.slots.map((slot) => slot.translations?.en?.label || slot.label))
    expect(occurrences(text, compact(label)), `slot ${label} on each day`).toBeGreaterThanOrEqual(
      composition.days,
    );
}

for (const [typeCode, kind] of [
  ['nazionale-giornaliero', 'the national daily bulletin'],
  ['veneto-montagna', 'the Veneto mountain bulletin'],
  ['nazionale-esteso', 'the 100-venue bulletin'],
] as const) {
  test(`${kind} prints whole: every venue, every day, every slot`, async ({ page }) => {
    // The large one makes a long document: laying out its pages takes a while on two busy cores.
    test.slow(typeCode === 'nazionale-esteso');
    const bulletin = await demoBulletin(page, typeCode, 'published');
    await page.goto(`/bulletin/${bulletin.id}`);
    // The page draws its grid before it shows: seconds for the large one on two busy cores.
    // Read as the public reads it: titled in the reader's language, opened on its forecast (or
    // its map, for a bulletin of many venues).
    await expect(page.getByRole('heading', { level: 1, name: bulletin.titles.en })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('region', { name: 'Forecast', exact: true })).toBeVisible();
    const text = await printed(page);
    expectWholeGrid(text, bulletin);
    // The screen comes back as it was: the reader's forecast, not the grid drawn for paper.
    await expect(page.getByRole('region', { name: 'Forecast', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /venues by day, time slot and data type/ })).toHaveCount(0);
  });
}

test('a draft open in the editor prints whole, not only the rows and columns its sheet draws', async ({
  page,
}) => {
  await signIn(page, NAZIONALE);
  const draft = await demoBulletin(page, 'nazionale-giornaliero', 'draft');
  await page.goto(`/bulletin/${draft.id}`);
  await expect(page.getByRole('grid', { name: /Values of/ })).toBeVisible();
  expectWholeGrid(await printed(page), draft);
});

test('a withdrawn bulletin says WITHDRAWN and why at the top of its page and of its print', async ({
  browser,
  page,
}) => {
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, MANAGER);
  const type = await makeSmallType(manager);
  const forecaster = await (await browser.newContext()).newPage();
  await signIn(forecaster, FORECASTER);
  const bulletin = await submittedBulletin(forecaster, type, '2031-06-10');
  await forecaster.context().close();
  const reason = 'Issued with the wrong freezing level: read the correction.';
  await apiWrite(manager, 'POST', `/api/bulletins/${bulletin.id}/publish/`, {});
  await apiWrite(manager, 'POST', `/api/bulletins/${bulletin.id}/withdraw/`, { comment: reason });

  // Its writers read who withdrew it.
  await manager.goto(`/bulletin/${bulletin.id}`);
  const told = manager.getByRole('region', { name: 'WITHDRAWN' });
  await expect(told).toContainText(/withdrew this bulletin on .*: it is no longer valid\./);
  await expect(told).toContainText(`Reason: ${reason}`);
  await manager.context().close();

  // A visitor reads it first thing, on screen and on paper.
  await page.goto(`/bulletin/${bulletin.id}`);
  const banner = page.getByRole('region', { name: 'WITHDRAWN' });
  await expect(banner).toContainText('This bulletin was withdrawn on');
  await expect(banner).toContainText(`Reason: ${reason}`);
  await page.emulateMedia({ media: 'print' });
  // Titled in the reader's language: the English title of the test bulletin.
  const title = page.getByRole('heading', { level: 1, name: 'Belluno on 2031-06-10' });
  const [above, below] = [await banner.boundingBox(), await title.boundingBox()];
  expect(above && below && above.y + above.height <= below.y).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  const text = await printed(page);
  expect(text).toContain('WITHDRAWN');
  expect(text).toContain(compact(`Reason: ${reason}`));
});
