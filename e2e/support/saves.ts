/** The saves of a draft's values as the browser sends them: watched, and two people's put in order. */
import type { Page } from '@playwright/test';

const valuesPath = (id: number) => `/api/bulletins/${id}/values/`;

/** The statuses of the page's saves of the draft's values, in the order they are answered. */
export function savesOf(page: Page, id: number): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'PATCH' && pathname === valuesPath(id))
      statuses.push(response.status());
  });
  return statuses;
}

/**
 * The next saves of values of two pages meet at the server as two people's do when they save at
 * the same moment: each waits until the other is on its way, `first`'s is answered, and then
 * `second`'s arrives, built on the revision both began from. Left to the clock, the live channel
 * may bring `first`'s save to `second` before its own leaves, and then no save meets a stale revision.
 */
export async function saveAtOnce(first: Page, second: Page, id: number): Promise<void> {
  const values = (url: URL) => url.pathname === valuesPath(id);
  let firstOut = () => {};
  let secondOut = () => {};
  const bothOut = Promise.all([
    new Promise<void>((resolve) => (firstOut = resolve)),
    new Promise<void>((resolve) => (secondOut = resolve)),
  ]);
  const firstAnswered = first.waitForResponse(
    (response) => response.request().method() === 'PATCH' && values(new URL(response.url())),
    { timeout: 0 },
  );
  // A page's next save waits for `until` once it is on its way.
  const hold = (page: Page, out: () => void, until: Promise<unknown>) =>
    page.route(
      values,
      async (route) => {
        out();
        await until;
        await route.continue();
      },
      { times: 1 },
    );
  await hold(first, firstOut, bothOut);
  await hold(
    second,
    secondOut,
    bothOut.then(() => firstAnswered),
  );
}
