import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseValue, type ValueRule, valueProblem } from './data-type-values.ts';
import { readValueMessage, VALUE_MESSAGES, type ValueMessageKey, valueMessage } from './value-messages.ts';

const rule = (overrides: Partial<ValueRule>): ValueRule => ({
  value_kind: 'text',
  minimum: null,
  maximum: null,
  decimals: null,
  options: [],
  ...overrides,
});

describe('the messages of the value rules', () => {
  it('writes a message’s parameters in, and reads them back', () => {
    expect(valueMessage('atMost', { max: 50 })).toBe('At most 50.');
    expect(readValueMessage('At most 50.')).toEqual({ key: 'atMost', params: { max: '50' } });
    expect(readValueMessage('At least -2.5.')).toEqual({ key: 'atLeast', params: { min: '-2.5' } });
    expect(readValueMessage('At most 500 characters.')).toEqual({
      key: 'textTooLong',
      params: { max: '500' },
    });
    expect(readValueMessage('“Grandine” is not one of: Verde, Gialla.')).toEqual({
      key: 'notAnOption',
      params: { typed: 'Grandine', options: 'Verde, Gialla' },
    });
  });

  it('reads no other message as one of its own', () => {
    expect(readValueMessage('At most 100 options.')).toBeNull();
    expect(readValueMessage('Enter a name.')).toBeNull();
    expect(readValueMessage('The bulletin covers days 0 to 2.')).toBeNull();
  });

  it('reads back every message it writes, whatever the parameters', () => {
    const keys = Object.keys(VALUE_MESSAGES) as ValueMessageKey[];
    const text = fc.string({ minLength: 1, unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        text,
        text,
        (key, n, a, b) => {
          const params = { decimals: 3, min: n, max: n, group: '.', decimal: ',', typed: a, options: b };
          const read = readValueMessage(valueMessage(key, params));
          expect(read?.key).toBe(key);
          expect(valueMessage(key, read?.params)).toBe(valueMessage(key, params));
        },
      ),
    );
  });

  it('is what the rules answer, every one of them', () => {
    const height = rule({ value_kind: 'integer', minimum: 0, maximum: 4000, decimals: 0 });
    const rain = rule({ value_kind: 'number', minimum: 0, maximum: 500, decimals: 1 });
    const options = [{ code: 'a', label: 'A' }];
    const typed = (kind: ValueRule['value_kind'], text: string, language?: string) => {
      const read = parseValue(rule({ ...rain, value_kind: kind, options }), text, { icons: [], language });
      return read.ok ? null : read.problem;
    };
    const problems = [
      typed('number', 'abc'),
      typed('number', '1.234,5'),
      typed('number', '1.234,5', 'en'),
      valueProblem(rain, 0.25),
      valueProblem(rain, -1),
      valueProblem(rain, 501),
      valueProblem(height, 1.5),
      valueProblem(rule({ value_kind: 'category', options }), 'b'),
      typed('category', 'zz'),
      valueProblem(rule({ value_kind: 'icon' }), ''),
      valueProblem(rule({ value_kind: 'icon' }), 'b', ['a']),
      typed('icon', 'zz'),
      valueProblem(rule({ value_kind: 'direction' }), 'X'),
      typed('direction', 'zz'),
      valueProblem(rule({ value_kind: 'text' }), 4),
      valueProblem(rule({ value_kind: 'text' }), 'x'.repeat(501)),
    ];
    const keys = problems.map((problem) => (problem === null ? null : readValueMessage(problem)?.key));
    expect(keys).toEqual([
      'enterNumber',
      'noGrouping',
      'separators',
      'decimals',
      'atLeast',
      'atMost',
      'wholeNumber',
      'chooseOption',
      'notAnOption',
      'chooseIcon',
      'iconNotInSet',
      'notAnIcon',
      'enterDirection',
      'notADirection',
      'enterText',
      'textTooLong',
    ]);
    expect(new Set(keys)).toEqual(new Set(Object.keys(VALUE_MESSAGES)));
  });
});
