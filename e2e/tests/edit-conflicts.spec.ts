/**
 * Two people change the same venue: the later save or delete, built on the version it loaded, is
 * refused (412) instead of silently erasing the first person's change, and the screen offers
 * their version to work on.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/constants.ts';
import { signIn } from '../support/login.ts';
import { apiWrite, deleteFromDetail, expectToast, findByCode, uniqueCode } from '../support/reference.ts';

type Venue = { id: number; code: string; name: string; notes: string };

const CONFLICT = 'Someone else changed this while you were working on it.';

// Two browsers, each signed in, take a dozen steps: more than one screen's time on a busy machine.
test.slow();

/** A fresh venue, and a second person (staff, in a browser of their own) on its screen too. */
async function twoPeopleOnOneVenue(page: Page, browser: Browser) {
  await signIn(page, ADMIN, '/venues');
  const veneto = await findByCode<{ id: number; code: string }>(page, 'authorities', 'veneto');
  const code = uniqueCode('clash');
  const venue = await apiWrite<Venue>(page, 'POST', '/api/venues/', {
    code,
    name: `Rifugio ${code}`,
    kind: 'mountain',
    latitude: 46.4,
    longitude: 11.9,
    authority_id: veneto?.id,
  });
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signIn(theirs, ADMIN, `/venues/${venue.id}`);
  await page.goto(`/venues/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  return { venue, theirs, close: () => other.close() };
}

const read = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/venues/${id}/`)).json()) as Venue;

test('a save over a change someone else made meanwhile is refused, and goes through on their version', async ({
  page,
  browser,
}) => {
  const { venue, theirs, close } = await twoPeopleOnOneVenue(page, browser);

  // I start editing; meanwhile they rename the venue and save.
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit venue' });
  await form.getByLabel('Notes').fill('Path closed in winter');
  await theirs.getByRole('button', { name: 'Edit' }).click();
  const theirForm = theirs.getByRole('form', { name: 'Edit venue' });
  await theirForm.getByRole('textbox', { name: 'Name', exact: true }).fill(`${venue.name} alto`);
  await theirForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(theirs, 'Changes saved');

  // My save is refused, and nothing of theirs is lost.
  await form.getByRole('button', { name: 'Save' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(CONFLICT);
  await expect(alert.getByRole('button', { name: 'Reload their version' })).toBeFocused();
  expect(await read(page, venue.id)).toMatchObject({ name: `${venue.name} alto`, notes: '' });

  // Keeping my changes keeps the form; saving them is refused again.
  await alert.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(alert).toBeHidden();
  await expect(form.getByLabel('Notes')).toHaveValue('Path closed in winter');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(alert).toContainText(CONFLICT);

  // Their version, after I confirm that mine goes; then my change on top of it is saved.
  await alert.getByRole('button', { name: 'Reload their version' }).click();
  await alert.getByRole('button', { name: 'Discard my changes and reload' }).click();
  await expect(form.getByRole('status')).toContainText('Their version is shown now.');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${venue.name} alto`);
  await expect(form.getByLabel('Notes')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`${venue.name} alto`);
  await form.getByLabel('Notes').fill('Path closed in winter');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByRole('heading', { level: 1, name: `${venue.name} alto` })).toBeVisible();
  expect(await read(page, venue.id)).toMatchObject({
    name: `${venue.name} alto`,
    notes: 'Path closed in winter',
  });
  await close();
});

test('a delete of a venue someone else changed meanwhile is refused until their version is seen', async ({
  page,
  browser,
}) => {
  const { venue, theirs, close } = await twoPeopleOnOneVenue(page, browser);
  await theirs.getByRole('button', { name: 'Edit' }).click();
  const theirForm = theirs.getByRole('form', { name: 'Edit venue' });
  await theirForm.getByLabel('Notes').fill('Still in use by the alpine rescue');
  await theirForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(theirs, 'Changes saved');

  const confirm = await deleteFromDetail(page);
  const alert = confirm.getByRole('alert');
  await expect(alert).toContainText(CONFLICT);
  await expect(alert).toContainText('Nothing was deleted.');
  expect((await page.request.get(`/api/venues/${venue.id}/`)).status()).toBe(200);

  await alert.getByRole('button', { name: 'Reload their version' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Still in use by the alpine rescue');

  // Having seen it, I may still delete it.
  await deleteFromDetail(page);
  await expectToast(page, `${venue.name} deleted`);
  expect((await page.request.get(`/api/venues/${venue.id}/`)).status()).toBe(404);
  await close();
});
