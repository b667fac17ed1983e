import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;

export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a visible element has a box').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The two elements share no pixel (what sits above stays above, side by side stays apart). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [one, two] = await Promise.all([boxOf(a), boxOf(b)]);
  const overlapX = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const overlapY = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  expect(
    overlapX <= 0 || overlapY <= 0,
    `boxes ${JSON.stringify(one)} and ${JSON.stringify(two)} overlap`,
  ).toBe(true);
}

/** The page is no wider than the window: nothing is pushed off to the side of a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(clientWidth);
}

/** The element lies wholly inside the window's width (reachable without scrolling sideways). */
export async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width + 0.5);
}

/** The left edges of two elements line up (within the 2 px Bootstrap Italia nudges its menu button by). */
export async function expectSameLeft(a: Locator, b: Locator): Promise<void> {
  const [one, two] = await Promise.all([boxOf(a), boxOf(b)]);
  expect(Math.abs(one.x - two.x), `left edges ${one.x} and ${two.x}`).toBeLessThanOrEqual(2);
}
