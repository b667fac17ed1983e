import { describe, expect, it } from 'vitest';
import { batches, inTurns } from './turns.ts';

describe('inTurns', () => {
  it('writes every item once, in order, a batch at a time', async () => {
    const written: number[][] = [];
    await inTurns([1, 2, 3, 4, 5], async (batch) => void written.push(batch), 2);
    expect(written).toEqual([[1, 2], [3, 4], [5]]);
    expect([...batches([], 2)]).toEqual([]);
  });

  it('lets what waits on the event loop run between two batches', async () => {
    const order: string[] = [];
    const waiting = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('other request');
        resolve();
      }),
    );
    await inTurns([1, 2], async (batch) => void order.push(`batch ${batch[0]}`), 1);
    await waiting;
    expect(order).toEqual(['batch 1', 'other request', 'batch 2']);
  });
});
