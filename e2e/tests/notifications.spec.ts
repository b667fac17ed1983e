import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { writeDraft } from '../support/bulletins.ts';
import { apiWrite } from '../support/reference.ts';
import { ownAuthority, pageOf } from '../support/workflow.ts';

const bell = (page: import('@playwright/test').Page) => page.getByTestId('notification-bell');

test('the bell counts a submission live for the reviewer, leads to the bulletin, and clears', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { writer, manager, type, venue, tmax } = await ownAuthority(browser);
  await manager.goto('/');
  await expect(bell(manager)).toHaveAccessibleName('Notifications');

  // The forecaster fills a bulletin and submits it; the reviewer's page is not reloaded.
  const forecaster = await pageOf(browser, writer);
  const created = await apiWrite<{ id: number; revision: number }>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: '2032-05-06',
    copy_from: null,
  });
  const path = `/api/bulletins/${created.id}`;
  let revision = await writeDraft(forecaster, 'PATCH', `${path}/values/`, created.revision, {
    changes: [{ venue_id: venue.id, day: 0, slot: 'giorno', data_type_id: tmax.id, value: 24 }],
  });
  revision = await writeDraft(forecaster, 'PUT', `${path}/texts/`, revision, {
    texts: [{ language: 'it', title: 'Campanella, 6 maggio', synopsis: 'Sereno.' }],
  });
  await apiWrite(forecaster, 'POST', `${path}/submit/`, {});
  await expect(bell(manager)).toHaveAccessibleName('Notifications, 1 unread');

  // The panel says what happened, and its line leads to the bulletin, read from then on.
  await bell(manager).click();
  const line = manager.getByRole('link', { name: /Fabio Previsore submitted Coda quotidiano/ });
  await expect(line).toBeVisible();
  expect(await seriousViolations(manager, 'header')).toEqual([]);
  await line.click();
  await expect(manager).toHaveURL(new RegExp(`/bulletin/${created.id}$`));
  await expect(manager.getByRole('heading', { level: 1, name: 'Campanella, 6 maggio' })).toBeVisible();
  await expect(bell(manager)).toHaveAccessibleName('Notifications');

  // Returned with a comment: the forecaster's bell counts it, and the screen of all lists it.
  await apiWrite(manager, 'POST', `${path}/return/`, { comment: 'Aggiungi il vento.' });
  await expect(bell(forecaster)).toHaveAccessibleName('Notifications, 1 unread');
  await forecaster.goto('/notifications');
  await expect(forecaster.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(forecaster.getByRole('main')).toContainText('Aggiungi il vento.');
  await forecaster.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(forecaster)).toHaveAccessibleName('Notifications');
  expect(await seriousViolations(forecaster, 'main')).toEqual([]);
  await forecaster.context().close();
  await manager.context().close();
});
