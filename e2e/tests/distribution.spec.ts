import { expect, test } from '@playwright/test';
import { startReceiver } from '../../packages/server/src/test/webhook-receiver.ts';
import { seriousViolations } from '../support/axe.ts';
import { makeSmallType, submittedBulletin } from '../support/bulletins.ts';
import { FORECASTER, MANAGER } from '../support/constants.ts';
import { dialog, expectToast } from '../support/reference.ts';
import { pageOf } from '../support/workflow.ts';

test('a manager adds a webhook, keeps its secret, publishes, and sees the delivery sent and signed with that secret', async ({
  browser,
}) => {
  // A type and a bulletin made first, then deliveries waited for: a long journey on two busy cores.
  test.slow();
  const receiver = await startReceiver();
  try {
    const manager = await pageOf(browser, MANAGER);
    const type = await makeSmallType(manager);
    const forecaster = await pageOf(browser, FORECASTER);
    const bulletin = await submittedBulletin(forecaster, type, '2031-07-14');
    await forecaster.context().close();

    // The channels of the type: none yet; a webhook added shows its secret this once.
    await manager.goto(`/bulletin-types/${type.id}`);
    const channels = manager.getByRole('region', { name: 'Channels' });
    await expect(channels).toContainText('This type sends to no address yet');
    await channels.getByRole('button', { name: 'Add webhook' }).click();
    const adding = dialog(manager, 'New webhook');
    await adding.getByLabel(/^Address/).fill(receiver.url('/bora'));
    await adding.locator('label', { hasText: 'English' }).click();
    await expect(adding.getByLabel('English')).toBeChecked();
    await adding.getByRole('button', { name: 'Add webhook' }).click();

    const shown = dialog(manager, 'Webhook added: copy its secret');
    await expect(shown).toContainText('you will not see it again');
    const secret = await shown.getByLabel(/^Secret of/).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    const hook = channels.getByRole('listitem').filter({ hasText: receiver.url('/bora') });
    await expect(hook).toContainText(`${secret.slice(0, 10)}…`);
    await expect(hook).toContainText('English');
    await expect(manager.getByText(secret)).toHaveCount(0);
    expect(await seriousViolations(manager, 'main')).toEqual([]);
    expect(await manager.locator(`input[value="${secret}"]`).count()).toBe(0);

    // Publishing sends the bulletin; its page shows the delivery, sent.
    await manager.goto(`/bulletin/${bulletin.id}`);
    await manager.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Publish' }).click();
    await dialog(manager, 'Publish the bulletin').getByRole('button', { name: 'Publish' }).click();
    await expectToast(manager, 'Bulletin published');
    const deliveries = manager.getByRole('region', { name: 'Deliveries' });
    const row = deliveries.getByRole('row').filter({ hasText: receiver.url('/bora') });
    await expect(row).toContainText('Published');
    // Read again while the delivery is pending, until it is sent.
    await expect(row).toContainText('Sent', { timeout: 20_000 });
    await expect(row).toContainText(/204 in \d+ ms/);
    expect(await seriousViolations(manager, 'main')).toEqual([]);

    // The receiver checks the signature with the secret the manager was shown.
    const [received] = receiver.to('/bora');
    expect(received).toBeDefined();
    const payload = receiver.verify(received as NonNullable<typeof received>, secret) as {
      type: string;
      data: { id: number; texts: { language: string }[] };
    };
    expect(payload.type).toBe('bulletin.published');
    expect(payload.data.id).toBe(bulletin.id);
    // Only the language the webhook asked for.
    expect(payload.data.texts.map((text) => text.language)).toEqual(['en']);
    expect(() =>
      receiver.verify(received as NonNullable<typeof received>, `whsec_${'A'.repeat(32)}`),
    ).toThrow();

    // Sent again by hand: a new try in the log, and a second request with the same event id.
    await row.getByRole('button', { name: /^Send again to/ }).click();
    await expectToast(manager, `Sent again to ${receiver.url('/bora')}`);
    await expect.poll(() => receiver.to('/bora').length, { timeout: 20_000 }).toBe(2);
    expect(receiver.to('/bora')[1]?.headers['webhook-id']).toBe(received?.headers['webhook-id']);
    await expect(row.getByRole('button', { name: '2 tries' })).toBeVisible({ timeout: 20_000 });
    await manager.context().close();
  } finally {
    await receiver.close();
  }
});
