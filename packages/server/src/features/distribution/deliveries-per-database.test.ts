import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/helper.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { bulletinAfter } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

// Two apps in one process, each on its own database: their first bulletins have the same id.
const north = workflowBench('north', '2031-05-01');
const south = workflowBench('south', '2031-05-01');

describe('a published bulletin sent to its receivers', () => {
  it('is read from its own database, though another database of the same process has one of its id', async () => {
    const receiver = await startReceiver();
    try {
      const sent: Record<string, string> = {};
      for (const [code, bench] of [
        ['north', north],
        ['south', south],
      ] as const) {
        const hook = await bench.p.as.manager.post(`/api/bulletin-types/${bench.type.typeId}/webhooks/`, {
          url: receiver.url(`/${code}`),
          events: ['published'],
        });
        expect(hook.statusCode, hook.body).toBe(201);
        sent[code] = String(await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish'));
      }
      expect(sent.north).toBe(sent.south);
      for (const [code, other] of [
        ['north', 'south'],
        ['south', 'north'],
      ] as const) {
        const [got] = await eventually(async () => {
          const found = receiver.to(`/${code}`);
          if (!found.length) throw new Error('not yet');
          return found;
        }, 10000);
        const body = JSON.parse(String(got?.body)) as { data: { bulletin_type: unknown } };
        expect(JSON.stringify(body.data.bulletin_type)).toContain(code);
        expect(JSON.stringify(body.data.bulletin_type)).not.toContain(other);
      }
    } finally {
      await receiver.close();
    }
  });
});
