import { describe, expect, it } from 'vitest';
import { dataTypeInputSchema, normaliseDataType } from './data-type.ts';

const problems = (input: Record<string, unknown>) => {
  const result = dataTypeInputSchema.safeParse({ code: 'x', name: 'X', ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('dataTypeInputSchema', () => {
  it('accepts a well-formed type of each kind', () => {
    expect(problems({ value_kind: 'number', unit: '°C', minimum: -40, maximum: 50, decimals: 0 })).toEqual(
      {},
    );
    expect(problems({ value_kind: 'integer', minimum: 0, maximum: 100 })).toEqual({});
    expect(problems({ value_kind: 'category', options: [{ code: 'green', label: 'Verde' }] })).toEqual({});
    expect(problems({ value_kind: 'icon', icon_category: 'sky' })).toEqual({});
    expect(problems({ value_kind: 'direction' })).toEqual({});
    expect(problems({ value_kind: 'text' })).toEqual({});
  });

  it('puts a minimum above the maximum on the maximum', () => {
    expect(problems({ value_kind: 'number', minimum: 10, maximum: 5, decimals: 1 })).toEqual({
      maximum: 'The maximum must not be below the minimum.',
    });
    expect(problems({ value_kind: 'integer', minimum: 5, maximum: 5 })).toEqual({});
  });

  it('wants the decimals of a number and whole bounds for an integer', () => {
    expect(problems({ value_kind: 'number' })).toEqual({ decimals: 'Say how many decimals a value has.' });
    expect(problems({ value_kind: 'integer', minimum: 0.5 })).toEqual({
      minimum: 'A whole number for an integer type.',
    });
  });

  it('takes an option’s label in other languages, and refuses a too long one on its field', () => {
    const option = { code: 'green', label: 'Verde', translations: { en: { label: 'Green' } } };
    expect(problems({ value_kind: 'category', options: [option] })).toEqual({});
    const long = { ...option, translations: { en: { label: 'x'.repeat(101) } } };
    expect(problems({ value_kind: 'category', options: [option, { ...long, code: 'long' }] })).toEqual({
      'options.1.translations.en.label': 'At most 100 characters.',
    });
    expect(problems({ value_kind: 'category', options: [{ ...option, translations: { xx: {} } }] })).toEqual({
      'options.0.translations.xx': expect.stringContaining('Not a language of translations'),
    });
  });

  it('wants at least one option for a category, each with its own code', () => {
    expect(problems({ value_kind: 'category', options: [] })).toEqual({
      options: 'A category type needs at least one option.',
    });
    expect(
      problems({
        value_kind: 'category',
        options: [
          { code: 'a', label: 'A' },
          { code: 'a', label: 'Again' },
        ],
      }),
    ).toEqual({ 'options.1.code': 'Each option needs its own code.' });
  });

  it('wants an icon category for an icon type', () => {
    expect(problems({ value_kind: 'icon' })).toEqual({ icon_category: 'Choose the icon category.' });
  });

  it('ignores the fields a kind does not use', () => {
    expect(problems({ value_kind: 'text', minimum: 10, maximum: 1, options: [] })).toEqual({});
  });
});

describe('normaliseDataType', () => {
  it('clears what the kind does not use', () => {
    const parsed = dataTypeInputSchema.parse({
      code: 'x',
      name: 'X',
      value_kind: 'direction',
      unit: 'km/h',
      minimum: 0,
      maximum: 10,
      decimals: 2,
      options: [{ code: 'a', label: 'A' }],
      icon_category: 'sky',
    });
    expect(normaliseDataType(parsed)).toMatchObject({
      unit: '',
      minimum: null,
      maximum: null,
      decimals: null,
      options: [],
      icon_category: null,
    });
    const integer = normaliseDataType(
      dataTypeInputSchema.parse({ code: 'x', name: 'X', value_kind: 'integer', unit: '%', decimals: 3 }),
    );
    expect(integer).toMatchObject({ unit: '%', decimals: 0 });
  });
});
