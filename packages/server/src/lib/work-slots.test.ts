import { describe, expect, it } from 'vitest';
import { WorkSlots } from './work-slots.ts';

describe('work slots', () => {
  it('give one key at most its own share, and all keys at most the total', () => {
    const slots = new WorkSlots(1, 2);
    const a = slots.take('a');
    expect(a).toBeTypeOf('function');
    expect(slots.take('a')).toBeUndefined();
    const b = slots.take('b');
    expect(b).toBeTypeOf('function');
    expect(slots.take('c')).toBeUndefined();
    a?.();
    expect(slots.take('c')).toBeTypeOf('function');
    expect(slots.running).toBe(2);
  });

  it('free a slot once, however often its end is called', () => {
    const slots = new WorkSlots(2, 2);
    const first = slots.take('a');
    first?.();
    first?.();
    expect(slots.running).toBe(0);
    expect(slots.take('a')).toBeTypeOf('function');
    expect(slots.take('a')).toBeTypeOf('function');
    expect(slots.take('a')).toBeUndefined();
  });
});
