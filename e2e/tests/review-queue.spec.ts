import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { writeDraft } from '../support/bulletins.ts';
import { apiWrite, expectToast } from '../support/reference.ts';
import { currentRevision, ownAuthority, pageOf, submitHere, waitingBadge } from '../support/workflow.ts';

test('the review queue: submitted, counted and listed for the manager, returned with a comment, fixed and submitted again', async ({
  browser,
}) => {
  // Three people sign in and a whole authority is set up first: on two busy cores, over a minute.
  test.setTimeout(120_000);
  const { writer, manager, type, venue, tmax } = await ownAuthority(browser);

  // The forecaster fills a bulletin and submits it from the editor.
  const forecaster = await pageOf(browser, writer);
  const created = await apiWrite<{ id: number; revision: number }>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: '2032-04-05',
    copy_from: null,
  });
  const path = `/api/bulletins/${created.id}`;
  const cell = { venue_id: venue.id, day: 0, slot: 'giorno', data_type_id: tmax.id };
  let revision = await writeDraft(forecaster, 'PATCH', `${path}/values/`, created.revision, {
    changes: [{ ...cell, value: 31 }],
  });
  const title = 'Coda, 5 aprile';
  revision = await writeDraft(forecaster, 'PUT', `${path}/texts/`, revision, {
    texts: [{ language: 'it', title, synopsis: 'Caldo sul passo.' }],
  });
  await expect(waitingBadge(forecaster)).toHaveCount(0);
  await forecaster.goto(`/bulletin/${created.id}`);
  await expect(forecaster.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await submitHere(forecaster);

  // The manager is told in the header, and finds it first on Home, with how long it has waited.
  await manager.goto('/');
  const badge = waitingBadge(manager);
  await expect(badge).toHaveAccessibleName('1 bulletin waiting for you');
  const queue = manager.getByRole('region', { name: 'Waiting for you' });
  const entry = queue.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText('Coda quotidiano');
  await expect(entry).toContainText('Submitted');
  await expect(entry).toContainText(/waiting for \d+ minutes?/);
  expect(await seriousViolations(manager, 'main')).toEqual([]);
  expect(await seriousViolations(manager, 'header')).toEqual([]);

  // The badge leads to the same queue in the list; the manager returns the bulletin from there.
  await badge.click();
  await expect(manager).toHaveURL(/\/bulletins\?waiting=true$/);
  await expect(manager.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked();
  const table = manager.getByRole('table', { name: 'Bulletins waiting for you, the longest waiting first' });
  await table.getByRole('link', { name: title }).click();
  await manager.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Return' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Return the bulletin' });
  await dialog.getByLabel(/What must change/).fill('31 °C on the pass is too warm for April.');
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expectToast(manager, 'Bulletin returned to its writers');

  // The forecaster sees it returned on Home, and why above the grid.
  await forecaster.goto('/');
  await expect(waitingBadge(forecaster)).toHaveAccessibleName('1 bulletin waiting for you');
  const mine = forecaster.getByRole('region', { name: 'Waiting for you' }).getByRole('listitem');
  await expect(mine.filter({ hasText: title })).toContainText('Returned');
  await mine.getByRole('link', { name: title }).click();
  const banner = forecaster.getByRole('region', { name: 'Returned for changes' });
  await expect(banner).toContainText('Rita Revisore returned this bulletin on');
  await expect(banner).toContainText('31 °C on the pass is too warm for April.');
  const grid = forecaster.getByRole('grid', { name: /Values of Coda quotidiano/ });
  await expect(grid).toBeVisible();
  const [above, below] = [await banner.boundingBox(), await grid.boundingBox()];
  expect(above && below && above.y + above.height <= below.y).toBe(true);

  // Fixed and submitted again: the banner goes, and nothing waits for the forecaster any more.
  await writeDraft(forecaster, 'PATCH', `${path}/values/`, await currentRevision(forecaster, path), {
    changes: [{ ...cell, value: 18 }],
  });
  await forecaster.reload();
  await expect(banner).toBeVisible();
  await submitHere(forecaster);
  await expect(banner).toBeHidden();
  await forecaster.goto('/');
  await expect(
    forecaster
      .getByRole('region', { name: 'Waiting for you' })
      .getByText('Nothing is waiting for you: no bulletin to review, none returned to fix.'),
  ).toBeVisible();
  await expect(waitingBadge(forecaster)).toHaveCount(0);

  // It waits for the manager once more.
  await manager.goto('/');
  await expect(waitingBadge(manager)).toHaveAccessibleName('1 bulletin waiting for you');
  await expect(
    manager.getByRole('region', { name: 'Waiting for you' }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText('Submitted');
  await forecaster.context().close();
  await manager.context().close();
});
