import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, FORECASTER, MANAGER } from '../support/constants.ts';
import {
  CIRCLE,
  createIcon,
  createSet,
  type Icon,
  type IconSet,
  referenceSet,
  svgFile,
} from '../support/icons.ts';
import { signIn } from '../support/login.ts';
import {
  apiList,
  dialog,
  expectFieldError,
  expectToast,
  findByCode,
  uniqueCode,
} from '../support/reference.ts';

const SICILIA = 'Servizio meteorologico della Sicilia';

/** Picks a picture tile of the reference icon picker, as a user does: by clicking it. */
async function pickTile(picker: Locator, name: string): Promise<void> {
  const radio = picker.page().getByRole('radio', { name, exact: true });
  await picker.locator('label').filter({ has: radio }).click();
  await expect(picker.getByRole('radio', { name, exact: true })).toBeChecked();
}

test('staff create, rename and delete an icon set', async ({ page }) => {
  const code = uniqueCode('set');
  await signIn(page, ADMIN, '/icons');
  await page.getByRole('button', { name: 'New icon set' }).click();
  const form = dialog(page, 'New icon set');
  await form.getByLabel('Owner').selectOption({ label: SICILIA });
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Simboli ${code}`);
  await form.getByLabel('Credit').fill('Disegni della casa, CC0');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Icon set created');
  await expect(form).toBeHidden();

  const set = await findByCode<IconSet>(page, 'icon-sets', code);
  await page.getByLabel('Icon set').selectOption({ label: `Simboli ${code}` });
  await expect(page).toHaveURL(new RegExp(`set=${set?.id}`));
  const section = page.getByRole('region', { name: `Simboli ${code}` });
  await expect(section).toContainText('Credit: Disegni della casa, CC0');
  await expect(section).toContainText('0 icons');

  await section.getByRole('button', { name: 'Edit set' }).click();
  const edit = dialog(page, `Edit Simboli ${code}`);
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`Simboli ${code} nuovi`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  const renamed = page.getByRole('region', { name: `Simboli ${code} nuovi` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete set' }).click();
  const confirm = dialog(page, 'Delete?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, `Simboli ${code} nuovi deleted`);
  await expect(renamed).toHaveCount(0);
  expect(await findByCode(page, 'icon-sets', code)).toBeUndefined();
});

test('an uploaded SVG is stored without its script and event handler; the icon is found, edited and deleted', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/icons');
  const set = await createSet(page);
  const code = uniqueCode('ic');
  await page.goto(`/icons?set=${set.id}`);
  const section = page.getByRole('region', { name: set.name });
  await section.getByRole('button', { name: 'Upload icon' }).click();
  const upload = dialog(page, `Upload an icon into ${set.name}`);
  await upload
    .getByLabel('SVG picture')
    .setInputFiles(
      svgFile(`${code}.svg`, `<script>alert('svg')</script><g onload="alert('handler')">${CIRCLE}</g>`),
    );
  await upload.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await upload.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sole ${code}`);
  await upload.getByLabel('Category').selectOption({ label: 'Sky' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Icon uploaded');
  await expect(page.locator('.Toastify__toast--warning')).toContainText(
    'Removed from the picture for safety',
  );
  await expect(upload).toBeHidden();

  // The stored picture: no script, no handler, the drawing kept.
  const stored = await findByCode<Icon>(page, 'icons', code);
  expect(stored).toBeDefined();
  const picture = await page.request.get(stored?.svg_url ?? '');
  expect(picture.status()).toBe(200);
  const svg = await picture.text();
  expect(svg).toContain('<circle');
  expect(svg.toLowerCase()).not.toContain('<script');
  expect(svg.toLowerCase()).not.toContain('onload');
  expect(svg).not.toContain('alert(');

  // Searching the gallery finds it.
  await page.getByRole('searchbox', { name: 'Search icons by name or code' }).fill(code);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === code);
  const gallery = section.getByRole('list', { name: `Icons of ${set.name}` });
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([`Sole ${code}`]);

  // Details: edit, then delete.
  await gallery.getByRole('button', { name: `Details of Sole ${code}` }).click();
  const details = dialog(page, new RegExp(code));
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sole pieno ${code}`);
  await details.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([`Sole pieno ${code}`]);

  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog(page, 'Delete?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, `Sole pieno ${code} deleted`);
  await expect(gallery).toHaveCount(0);
  expect(await findByCode(page, 'icons', code)).toBeUndefined();
});

test('a PNG renamed .svg and a code already in the set are refused on their fields', async ({ page }) => {
  await signIn(page, ADMIN, '/icons');
  const set = await createSet(page);
  await createIcon(page, set, 'sole', 'Sole');
  await page.goto(`/icons?set=${set.id}`);
  await page.getByRole('region', { name: set.name }).getByRole('button', { name: 'Upload icon' }).click();
  const upload = dialog(page, `Upload an icon into ${set.name}`);
  const file = upload.getByLabel('SVG picture');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await file.setInputFiles({ name: 'finto.svg', mimeType: 'image/svg+xml', buffer: png });
  await upload.getByRole('textbox', { name: 'Code', exact: true }).fill('finto');
  await upload.getByRole('textbox', { name: 'Name', exact: true }).fill('Finto');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectFieldError(file, /SVG/);

  await file.setInputFiles(svgFile('sole.svg'));
  await upload.getByRole('textbox', { name: 'Code', exact: true }).fill('sole');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectFieldError(
    upload.getByRole('textbox', { name: 'Code', exact: true }),
    'This code is already used in this set.',
  );
  await expect(upload).toBeVisible();
  const icons = await apiList<Icon>(page, 'icons', { icon_set: String(set.id) });
  expect(icons.results.map((icon) => icon.code)).toEqual(['sole']);
});

test('the gallery filters by set and category, kept in the URL', async ({ page }) => {
  await signIn(page, FORECASTER, '/icons');
  const lombardia = (await apiList<IconSet>(page, 'icon-sets', { search: 'Lombardia' })).results[0];
  expect(lombardia).toBeDefined();
  await page.getByLabel('Icon set').selectOption({ label: lombardia?.name ?? '' });
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Precipitation' });
  await expect(page).toHaveURL((url) => url.searchParams.get('set') === String(lombardia?.id));
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'precipitation');

  const sections = page.getByRole('main').getByRole('region');
  await expect(sections).toHaveCount(1);
  const facts = sections.getByRole('list', { name: 'Category, day/night and WMO code' });
  await expect(facts.first()).toBeVisible();
  const categories = await facts.evaluateAll((lists) =>
    lists.map((list) => list.firstElementChild?.textContent),
  );
  expect(new Set(categories)).toEqual(new Set(['Precipitation']));

  // The address keeps them: a reload shows the same.
  await page.reload();
  await expect(page.getByLabel('Icon set')).toHaveValue(String(lombardia?.id));
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('precipitation');
  await expect(sections).toHaveCount(1);
  await expect(facts).toHaveCount(categories.length);
});

test('deleting an icon set a demo bulletin type uses shows the reason, and keeps it', async ({ page }) => {
  await signIn(page, ADMIN, '/icons');
  const types = await apiList<{ code: string; icon_set_id: number }>(page, 'bulletin-types', {
    search: 'veneto-montagna',
  });
  const setId = types.results[0]?.icon_set_id;
  const set = (await (await page.request.get(`/api/icon-sets/${setId}/`)).json()) as IconSet;
  await page.goto(`/icons?set=${setId}`);
  await page.getByRole('region', { name: set.name }).getByRole('button', { name: 'Delete set' }).click();
  // The refusal comes before any confirmation: there is nothing to confirm.
  const refusal = dialog(page, 'Cannot be deleted now');
  await expect(refusal.getByRole('alert')).toContainText(/bulletin type/i);
  await expect(refusal.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(refusal).toBeHidden();
  expect((await page.request.get(`/api/icon-sets/${setId}/`)).status()).toBe(200);
});

test('a member sees the icons without any control to change them', async ({ page }) => {
  await signIn(page, FORECASTER, '/icons');
  const main = page.getByRole('main');
  await expect(main.getByRole('region').first()).toBeVisible();
  for (const name of ['New icon set', 'Upload icon', 'Upload many', 'Edit set', 'Delete set']) {
    await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await main
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('term').first()).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Replace picture']) {
    await expect(details.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});

test("a manager may change their region's icon set but not another region's", async ({ page }) => {
  await signIn(page, MANAGER, '/icons');
  const veneto = (await apiList<IconSet>(page, 'icon-sets', { search: 'Veneto' })).results[0];
  const lombardia = (await apiList<IconSet>(page, 'icon-sets', { search: 'Lombardia' })).results[0];
  const own = page.getByRole('region', { name: veneto?.name ?? '' });
  const other = page.getByRole('region', { name: lombardia?.name ?? '' });
  for (const name of ['Upload icon', 'Edit set', 'Delete set']) {
    await expect(own.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});

test('the comparison shows gaps and unmapped icons, and a mapping can be set and changed', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/icons');
  const reference = await referenceSet(page);
  const set = await createSet(page);
  const code = uniqueCode('ic');
  await createIcon(page, set, code, `Sole ${code}`);
  const referenceCount = (await apiList(page, 'icons', { icon_set: String(reference.id) })).count;

  await page.goto(`/icon-compare?sets=${set.id}`);
  await expect(page.getByRole('checkbox', { name: set.name })).toBeChecked();
  const table = page.getByRole('table', { name: /^Reference icons, with what/ });
  // Every reference icon is a gap of the new set, and its one icon is unmapped.
  await expect(
    table.getByRole('button', { name: new RegExp(`^Choose an icon of ${set.name} for `) }),
  ).toHaveCount(referenceCount);
  const unmapped = page.getByRole('region', { name: 'Icons mapped to nothing' });
  await expect(unmapped.getByRole('button', { name: `Choose reference for Sole ${code}` })).toBeVisible();

  // Map it to "Sereno" ("Clear sky" in English).
  await unmapped.getByRole('button', { name: `Choose reference for Sole ${code}` }).click();
  const picker = dialog(page, `Reference icon for Sole ${code}`);
  await pickTile(picker, 'Clear sky');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Mapping saved');
  await expect(unmapped.getByRole('button', { name: `Choose reference for Sole ${code}` })).toHaveCount(0);
  const sereno = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Clear sky clear-day/ }) });
  await expect(
    sereno.getByRole('button', { name: `Change the reference icon of Sole ${code}` }),
  ).toBeVisible();
  await expect(
    table.getByRole('button', { name: new RegExp(`^Choose an icon of ${set.name} for `) }),
  ).toHaveCount(referenceCount - 1);

  // Change it to "Nuvoloso" ("Cloudy").
  await sereno.getByRole('button', { name: `Change the reference icon of Sole ${code}` }).click();
  await pickTile(picker, 'Cloudy');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Mapping saved');
  const nuvoloso = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Cloudy cloudy/ }) });
  await expect(
    nuvoloso.getByRole('button', { name: `Change the reference icon of Sole ${code}` }),
  ).toBeVisible();
  await expect(
    sereno.getByRole('button', { name: `Choose an icon of ${set.name} for Clear sky` }),
  ).toBeVisible();
  const saved = await findByCode<Icon & { reference_icon_id: number }>(page, 'icons', code);
  const cloudy = (
    await apiList<Icon>(page, 'icons', { icon_set: String(reference.id), search: 'cloudy' })
  ).results.find((icon) => icon.code === 'cloudy');
  expect(saved?.reference_icon_id).toBe(cloudy?.id);
});
