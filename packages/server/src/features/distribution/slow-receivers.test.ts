import type { Delivery } from '@bora/shared/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/helper.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { bulletinAfter } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';
import { DELIVERY_SLOTS } from './delivery-jobs.ts';

/** Receivers get 3 s to answer; a try awaited longer than 0.3 s gives its slot to the next. */
const bench = workflowBench('slowpoke', '2031-09-01', () => ({ webhookTimeoutSeconds: 3 }));
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

async function addWebhook(url: string): Promise<void> {
  const response = await bench.p.as.manager.post(`/api/bulletin-types/${bench.type.typeId}/webhooks/`, {
    url,
    events: ['published'],
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function deliveriesOf(bulletinId: number): Promise<Delivery[]> {
  const response = await bench.p.as.manager.get(`/api/bulletins/${bulletinId}/deliveries/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('slow receivers', () => {
  it('cost only their own deliveries: a fast receiver is sent its own while they are still awaited', async () => {
    const own = await startReceiver();
    try {
      // More receivers that keep Bora waiting than a server has slots, each sent three events.
      const slow = Array.from({ length: DELIVERY_SLOTS + 1 }, (_, index) => `/slow-${index}`);
      own.answer('/never', 'hang');
      for (const path of slow) own.answer(path, 'hold');
      for (const path of ['/never', ...slow, '/fast']) await addWebhook(own.url(path));
      const published: number[] = [];
      for (let event = 0; event < 3; event++)
        published.push(await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish'));

      await eventually(async () => expect(own.to('/fast')).toHaveLength(3), 2500);
      // Each slow receiver is awaited on one try at a time, all of them together, and none has yet
      // answered or run out of time.
      await eventually(async () => {
        for (const path of ['/never', ...slow]) expect(own.to(path), path).toHaveLength(1);
      }, 2500);
      const awaited = (await Promise.all(published.map(deliveriesOf)))
        .flat()
        .filter((delivery) => delivery.receiver !== own.url('/fast'));
      expect(awaited).toHaveLength(3 * (slow.length + 1));
      expect(awaited.every((delivery) => delivery.state === 'pending' && !delivery.attempts.length)).toBe(
        true,
      );

      // Once they answer, each is sent the rest, still one at a time.
      for (const path of slow) {
        own.answer(path, { status: 204 });
        own.release(path);
      }
      await eventually(async () => {
        for (const path of slow) expect(own.to(path), path).toHaveLength(3);
      }, 5000);
      for (const path of ['/never', ...slow, '/fast']) expect(own.mostAtOnce(path), path).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('count one that does not answer in time as failed, and try it again on the schedule of a refusal', async () => {
    receiver.answer('/silent', 'hang');
    await addWebhook(receiver.url('/silent'));
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const failed = await eventually(async () => {
      const delivery = (await deliveriesOf(id)).find((d) => d.receiver === receiver.url('/silent'));
      if (delivery?.state !== 'failed') throw new Error(`not yet: ${delivery?.state}`);
      return delivery;
    }, 8000);
    const [attempt] = failed.attempts;
    expect(attempt).toMatchObject({
      status_code: null,
      error: 'No answer within 3 s.',
      reason: { code: 'no_answer', params: { seconds: 3 } },
    });
    // As after a refusal (webhooks.test.ts): the first retry 5 to 10 s after the try ended.
    const ended = Date.parse(attempt?.at ?? '') + (attempt?.duration_ms ?? 0);
    const wait = Date.parse(failed.next_attempt_at ?? '') - ended;
    expect(wait).toBeGreaterThanOrEqual(4000);
    expect(wait).toBeLessThanOrEqual(11000);
  }, 15000);
});
