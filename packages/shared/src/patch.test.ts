import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchOf } from './patch.ts';

describe('patchOf', () => {
  const schema = z.object({
    name: z.string().min(1),
    notes: z.string().default(''),
    active: z.boolean().default(true),
  });

  it('leaves out what the client left out, instead of filling defaults', () => {
    expect(patchOf(schema).parse({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('still checks the fields that are sent', () => {
    expect(patchOf(schema).safeParse({ name: '' }).success).toBe(false);
    expect(patchOf(schema).safeParse({ active: 'yes' }).success).toBe(false);
  });
});
