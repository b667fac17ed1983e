import { describe, expect, it } from 'vitest';
import { ID_MESSAGE, idParamSchema, idSchema, MAX_ID } from './id.ts';

describe('idSchema', () => {
  it('takes the ids PostgreSQL can hold', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each([0, -1, 1.5, MAX_ID + 1, -(2 ** 31), 2 ** 53, '31', null])(
    'refuses %s with one clear message',
    (value) => {
      const result = idSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ID_MESSAGE);
    },
  );
});

describe('idParamSchema', () => {
  it('reads decimal digits', () => {
    expect(idParamSchema.parse('31')).toBe(31);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    '0x1f',
    ' 31',
    '31 ',
    '3.1e1',
    '031',
    '+31',
    '-1',
    '0',
    '31.0',
    '',
    String(MAX_ID + 1),
    '99999999999',
    '\u0000',
  ])('refuses %j', (text) => {
    expect(idParamSchema.safeParse(text).success).toBe(false);
  });
});
