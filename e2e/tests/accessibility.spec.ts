import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { ADMIN, FORECASTER } from '../support/constants.ts';
import { PHONE } from '../support/layout.ts';
import { type Account, signIn } from '../support/login.ts';
import { findByCode } from '../support/reference.ts';

/**
 * Every screen passes axe with no serious or critical finding, as a visitor would see it and as
 * staff (who are offered every control), in English on a desktop and in Italian on a phone.
 */
type Screen = { path: string | ((page: Page) => Promise<string>); as: Account | null };

const VIEWS = [
  { locale: 'en-US', viewport: { width: 1366, height: 900 } },
  { locale: 'it-IT', viewport: PHONE },
] as const;

/**
 * The newest bulletin in a state of the demo's Veneto mountain type (it has every state), as the
 * signed-in page may read it. Not the demo's 12 000-cell type: the screen is the same, and its
 * read view's table of 12 000 cells takes seconds to draw on a busy machine.
 */
async function bulletinIn(page: Page, status: string): Promise<string> {
  const type = await findByCode<{ id: number; code: string }>(page, 'bulletin-types', 'veneto-montagna');
  const answer = await page.request.get(
    `/api/bulletins/?status=${status}&bulletin_type=${type?.id}&page_size=1`,
  );
  const [bulletin] = (await answer.json()).results;
  return `/bulletin/${bulletin.id}`;
}

const SCREENS: Record<string, Screen> = {
  home: { path: '/', as: null },
  'home, signed in': { path: '/', as: FORECASTER },
  about: { path: '/about', as: null },
  bulletins: { path: '/bulletins', as: FORECASTER },
  'a published bulletin': { path: (page) => bulletinIn(page, 'published'), as: null },
  'a submitted bulletin': { path: (page) => bulletinIn(page, 'submitted'), as: FORECASTER },
  'a draft, in the editor': { path: (page) => bulletinIn(page, 'draft'), as: FORECASTER },
  'bulletin types': { path: '/bulletin-types', as: ADMIN },
  'a bulletin type': { path: '/bulletin-types/3', as: ADMIN },
  'data types': { path: '/data-types', as: ADMIN },
  'a data type': { path: '/data-types/3', as: ADMIN },
  icons: { path: '/icons', as: ADMIN },
  'icon comparison': { path: '/icon-compare', as: ADMIN },
  venues: { path: '/venues', as: ADMIN },
  'a venue': { path: '/venues/3', as: ADMIN },
  authorities: { path: '/authorities', as: ADMIN },
  'an authority': { path: '/authorities/3', as: ADMIN },
  profile: { path: '/users/forecaster/', as: FORECASTER },
  'not found': { path: '/no-such-screen', as: null },
};

async function pageFor(browser: Browser, view: (typeof VIEWS)[number], account: Account | null) {
  const page = await (await browser.newContext({ ...view })).newPage();
  if (account) await signIn(page, account);
  return page;
}

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`axe finds nothing serious on ${name}, in English at 1366 px and in Italian on a phone`, async ({
    browser,
  }) => {
    // Two views of a long screen (112 venues, 100 icons), each read by axe whole.
    test.setTimeout(120_000);
    for (const view of VIEWS) {
      const page = await pageFor(browser, view, screen.as);
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // Screens fill in as their data arrives: wait for every loading state to end first.
      await expect(main.getByText(/^(Loading|Caricamento)…$/)).toHaveCount(0);
      expect(await seriousViolations(page, 'body'), `${path} (${view.locale})`).toEqual([]);
      await page.context().close();
    }
  });
}
