import { describe, expect, it } from 'vitest';
import { randomKey } from './tokens.ts';

describe('randomKey', () => {
  it('never hands out the same bytes twice, across refills of its pool', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => randomKey(i % 2 ? 24 : 32));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [i, key] of keys.entries())
      expect(Buffer.from(key, 'base64url')).toHaveLength(i % 2 ? 24 : 32);
    expect(Buffer.from(randomKey(5000), 'base64url')).toHaveLength(5000);
  });
});
