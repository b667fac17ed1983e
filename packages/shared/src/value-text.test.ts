import { describe, expect, it } from 'vitest';
import { compassBearing } from './compass.ts';
import { type ValueDataType, valueText, valueWithUnit } from './value-text.ts';

const temperature: ValueDataType = { value_kind: 'number', decimals: 1, unit: '°C', options: [] };
const rain: ValueDataType = { value_kind: 'number', decimals: null, unit: 'mm', options: [] };
const snowLine: ValueDataType = { value_kind: 'integer', decimals: null, unit: 'm', options: [] };
const sea: ValueDataType = {
  value_kind: 'category',
  decimals: null,
  unit: '',
  options: [
    { code: 'calm', label: 'Calmo' },
    { code: 'rough', label: 'Mosso', translations: { en: { label: 'Rough' }, de: { label: 'Grob' } } },
  ],
};
const wind: ValueDataType = { value_kind: 'direction', decimals: null, unit: '', options: [] };
const sky: ValueDataType = { value_kind: 'icon', decimals: null, unit: '', options: [] };
const remark: ValueDataType = { value_kind: 'text', decimals: null, unit: '', options: [] };

describe('valueText', () => {
  it('writes numbers in the language’s format with the data type’s decimals', () => {
    expect(valueText(12.5, temperature, 'it')).toBe('12,5');
    expect(valueText(12.5, temperature, 'en')).toBe('12.5');
    expect(valueText(12, temperature, 'it')).toBe('12,0');
    expect(valueText(12.46, temperature, 'en')).toBe('12.5');
    expect(valueText(0.125, rain, 'it')).toBe('0,125');
    expect(valueText(1850, snowLine, 'en')).toBe('1,850');
    expect(valueText(12850, snowLine, 'it')).toBe('12.850');
  });

  it('writes numbers for a file without thousands separators, the decimal separator still the language’s', () => {
    const file = { grouping: false };
    expect(valueText(1100, snowLine, 'en', undefined, file)).toBe('1100');
    expect(valueText(12850, snowLine, 'it', undefined, file)).toBe('12850');
    expect(valueText(1234.5, temperature, 'it', undefined, file)).toBe('1234,5');
    expect(valueText(1234.5, temperature, 'en', undefined, file)).toBe('1234.5');
    // A person's reading keeps its grouping after a file's was written.
    expect(valueText(1100, snowLine, 'en')).toBe('1,100');
  });

  it('writes negative numbers with their sign', () => {
    expect(valueText(-3.5, temperature, 'it')).toBe('-3,5');
    expect(valueText(-3.5, temperature, 'en')).toBe('-3.5');
    expect(valueText(-0.04, temperature, 'en')).toBe('0.0');
  });

  it('writes a category’s label in the language, in Italian where it has none, and a code it no longer knows as it is stored', () => {
    expect(valueText('rough', sea, 'it')).toBe('Mosso');
    expect(valueText('rough', sea, 'en')).toBe('Rough');
    expect(valueWithUnit('rough', sea, 'en')).toBe('Rough');
    expect(valueText('calm', sea, 'en')).toBe('Calmo');
    expect(valueText('stormy', sea, 'en')).toBe('stormy');
  });

  it('writes a compass point, and VRB as variable in the language', () => {
    expect(valueText('NE', wind, 'it')).toBe('NE');
    // West is O (ovest) in Italian.
    expect(valueText('SW', wind, 'it')).toBe('SO');
    expect(valueText('WNW', wind, 'it')).toBe('ONO');
    expect(valueText('SW', wind, 'en')).toBe('SW');
    expect(valueText('VRB', wind, 'it')).toBe('variabile');
    expect(valueText('VRB', wind, 'en')).toBe('variable');
  });

  it('writes an icon by its name, or by its code when the set does not name it', () => {
    const icons = new Map([['sun', { name: 'Sereno' }]]);
    expect(valueText('sun', sky, 'it', icons)).toBe('Sereno');
    expect(valueText('fog', sky, 'it', icons)).toBe('fog');
    expect(valueText('sun', sky, 'en')).toBe('sun');
  });

  it('writes a text as it is', () => {
    expect(valueText('Nebbia al mattino', remark, 'en')).toBe('Nebbia al mattino');
  });
});

describe('valueWithUnit', () => {
  it('adds the unit where the data type has one', () => {
    expect(valueWithUnit(12.5, temperature, 'it')).toBe('12,5 °C');
    expect(valueWithUnit(-2, temperature, 'en')).toBe('-2.0 °C');
    expect(valueWithUnit('VRB', wind, 'en')).toBe('variable');
    expect(valueWithUnit('calm', sea, 'it')).toBe('Calmo');
  });
});

describe('compassBearing', () => {
  it('turns a point into degrees, and VRB or an unknown code into none', () => {
    expect(compassBearing('N')).toBe(0);
    expect(compassBearing('E')).toBe(90);
    expect(compassBearing('SSW')).toBe(202.5);
    expect(compassBearing('VRB')).toBeNull();
    expect(compassBearing('XYZ')).toBeNull();
  });
});
