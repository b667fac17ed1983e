import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
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
  searchList,
  uniqueCode,
} from '../support/reference.ts';

const VENETO = 'Servizio meteorologico del Veneto';

type BulletinType = {
  id: number;
  code: string;
  name: string;
  translations?: { en?: { name?: string } };
  venue_ids: number[];
  rules: unknown[];
};

/** Adds a data type to the composition being edited. */
async function addDataType(form: Locator, name: string): Promise<void> {
  const group = form.getByRole('group', { name: 'Data types' });
  await group.getByLabel('Data type to add').selectOption({ label: name });
  await group.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Finds a venue in the picker and adds it. */
async function addVenue(form: Locator, name: string): Promise<void> {
  const group = form.getByRole('group', { name: /^Venues/ });
  await group.getByRole('searchbox', { name: 'Find by name, region or code' }).fill(name);
  await group.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

async function typeId(page: Page, code: string): Promise<number> {
  const found = await findByCode<BulletinType>(page, 'bulletin-types', code);
  expect(found, `demo bulletin type ${code}`).toBeDefined();
  return found?.id ?? 0;
}

test('staff compose a bulletin type, the grid preview growing, then find, edit and delete it', async ({
  page,
}) => {
  const code = uniqueCode('bt');
  await signIn(page, ADMIN, '/bulletin-types');
  await page.getByRole('button', { name: 'New bulletin type' }).click();
  const form = dialog(page, 'New bulletin type');
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bollettino ${code}`);
  await form.getByRole('combobox', { name: 'Authority', exact: true }).selectOption({ label: VENETO });
  await form.getByLabel('Icon set').selectOption({ label: 'Simboli meteo Veneto' });
  await form.getByRole('textbox', { name: 'Horizon' }).fill('2');

  const preview = form.getByRole('region', { name: 'Preview of the grid' });
  const grid = preview.getByRole('table', { name: 'Preview of the grid' });
  await expect(grid).toHaveCount(0);

  await addDataType(form, 'Minimum temperature (°C)');
  await addVenue(form, 'Verona');
  await expect(preview).toContainText('1 venue × 2 days × 2 slots × 1 data type = 4 values');
  await expect(grid.getByRole('row')).toHaveCount(2 + 1);

  await addDataType(form, 'Maximum temperature (°C)');
  await addVenue(form, 'Padova');
  await expect(preview).toContainText('2 venues × 2 days × 2 slots × 2 data types = 16 values');
  await expect(grid.getByRole('row')).toHaveCount(2 + 4);
  await expect(grid).toContainText('Padova');
  await expect(grid).toContainText('Maximum temperature');

  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Bulletin type created');
  await expect(page.getByRole('heading', { level: 1, name: `Bollettino ${code}` })).toBeVisible();
  const composition = page.getByRole('region', { name: 'Composition' });
  await expect(composition).toContainText('Verona');
  await expect(composition).toContainText('Maximum temperature');

  await page.getByRole('link', { name: 'All bulletin types' }).click();
  const table = await searchList(page, 'Search by code or name', code, 'Bulletin types');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText(
    '2 venues · 2 slots · 2 data types',
  );

  // Edit in place: a third venue, and the grid grows again.
  await table.getByRole('link', { name: `Bollettino ${code}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form').filter({ has: page.getByRole('group', { name: 'Time slots' }) });
  await addVenue(edit, 'Vicenza');
  await expect(edit.getByRole('region', { name: 'Preview of the grid' })).toContainText('= 24 values');

  // A consistency rule between the two temperatures, added from the keyboard; a data type
  // compared with itself is refused on its field.
  const rules = edit.getByRole('group', { name: 'Consistency rules' });
  await rules.getByRole('button', { name: 'Add a comparison' }).focus();
  await page.keyboard.press('Enter');
  const rule = rules.getByRole('group', { name: /^Rule 1:/ });
  await expect(rule.getByLabel('Data type', { exact: true })).toBeFocused();
  await expect(rule.getByLabel('Data type', { exact: true }).getByRole('option')).toHaveText([
    'Minimum temperature (°C)',
    'Maximum temperature (°C)',
  ]);
  const other = rule.getByLabel('Compared with');
  await other.selectOption({ label: 'Minimum temperature (°C)' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(other, 'Compare two different data types.');
  expect(await seriousViolations(page, 'form')).toEqual([]);
  await other.selectOption({ label: 'Maximum temperature (°C)' });
  await expect(rule).toHaveAccessibleName('Rule 1: Minimum temperature ≤ Maximum temperature — error');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByRole('region', { name: 'Composition' })).toContainText('Vicenza');
  await expect(page.getByRole('region', { name: 'Consistency rules' })).toContainText(
    'Minimum temperature ≤ Maximum temperature — error',
  );
  const saved = await findByCode<BulletinType>(page, 'bulletin-types', code);
  expect(saved?.venue_ids).toHaveLength(3);
  expect(saved?.rules).toHaveLength(1);

  await deleteFromDetail(page);
  await expectToast(page, `Bollettino ${code} deleted`);
  await expect(page).toHaveURL(/\/bulletin-types$/);
  expect(await findByCode(page, 'bulletin-types', code)).toBeUndefined();
});

test('a duplicate code is shown on the Code field and nothing is saved', async ({ page }) => {
  const name = `Doppione ${uniqueCode('bt')}`;
  await signIn(page, ADMIN, '/bulletin-types?new');
  const form = dialog(page, 'New bulletin type');
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill('veneto-montagna');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Authority', exact: true }).selectOption({ label: VENETO });
  await form.getByLabel('Icon set').selectOption({ label: 'Simboli meteo Veneto' });
  await addDataType(form, 'Sky');
  await addVenue(form, 'Belluno');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectFieldError(
    form.getByRole('textbox', { name: 'Code', exact: true }),
    /already|exists|taken|in use/i,
  );
  await expect(form).toBeVisible();
  expect((await apiList(page, 'bulletin-types', { search: name })).count).toBe(0);
});

test('a member sees bulletin types without any control to change them', async ({ page }) => {
  await signIn(page, FORECASTER, '/bulletin-types');
  await expect(page.getByRole('table', { name: 'Bulletin types' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New bulletin type' })).toHaveCount(0);
  await page.goto(`/bulletin-types/${await typeId(page, 'veneto-montagna')}`);
  await expectDetailControls(page, 'Veneto mountain bulletin', false);
  await expect(page.getByRole('region', { name: 'Preview of the grid' })).toBeVisible();
});

test("a manager may change their region's bulletin types but not another region's", async ({ page }) => {
  await signIn(page, MANAGER, '/bulletin-types');
  await expect(page.getByRole('button', { name: 'New bulletin type' })).toBeVisible();
  const lombardia = await findByCode<BulletinType>(page, 'bulletin-types', 'lombardia-giornaliero');
  await page.goto(`/bulletin-types/${await typeId(page, 'veneto-montagna')}`);
  await expectDetailControls(page, 'Veneto mountain bulletin', true);
  await page.goto(`/bulletin-types/${lombardia?.id}`);
  // Named in the reader's language: English, as the page is.
  await expectDetailControls(page, lombardia?.translations?.en?.name ?? '', false);
});
