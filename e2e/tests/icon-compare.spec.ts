import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { ADMIN } from '../support/constants.ts';
import { createIcon, createSet, type IconSet, referenceSet } from '../support/icons.ts';
import { signIn } from '../support/login.ts';
import { apiList, expectToast, uniqueCode } from '../support/reference.ts';

type Comparison = { rows: { reference: { name: string }; cells: { status: string }[] }[] };

async function demoSet(page: Page, search: string): Promise<IconSet> {
  const set = (await apiList<IconSet>(page, 'icon-sets', { search })).results[0];
  expect(set, `the demo set of ${search}`).toBeDefined();
  return set as IconSet;
}

/** A set's figure in the counts at the top: Mapped, Missing, Unmapped, Several or Coverage. */
function count(page: Page, set: IconSet, term: string): Locator {
  return page
    .getByRole('list', { name: 'Counts per set' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: set.name }) })
    .locator(`dt:text-is("${term}") + dd`);
}

test('a manager of the agency compares the demo sets, filters the gaps, looks closer at a row and accepts a suggestion', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/icons');
  const reference = await referenceSet(page);
  const veneto = await demoSet(page, 'Veneto');
  const lombardia = await demoSet(page, 'Lombardia');
  // A set of its own, with one icon drawn like the reference set's "Sereno", mapped to nothing.
  const found = (
    await apiList<{ id: number; name: string; code: string; translations: { en?: { name?: string } } }>(
      page,
      'icons',
      { icon_set: String(reference.id), search: 'clear-day' },
    )
  ).results[0];
  expect(found).toBeDefined();
  // The English page names it in English ("Clear sky"), never by its Italian name.
  const sereno = found && { ...found, name: found.translations.en?.name ?? '' };
  expect(sereno?.name).toBe('Clear sky');
  const picture = await (await page.request.get(`/api/icons/${sereno?.id}/svg/`)).text();
  const own = await createSet(page);
  const code = uniqueCode('sole');
  await createIcon(page, own, code, `Sole ${code}`, picture);

  // Three demo sets: the reference set first, then the two regional sets.
  await page.goto(`/icon-compare?sets=${veneto.id},${lombardia.id}`);
  const grid = page.getByRole('table', { name: /^Reference icons, with what/ });
  await expect(grid.getByRole('columnheader')).toHaveText([reference.name, veneto.name, lombardia.name]);
  await expect(count(page, veneto, 'Coverage')).toContainText('%');

  // Only the rows where a set has nothing for the reference icon.
  const answer = await page.request.get(`/api/icon-sets/compare/?sets=${veneto.id},${lombardia.id}`);
  const comparison = (await answer.json()) as Comparison;
  const withGaps = comparison.rows.filter((row) => row.cells.some((cell) => cell.status === 'missing'));
  expect(withGaps.length).toBeGreaterThan(0);
  expect(withGaps.length).toBeLessThan(comparison.rows.length);
  await page.getByLabel('Rows where a set is').selectOption('missing');
  await expect(page).toHaveURL(/status=missing/);
  await expect(grid.getByRole('rowheader')).toHaveCount(withGaps.length);
  for (const row of await grid.locator('tbody tr').all()) {
    await expect(row.getByRole('cell').filter({ hasText: 'missing' }).first()).toBeVisible();
  }
  await page.getByLabel('Rows where a set is').selectOption('');
  await expect(grid.getByRole('rowheader')).toHaveCount(comparison.rows.length);

  // A closer look at "Sereno": enlarged, overlaid, and the difference from the server's pictures.
  await grid.getByRole('button', { name: `Closer look at ${sereno?.name}`, exact: true }).click();
  const closer = page.getByRole('dialog', { name: `Closer look: ${sereno?.name}`, exact: true });
  await expect(closer.getByText('Visual difference')).toBeVisible();
  await expect(
    closer.getByRole('img', { name: new RegExp(`^Where .+ and ${sereno?.name} differ$`) }),
  ).toBeVisible();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await closer.getByRole('button', { name: 'Close' }).click();
  await expect(closer).toBeHidden();

  // The set of its own joins the comparison; its icon's best suggestion is "Sereno": accept it.
  // Bootstrap Italia draws the box on the label: a person clicks that.
  await page.locator(`label[for="compare-set-${own.id}"]`).click();
  await expect(page.getByRole('checkbox', { name: own.name })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`sets=${veneto.id}%2C${lombardia.id}%2C${own.id}`));
  await expect(count(page, own, 'Mapped')).toHaveText('0');
  await expect(count(page, own, 'Unmapped')).toHaveText('1');
  const unmapped = page.getByRole('table', { name: `Icons of ${own.name} mapped to nothing` });
  const accept = unmapped.getByRole('button', {
    name: `Accept ${sereno?.name} for Sole ${code}`,
    exact: true,
  });
  await expect(unmapped.getByRole('listitem').first()).toContainText(sereno?.name ?? '');
  await accept.click();
  await expectToast(page, `Sole ${code} now stands for ${sereno?.name}`);
  await expect(count(page, own, 'Mapped')).toHaveText('1');
  await expect(count(page, own, 'Unmapped')).toHaveText('0');
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${sereno?.name} ${sereno?.code} `) }) });
  await expect(row.getByRole('img', { name: `Sole ${code}` })).toBeVisible();

  expect(await seriousViolations(page, 'main')).toEqual([]);
});
