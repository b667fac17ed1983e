/**
 * The workflow as people take it in the browser: an authority of a test's own with a writer and a
 * reviewer, the review queue's badge, Submit through its confirmation, and a printed page's text.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './constants.ts';
import { type Account, signIn } from './login.ts';
import { pdfPageCount, pdfText } from './pdf-text.ts';
import { apiWrite, expectToast, findByCode, uniqueCode } from './reference.ts';

type Named = { id: number; code: string };

/** A page of its own browser context, signed in as `account`. */
export async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** The time slots an authority's type may have: a whole day, or a morning and an afternoon. */
const SLOTS = {
  1: [{ code: 'giorno', label: 'Giorno', start_hour: 0, end_hour: 24 }],
  2: [
    { code: 'mattina', label: 'Mattina', start_hour: 6, end_hour: 12 },
    { code: 'pomeriggio', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
  ],
} as const;

/**
 * An authority of its own, with a forecaster (Fabio Previsore) and a manager (Rita Revisore) and a
 * bulletin type that needs a second person to publish: what the other tests submit and return
 * never joins this test's queue, whatever runs beside it. One venue and the maximum temperature,
 * on one day and one whole-day slot unless told more.
 */
export async function ownAuthority(
  browser: Browser,
  shape: { days?: number; slots?: 1 | 2; titleTemplates?: Record<string, string> } = {},
) {
  const admin = await pageOf(browser, ADMIN);
  const authority = await apiWrite<Named>(admin, 'POST', '/api/authorities/', {
    code: uniqueCode('e2e-queue'),
    name: 'Servizio meteo della coda',
    kind: 'regional',
  });
  const person = async (role: 'member' | 'manager', name: string): Promise<Account> => {
    const account = {
      username: uniqueCode(role === 'member' ? 'writer' : 'reviewer'),
      password: 'Queue-passw0rd!',
    };
    const user = await apiWrite<Named>(admin, 'POST', '/api/users/', { ...account, name });
    await apiWrite(admin, 'PUT', `/api/users/${user.id}/memberships/`, [
      { authority_id: authority.id, role },
    ]);
    return account;
  };
  const writer = await person('member', 'Fabio Previsore');
  const reviewer = await person('manager', 'Rita Revisore');
  await admin.context().close();

  const manager = await pageOf(browser, reviewer);
  const venue = await apiWrite<Named>(manager, 'POST', '/api/venues/', {
    code: uniqueCode('e2e-queue-venue'),
    name: 'Passo della coda',
    kind: 'mountain',
    latitude: 46.4,
    longitude: 11.8,
    authority_id: authority.id,
  });
  const iconSet = await apiWrite<Named>(manager, 'POST', '/api/icon-sets/', {
    code: uniqueCode('e2e-queue-icons'),
    name: 'Icone della coda',
    authority_id: authority.id,
  });
  const tmax = await findByCode<Named>(manager, 'data-types', 't-max');
  if (!tmax) throw new Error('the demo data is not loaded');
  const slots = SLOTS[shape.slots ?? 1];
  const type = await apiWrite<Named>(manager, 'POST', '/api/bulletin-types/', {
    code: uniqueCode('e2e-queue-type'),
    name: 'Coda quotidiano',
    authority_id: authority.id,
    icon_set_id: iconSet.id,
    horizon_days: shape.days ?? 1,
    slots,
    data_types: [{ data_type_id: tmax.id, required: true }],
    venue_ids: [venue.id],
    languages: ['it'],
    requires_review: true,
    title_templates: shape.titleTemplates ?? {},
  });
  return { writer, reviewer, manager, type, venue, tmax, slots: slots.map((slot) => slot.code) };
}

/** Presses Submit on the open bulletin, through its confirmation when it asks for one. */
export async function submitHere(page: Page) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the bulletin for review' });
  const done = page.locator('.Toastify__toast--success').filter({ hasText: 'Bulletin submitted' });
  await expect(confirm.or(done).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Bulletin submitted');
}

/** The header's count of the bulletins waiting for the signed-in person. */
export const waitingBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /bulletins? waiting for you/ });

/** A bulletin's revision as the server has it now (`path` without its closing slash). */
export async function currentRevision(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`${path}/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { revision: number }).revision;
}

/** Text without its spaces: a name wrapped over two lines of a cell reads the same. */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** The page printed as the browser prints it (A4 landscape, as its CSS asks), as text without spaces. */
export async function printed(page: Page): Promise<string> {
  // Printed once the page has drawn its bulletin: its title and its grid (or, read as the public
  // reads it, its forecast: the grid is drawn for paper as the page prints).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.bulletin-grid, .sheet-grid, .reader-forecast').first()).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Kept with the test's results, to be read where a text is not found.
  await test.info().attach('printed.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  return compact(pdfText(pdf));
}
