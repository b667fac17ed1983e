import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { apiList, findByCode } from '../support/reference.ts';

const NAZIONALE = { username: 'nazionale', password: DEMO_PASSWORD } as const;

test.use({ viewport: { width: 1366, height: 768 } });

/** Opens the demo draft of the national daily bulletin in its editor, signed in as its writer. */
async function openNationalDraft(page: Page) {
  await signIn(page, NAZIONALE);
  const type = await findByCode<{ id: number; code: string }>(
    page,
    'bulletin-types',
    'nazionale-giornaliero',
  );
  const [draft] = (
    await apiList<{ id: number }>(page, 'bulletins', { bulletin_type: String(type?.id), status: 'draft' })
  ).results;
  expect(draft, 'a draft of the national daily bulletin').toBeDefined();
  await page.goto(`/bulletin/${draft?.id}`);
  return page.getByRole('grid', { name: /Values of National daily forecast/ });
}

test('at 1366 × 768 the editor opens on its grid: the headers and at least ten rows on the first screen, the full width', async ({
  page,
}) => {
  const grid = await openNationalDraft(page);
  // The editor draws its whole sheet first: seconds on two cores busy with another test.
  await expect(grid.getByRole('row').nth(12)).toBeAttached({ timeout: 30_000 });
  // The details are one line, and the page went to it.
  await expect(page.getByText('Details', { exact: true })).toBeInViewport();

  const shown = await grid.evaluate((element) => {
    const inView = (cell: Element) => {
      const box = cell.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    const rows = Array.from(element.querySelectorAll('[role="row"]'));
    const headers = rows.filter((row) => row.querySelector('[role="columnheader"]'));
    const values = rows.filter((row) => !row.querySelector('[role="columnheader"]'));
    return {
      headers: headers.length > 0 && headers.every(inView),
      rows: values.filter(inView).length,
      width: element.getBoundingClientRect().width,
    };
  });
  expect(shown.headers, 'the grid’s headers are on the first screen').toBe(true);
  expect(shown.rows, 'rows on the first screen').toBeGreaterThanOrEqual(10);
  // The grid is not held in the page's centred column (1 320 px less the check beside it).
  expect(shown.width).toBeGreaterThan(980);

  // The check folds away, and the grid takes its room.
  await page.getByRole('button', { name: 'Hide the check' }).click();
  await expect(page.getByRole('region', { name: 'Check' })).toHaveCount(0);
  await expect
    .poll(() => grid.evaluate((element) => element.getBoundingClientRect().width))
    .toBeGreaterThan(1300);
  await page.getByRole('button', { name: /^Check: / }).click();
  await expect(page.getByRole('region', { name: 'Check' })).toBeVisible();
});

test('columns: a data type hidden and brought back, remembered on reload', async ({ page }) => {
  const grid = await openNationalDraft(page);
  await expect(grid.getByRole('row').nth(3)).toBeAttached({ timeout: 30_000 });
  const skyHeaders = grid.locator('.sheet-type-head', { hasText: /^Sky$/ });
  const before = await skyHeaders.count();
  expect(before).toBeGreaterThan(0);

  const columns = page.getByRole('button', { name: /^Columns/ });
  await columns.click();
  // Bootstrap Italia draws the tick on the label, which takes the click.
  await page.locator('.columns-picker-panel label', { hasText: /^Sky$/ }).click();
  await expect(skyHeaders).toHaveCount(0);
  await expect(columns).toContainText('1 hidden');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(grid.getByRole('row').nth(3)).toBeAttached({ timeout: 30_000 });
  await expect(skyHeaders).toHaveCount(0);
  await columns.click();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(skyHeaders).toHaveCount(before);
});
