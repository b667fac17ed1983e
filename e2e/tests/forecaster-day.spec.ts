import { expect, type Page, test } from '@playwright/test';
import { writeDraft } from '../support/bulletins.ts';
import { apiWrite, dialog, expectToast } from '../support/reference.ts';
import {
  compact,
  currentRevision,
  ownAuthority,
  pageOf,
  printed,
  submitHere,
  waitingBadge,
} from '../support/workflow.ts';

/** The Actions region of the open bulletin. */
const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });

/** Presses an action and confirms it in its dialog, with a comment where it asks for one. */
async function act(page: Page, action: 'Return' | 'Publish' | 'Withdraw', comment?: string) {
  await actions(page).getByRole('button', { name: action }).click();
  const asked = page.getByRole('dialog', { name: `${action} the bulletin` });
  if (comment !== undefined) await asked.getByRole('textbox').fill(comment);
  await asked.getByRole('button', { name: action }).click();
  await expect(asked).toBeHidden();
}

/** What the printed page must hold of a one-venue, two-slot bulletin: the venue and both slots. */
async function expectPrintedWhole(page: Page) {
  const text = await printed(page);
  expect(text).toContain(compact('Passo della coda'));
  for (const slot of ['Mattina', 'Pomeriggio']) expect(text).toContain(slot);
  return text;
}

test('a forecast office’s day: written from yesterday, returned, fixed, published, printed, corrected and withdrawn', async ({
  browser,
}) => {
  // Three people and a whole authority, then every step of a day through the screens: minutes on
  // two busy cores.
  test.setTimeout(240_000);
  const { writer, manager, type, venue, tmax } = await ownAuthority(browser, {
    days: 2,
    slots: 2,
    titleTemplates: { it: 'Coda del {issue_date}' },
  });
  const cell = (day: number, slot: string, value: number) => ({
    venue_id: venue.id,
    day,
    slot,
    data_type_id: tmax.id,
    value,
  });

  // Yesterday's bulletin, written, submitted and published.
  const forecaster = await pageOf(browser, writer);
  const yesterday = await apiWrite<{ id: number; revision: number }>(forecaster, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: '2032-05-03',
    copy_from: null,
  });
  const yesterdayPath = `/api/bulletins/${yesterday.id}`;
  const written = await writeDraft(forecaster, 'PATCH', `${yesterdayPath}/values/`, yesterday.revision, {
    changes: [
      cell(0, 'mattina', 11),
      cell(0, 'pomeriggio', 15),
      cell(1, 'mattina', 12),
      cell(1, 'pomeriggio', 16),
    ],
  });
  await writeDraft(forecaster, 'PUT', `${yesterdayPath}/texts/`, written, {
    texts: [{ language: 'it', title: 'Coda del 3 maggio 2032', synopsis: 'Sereno sul passo.' }],
  });
  await apiWrite(forecaster, 'POST', `${yesterdayPath}/submit/`, { comment: '' });
  await apiWrite(manager, 'POST', `${yesterdayPath}/publish/`, { comment: '' });

  // Morning: the forecaster starts today's from yesterday's published bulletin, which it proposes (it carries the most).
  await forecaster.goto('/bulletins');
  await forecaster.getByRole('button', { name: 'New bulletin' }).click();
  const form = dialog(forecaster, 'New bulletin');
  await form.getByLabel('Bulletin type').selectOption({ label: 'Coda quotidiano' });
  await form.getByLabel('Issue date').fill('2032-05-04');
  const proposed = form.getByLabel('Start from').locator('option:checked');
  await expect(proposed).toHaveText(/, Published: carries 2 of 4 cells \(proposed: carries the most\)$/);
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(forecaster, 'Bulletin created: 2 cells carried over.');
  await expect(forecaster).toHaveURL(/\/bulletin\/\d+$/);
  const id = Number(new URL(forecaster.url()).pathname.split('/').pop());
  const path = `/api/bulletins/${id}`;
  // Its title is made for its own date, not carried with yesterday's.
  const title = 'Coda del 4 maggio 2032';
  await expect(forecaster.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The second day is new: written, then submitted; the confirmation names the reviewer.
  await writeDraft(forecaster, 'PATCH', `${path}/values/`, await currentRevision(forecaster, path), {
    changes: [cell(1, 'mattina', 30), cell(1, 'pomeriggio', 31)],
  });
  await forecaster.reload();
  await actions(forecaster).getByRole('button', { name: 'Submit' }).click();
  await expect(forecaster.getByRole('dialog', { name: 'Submit the bulletin for review' })).toContainText(
    'Rita Revisore',
  );
  await forecaster.keyboard.press('Escape');
  await submitHere(forecaster);

  // The manager finds it waiting, and returns it with a comment.
  await manager.goto('/');
  await expect(waitingBadge(manager)).toHaveAccessibleName('1 bulletin waiting for you');
  await manager.getByRole('region', { name: 'Waiting for you' }).getByRole('link', { name: title }).click();
  const comment = '30 °C on the pass in May is too warm: check the second day.';
  await act(manager, 'Return', comment);
  await expectToast(manager, 'Bulletin returned to its writers');
  await expect(waitingBadge(manager)).toHaveCount(0);

  // The forecaster reads why above the grid, fixes the day and submits again.
  await forecaster.goto('/');
  await expect(waitingBadge(forecaster)).toHaveAccessibleName('1 bulletin waiting for you');
  await forecaster
    .getByRole('region', { name: 'Waiting for you' })
    .getByRole('link', { name: title })
    .click();
  const returned = forecaster.getByRole('region', { name: 'Returned for changes' });
  await expect(returned).toContainText('Rita Revisore returned this bulletin on');
  await expect(returned).toContainText(comment);
  await writeDraft(forecaster, 'PATCH', `${path}/values/`, await currentRevision(forecaster, path), {
    changes: [cell(1, 'mattina', 13), cell(1, 'pomeriggio', 17)],
  });
  await forecaster.reload();
  await submitHere(forecaster);
  await expect(returned).toBeHidden();
  await expect(waitingBadge(forecaster)).toHaveCount(0);

  // The manager publishes after the confirmation, and prints it whole.
  await manager.goto('/');
  await expect(waitingBadge(manager)).toHaveAccessibleName('1 bulletin waiting for you');
  await manager.goto(`/bulletin/${id}`);
  await actions(manager).getByRole('button', { name: 'Publish' }).click();
  const publishing = manager.getByRole('dialog', { name: 'Publish the bulletin' });
  await expect(publishing).toContainText('Once published, the bulletin is public at once');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expectToast(manager, 'Bulletin published');
  await expect(waitingBadge(manager)).toHaveCount(0);
  await expectPrintedWhole(manager);

  // A mistake is put right with a correction, written by the forecaster, published by the manager.
  await expect(actions(manager).getByRole('button')).toHaveText(['Withdraw', 'Correct']);
  await actions(manager).getByRole('button', { name: 'Correct' }).click();
  await expectToast(manager, 'Correction started: a new version as a draft');
  await expect(manager).not.toHaveURL(new RegExp(`/bulletin/${id}$`));
  const correction = Number(new URL(manager.url()).pathname.split('/').pop());
  const correctionPath = `/api/bulletins/${correction}`;
  await writeDraft(
    forecaster,
    'PATCH',
    `${correctionPath}/values/`,
    await currentRevision(forecaster, correctionPath),
    {
      changes: [cell(0, 'pomeriggio', 14)],
    },
  );
  await forecaster.goto(`/bulletin/${correction}`);
  await submitHere(forecaster);
  await manager.goto(`/bulletin/${correction}`);
  await actions(manager).getByRole('button', { name: 'Publish' }).click();
  await expect(manager.getByRole('dialog', { name: 'Publish the bulletin' })).toContainText(
    `It is a correction: it replaces the version published now (bulletin #${id})`,
  );
  await manager
    .getByRole('dialog', { name: 'Publish the bulletin' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expectToast(manager, 'Bulletin published');
  await manager.goto(`/bulletin/${id}`);
  await expect(
    manager.getByRole('region', { name: 'For staff' }).locator('summary .status-badge'),
  ).toHaveText('Superseded');

  // Evening: the correction is withdrawn; its page and its print say so first.
  await manager.goto(`/bulletin/${correction}`);
  const reason = 'The pass is closed: no forecast is valid for it.';
  await act(manager, 'Withdraw', reason);
  await expectToast(manager, 'Bulletin withdrawn');
  const withdrawn = manager.getByRole('region', { name: 'WITHDRAWN' });
  await expect(withdrawn).toContainText('Rita Revisore withdrew this bulletin on');
  await expect(withdrawn).toContainText(`Reason: ${reason}`);
  const text = await expectPrintedWhole(manager);
  expect(text).toContain('WITHDRAWN');
  expect(text).toContain(compact(`Reason: ${reason}`));

  await forecaster.context().close();
  await manager.context().close();
});
