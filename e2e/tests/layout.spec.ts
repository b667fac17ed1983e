import { expect, test } from '@playwright/test';
import { ADMIN, FORECASTER } from '../support/constants.ts';
import { boxOf, expectApart, expectSameLeft, PHONE } from '../support/layout.ts';
import { signIn } from '../support/login.ts';

test('a field label sits below the heading before it, never across it', async ({ page }) => {
  await signIn(page, FORECASTER, '/users/forecaster/');
  const keys = page.getByRole('main');
  await expectApart(
    keys.getByRole('heading', { name: 'Create key' }),
    keys.locator('label', { hasText: /^Name/ }),
  );
});

test('the note on required fields stays clear of the first label', async ({ page }) => {
  await signIn(page, ADMIN, '/venues/');
  await page.getByRole('link', { name: 'Abetone' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit venue' });
  await expectApart(form.getByText('Fields marked * are required.'), form.locator('label').first());
});

test('the actions of a screen end its title line, however long the lead', async ({ page }) => {
  await signIn(page, ADMIN, '/venues/');
  const title = page.getByRole('heading', { level: 1, name: 'Venues' });
  const create = page.getByRole('button', { name: 'New venue' });
  const [titleBox, createBox] = [await boxOf(title), await boxOf(create)];
  expect(createBox.y).toBeLessThan(titleBox.y + titleBox.height);
  expect(createBox.y + createBox.height).toBeGreaterThan(titleBox.y);
  expect(createBox.x).toBeGreaterThan(titleBox.x + titleBox.width);
});

const widths = [
  { viewport: { width: 1366, height: 900 }, slim: '.navbar-brand', center: '.brand-link' },
  // On a phone the slim header starts with the language switch, the centre with the menu button.
  { viewport: PHONE, slim: '.it-header-slim-right-zone', center: '.custom-navbar-toggler' },
];

for (const { viewport, slim, center } of widths) {
  test(`the header lines up with the page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // On a phone the menu (and its Home link) is folded away: wait for the page and its header.
    await page.goto('/about/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.locator(`.it-header-slim-wrapper ${slim}`)).toBeVisible();
    await expectSameLeft(page.locator(`.it-header-slim-wrapper ${slim}`), heading);
    await expectSameLeft(
      page.locator(`.it-header-center-wrapper ${center}, .it-nav-wrapper ${center}`).first(),
      heading,
    );
  });
}

test('icon codes wrap only between their parts, and a set shows a page of cards', async ({ page }) => {
  await signIn(page, ADMIN, '/icons/');
  const galleries = page.getByRole('list', { name: /^Icons of / });
  await expect(galleries.first().getByRole('listitem').first()).toBeVisible();
  for (const gallery of await galleries.all()) {
    expect(await gallery.locator(':scope > li').count()).toBeLessThanOrEqual(24);
  }
  const broken = await page.locator('.icon-card-code').evaluateAll((codes) =>
    codes
      .filter((code) => {
        const text = code.firstChild;
        if (!text) return false;
        let start = 0;
        return (text.textContent ?? '').split('-').some((part) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + part.length);
          start += part.length + 1;
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
        });
      })
      .map((code) => code.textContent),
  );
  expect(broken).toEqual([]);
});
