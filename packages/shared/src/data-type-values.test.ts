import { describe, expect, it } from 'vitest';
import type { CategoryOption } from './data-type.ts';
import {
  COMPASS_POINTS,
  MAX_TEXT_VALUE,
  parseValue,
  type ValueRule,
  valueProblem,
} from './data-type-values.ts';

const rule = (overrides: Partial<ValueRule>): ValueRule => ({
  value_kind: 'text',
  minimum: null,
  maximum: null,
  decimals: null,
  options: [],
  ...overrides,
});

const temperature = rule({ value_kind: 'number', minimum: -40, maximum: 50, decimals: 0 });
const rain = rule({ value_kind: 'number', minimum: 0, maximum: 500, decimals: 1 });
const unbounded = rule({ value_kind: 'number', decimals: 2 });
const percent = rule({ value_kind: 'integer', minimum: 0, maximum: 100, decimals: 0 });
const warnings: CategoryOption[] = [
  { code: 'green', label: 'Verde' },
  { code: 'yellow', label: 'Gialla' },
];
const warning = rule({ value_kind: 'category', options: warnings });
const sky = rule({ value_kind: 'icon' });
const wind = rule({ value_kind: 'direction' });
const remarks = rule({ value_kind: 'text' });

describe('valueProblem', () => {
  it('treats an empty cell as valid for every kind', () => {
    for (const r of [temperature, percent, warning, sky, wind, remarks]) {
      expect(valueProblem(r, null)).toBeNull();
      expect(valueProblem(r, undefined)).toBeNull();
    }
  });

  it('checks a number’s decimals and both bounds, inclusive', () => {
    expect(valueProblem(rain, 12.5)).toBeNull();
    expect(valueProblem(rain, 12.55)).toBe('At most 1 decimals.');
    expect(valueProblem(temperature, 12.5)).toBe('Enter a whole number.');
    expect(valueProblem(temperature, -40)).toBeNull();
    expect(valueProblem(temperature, 50)).toBeNull();
    expect(valueProblem(temperature, -41)).toBe('At least -40.');
    expect(valueProblem(temperature, 51)).toBe('At most 50.');
    expect(valueProblem(unbounded, -1e6)).toBeNull();
    expect(valueProblem(unbounded, 0.001)).toBe('At most 2 decimals.');
    expect(valueProblem(rain, '12')).toBe('Enter a number.');
    expect(valueProblem(rain, Number.NaN)).toBe('Enter a number.');
    expect(valueProblem(rain, Number.POSITIVE_INFINITY)).toBe('Enter a number.');
  });

  it('wants a whole number within the bounds for an integer', () => {
    expect(valueProblem(percent, 0)).toBeNull();
    expect(valueProblem(percent, 100)).toBeNull();
    expect(valueProblem(percent, 50.5)).toBe('Enter a whole number.');
    expect(valueProblem(percent, 101)).toBe('At most 100.');
    expect(valueProblem(percent, -1)).toBe('At least 0.');
  });

  it('accepts only an option code for a category', () => {
    expect(valueProblem(warning, 'yellow')).toBeNull();
    expect(valueProblem(warning, 'Gialla')).toBe('Choose one of: green, yellow.');
    expect(valueProblem(warning, 'red')).toBe('Choose one of: green, yellow.');
    expect(valueProblem(warning, 1)).toBe('Choose one of: green, yellow.');
  });

  it('accepts any icon code without a set, and only the set’s codes with one', () => {
    expect(valueProblem(sky, 'sunny')).toBeNull();
    expect(valueProblem(sky, '')).toBe('Choose an icon.');
    expect(valueProblem(sky, 3)).toBe('Choose an icon.');
    expect(valueProblem(sky, 'sunny', ['sunny', 'cloudy'])).toBeNull();
    expect(valueProblem(sky, 'storm', ['sunny', 'cloudy'])).toBe(
      'This icon is not in the bulletin’s icon set.',
    );
  });

  it('accepts the 16 compass points and VRB, upper-case', () => {
    for (const point of COMPASS_POINTS) expect(valueProblem(wind, point)).toBeNull();
    expect(valueProblem(wind, 'ne')).toBe('Enter a compass point (N, NNE … NNW) or VRB.');
    expect(valueProblem(wind, 'NORTH')).toBe('Enter a compass point (N, NNE … NNW) or VRB.');
    expect(valueProblem(wind, 45)).toBe('Enter a compass point (N, NNE … NNW) or VRB.');
  });

  it('limits a text’s length', () => {
    expect(valueProblem(remarks, 'x'.repeat(MAX_TEXT_VALUE))).toBeNull();
    expect(valueProblem(remarks, 'x'.repeat(MAX_TEXT_VALUE + 1))).toBe(
      `At most ${MAX_TEXT_VALUE} characters.`,
    );
    expect(valueProblem(remarks, 5)).toBe('Enter text.');
  });
});

describe('parseValue', () => {
  it('turns an empty or blank cell into null for every kind', () => {
    for (const r of [temperature, percent, warning, sky, wind, remarks]) {
      expect(parseValue(r, '')).toEqual({ ok: true, value: null });
      expect(parseValue(r, '   ')).toEqual({ ok: true, value: null });
    }
  });

  it('reads numbers with a decimal comma or point, signs included', () => {
    expect(parseValue(rain, '12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseValue(rain, '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseValue(temperature, '-3')).toEqual({ ok: true, value: -3 });
    expect(parseValue(temperature, '+7')).toEqual({ ok: true, value: 7 });
    expect(parseValue(rain, ',5')).toEqual({ ok: true, value: 0.5 });
  });

  it('refuses what is not a number, too many decimals and values out of bounds', () => {
    expect(parseValue(rain, 'abc')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(parseValue(rain, '1.234,5')).toEqual({
      ok: false,
      problem: 'Write the number without thousands separators.',
    });
    expect(parseValue(rain, '12,55')).toEqual({ ok: false, problem: 'At most 1 decimals.' });
    expect(parseValue(rain, '-0,1')).toEqual({ ok: false, problem: 'At least 0.' });
    expect(parseValue(temperature, '51')).toEqual({ ok: false, problem: 'At most 50.' });
    expect(parseValue(percent, '12,5')).toEqual({ ok: false, problem: 'Enter a whole number.' });
    expect(parseValue(percent, '100')).toEqual({ ok: true, value: 100 });
  });

  it('matches a category by code or label, in any case, and names what matched nothing', () => {
    expect(parseValue(warning, 'YELLOW')).toEqual({ ok: true, value: 'yellow' });
    expect(parseValue(warning, 'verde')).toEqual({ ok: true, value: 'green' });
    expect(parseValue(warning, ' blu ')).toEqual({
      ok: false,
      problem: '“blu” is not one of: Verde, Gialla.',
    });
  });

  it('reads a category’s English label, and names the options in the reader’s language', () => {
    const translated = rule({
      value_kind: 'category',
      options: [
        { code: 'green', label: 'Verde', translations: { en: { label: 'Green' } } },
        warnings[1] as CategoryOption,
      ],
    });
    expect(parseValue(translated, 'green ', { language: 'en' })).toEqual({ ok: true, value: 'green' });
    expect(parseValue(translated, 'Green')).toEqual({ ok: true, value: 'green' });
    expect(parseValue(translated, 'blu', { language: 'en' })).toEqual({
      ok: false,
      problem: '“blu” is not one of: Green, Gialla.',
    });
  });

  it('reads a direction by its letters, its name in Italian or English, or degrees', () => {
    expect(parseValue(wind, ' nne ')).toEqual({ ok: true, value: 'NNE' });
    expect(parseValue(wind, 'vrb')).toEqual({ ok: true, value: 'VRB' });
    expect(parseValue(wind, 'nord')).toEqual({ ok: true, value: 'N' });
    expect(parseValue(wind, 'North')).toEqual({ ok: true, value: 'N' });
    expect(parseValue(wind, 'Sud-ovest')).toEqual({ ok: true, value: 'SW' });
    expect(parseValue(wind, '90°')).toEqual({ ok: true, value: 'E' });
    expect(parseValue(wind, 'nordish')).toEqual({
      ok: false,
      problem:
        '“nordish” is not a direction: enter a compass point (N, NNE … NNW), its name, degrees from 0 to 360, or VRB.',
    });
  });

  it('reads an icon of the set by its code or its name, and names what matched nothing', () => {
    const icons = [
      { code: 'sunny', name: 'Sereno' },
      { code: 'cloudy', name: 'Nuvoloso' },
    ];
    expect(parseValue(sky, 'sunny', { icons })).toEqual({ ok: true, value: 'sunny' });
    expect(parseValue(sky, 'SERENO', { icons })).toEqual({ ok: true, value: 'sunny' });
    expect(parseValue(sky, 'storm', { icons })).toEqual({
      ok: false,
      problem: '“storm” is not in the bulletin’s icon set: enter the name or the code of one of its icons.',
    });
    // Without the set's icons, any code is taken as it is.
    expect(parseValue(sky, 'storm')).toEqual({ ok: true, value: 'storm' });
  });

  it('reads numbers grouped in thousands the UI language’s way', () => {
    const height = rule({ value_kind: 'integer', minimum: 0, maximum: 5000, decimals: 0 });
    expect(parseValue(height, '1.200', { language: 'it' })).toEqual({ ok: true, value: 1200 });
    expect(parseValue(height, '1 200', { language: 'it' })).toEqual({ ok: true, value: 1200 });
    expect(parseValue(height, '1,200', { language: 'en' })).toEqual({ ok: true, value: 1200 });
    expect(parseValue(height, '12.000', { language: 'it' })).toEqual({ ok: false, problem: 'At most 5000.' });
    expect(parseValue(rain, '1.5', { language: 'it' })).toEqual({ ok: true, value: 1.5 });
  });

  it('keeps text trimmed and refuses one too long', () => {
    expect(parseValue(remarks, '  Nebbia in pianura ')).toEqual({ ok: true, value: 'Nebbia in pianura' });
    expect(parseValue(remarks, 'x'.repeat(MAX_TEXT_VALUE + 1)).ok).toBe(false);
  });
});
