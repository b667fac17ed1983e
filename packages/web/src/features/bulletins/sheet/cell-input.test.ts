import { describe, expect, it } from 'vitest';
import { type CellContent, cellEditText, cellText, readCell, sameContent } from './cell-input.ts';
import { ICONS, sky, temperature, weather, windFrom } from './test-sheet.ts';

const value = (v: number | string) => ({ kind: 'value', value: v });

describe('reading what is typed or pasted into a cell', () => {
  it('reads numbers with a decimal comma or point', () => {
    expect(readCell(temperature, '12,5')).toEqual(value(12.5));
    expect(readCell(temperature, ' -3.5 ')).toEqual(value(-3.5));
    expect(readCell(temperature, '−2')).toEqual(value(-2));
  });

  it('keeps text in a number cell, and numbers the rules refuse, with the reason', () => {
    expect(readCell(temperature, 'warm')).toEqual({
      kind: 'invalid',
      raw: 'warm',
      problem: 'Enter a number.',
    });
    expect(readCell(temperature, '1.234,5')).toMatchObject({ kind: 'invalid', raw: '1.234,5' });
    expect(readCell(temperature, '12,25')).toEqual({
      kind: 'invalid',
      raw: '12,25',
      problem: 'At most 1 decimals.',
    });
    expect(readCell(temperature, '60')).toEqual({ kind: 'invalid', raw: '60', problem: 'At most 50.' });
  });

  it('reads a category by its code or its label, in any case', () => {
    expect(readCell(sky, 'cloudy')).toEqual(value('cloudy'));
    expect(readCell(sky, 'NUVOLOSO')).toEqual(value('cloudy'));
    expect(readCell(sky, 'sereno')).toEqual(value('clear'));
    expect(readCell(sky, 'foggy')).toEqual({
      kind: 'invalid',
      raw: 'foggy',
      problem: '“foggy” is not one of: Sereno, Nuvoloso.',
    });
  });

  it('reads an icon by its code or its name in the set, in any case, and keeps what names none, saying so', () => {
    expect(readCell(weather, 'Rain', { icons: ICONS })).toEqual(value('rain'));
    expect(readCell(weather, 'pioggia', { icons: ICONS })).toEqual(value('rain'));
    expect(readCell(weather, ' SOLE ', { icons: ICONS })).toEqual(value('sun'));
    expect(readCell(weather, 'Grandine', { icons: ICONS })).toEqual({
      kind: 'invalid',
      raw: 'Grandine',
      problem:
        '“Grandine” is not in the bulletin’s icon set: enter the name or the code of one of its icons.',
    });
  });

  it('reads numbers grouped in thousands the UI language’s way, and keeps the decimal point in Italian', () => {
    const height = { ...temperature, value_kind: 'integer' as const, maximum: 5000, decimals: 0 };
    expect(readCell(height, '1.200', { language: 'it' })).toEqual(value(1200));
    expect(readCell(height, '1 200', { language: 'it' })).toEqual(value(1200));
    expect(readCell(height, '1,200', { language: 'en' })).toEqual(value(1200));
    expect(readCell(temperature, '1.5', { language: 'it' })).toEqual(value(1.5));
    expect(readCell(temperature, '1,5', { language: 'en' })).toEqual(value(1.5));
    expect(readCell(height, '1,234.5', { language: 'it' })).toMatchObject({
      kind: 'invalid',
      raw: '1,234.5',
    });
  });

  it('reads a direction as a compass point or its name in Italian or English, in any case, or as degrees turned to the nearest of 16 points', () => {
    expect(readCell(windFrom, 'nne')).toEqual(value('NNE'));
    expect(readCell(windFrom, 'vrb')).toEqual(value('VRB'));
    expect(readCell(windFrom, '0')).toEqual(value('N'));
    expect(readCell(windFrom, '45')).toEqual(value('NE'));
    expect(readCell(windFrom, '200°')).toEqual(value('SSW'));
    expect(readCell(windFrom, '348,7')).toEqual(value('NNW'));
    expect(readCell(windFrom, '355')).toEqual(value('N'));
    expect(readCell(windFrom, '360')).toEqual(value('N'));
    expect(readCell(windFrom, '361')).toMatchObject({ kind: 'invalid', raw: '361' });
    expect(readCell(windFrom, '-10')).toMatchObject({ kind: 'invalid', raw: '-10' });
    expect(readCell(windFrom, 'NX')).toMatchObject({ kind: 'invalid', raw: 'NX' });
    expect(readCell(windFrom, 'nord-est')).toEqual(value('NE'));
    expect(readCell(windFrom, 'Southwest')).toEqual(value('SW'));
    expect(readCell(windFrom, 'NO')).toEqual(value('NW'));
  });

  it('takes text as it is, and reads a blank cell as empty', () => {
    const note = {
      ...temperature,
      value_kind: 'text' as const,
      minimum: null,
      maximum: null,
      decimals: null,
    };
    expect(readCell(note, ' Fog at dawn ')).toEqual(value('Fog at dawn'));
    expect(readCell(temperature, '   ')).toBeNull();
    expect(readCell(sky, '')).toBeNull();
  });
});

/** The set's icons as the grid has them in Italian and in English: named in the language, known by every name. */
const iconsIn = (language: 'it' | 'en') =>
  ICONS.map((icon) => {
    const english = { sun: 'Sun', rain: 'Rain', snow: 'Snow' }[icon.code] ?? icon.code;
    return { ...icon, name: language === 'it' ? icon.name : english, names: [icon.name, english] };
  });
const italian = { language: 'it', icons: iconsIn('it') } as const;
const english = { language: 'en', icons: iconsIn('en') } as const;
const counted = { ...temperature, minimum: null, maximum: null, decimals: null };

describe('a cell as a person reads and copies it', () => {
  it('names codes in the UI language: an icon’s name, a category’s label, a compass point as the language writes it', () => {
    expect(cellText(value('snow') as CellContent, weather, italian)).toBe('Neve');
    expect(cellText(value('snow') as CellContent, weather, english)).toBe('Snow');
    expect(cellText(value('clear') as CellContent, sky, english)).toBe('Sereno');
    expect(cellText(value('SW') as CellContent, windFrom, italian)).toBe('SO');
    expect(cellText(value('SW') as CellContent, windFrom, english)).toBe('SW');
    expect(cellText(value('VRB') as CellContent, windFrom, italian)).toBe('variabile');
    expect(cellText(value('VRB') as CellContent, windFrom, english)).toBe('variable');
  });

  it('names a category by its label in the UI language, and reads its label in any language back', () => {
    const translated = {
      ...sky,
      options: [
        { code: 'clear', label: 'Sereno', translations: { en: { label: 'Clear' } } },
        ...sky.options.slice(1),
      ],
    };
    expect(cellText(value('clear') as CellContent, translated, english)).toBe('Clear');
    expect(cellText(value('clear') as CellContent, translated, italian)).toBe('Sereno');
    expect(cellText(value('cloudy') as CellContent, translated, english)).toBe('Nuvoloso');
    for (const words of [italian, english]) {
      expect(readCell(translated, 'Clear', words)).toEqual(value('clear'));
      expect(readCell(translated, 'sereno', words)).toEqual(value('clear'));
    }
  });

  it('writes numbers in the UI language’s format, and refused text as typed', () => {
    expect(cellText(value(12.5) as CellContent, temperature, italian)).toBe('12,5');
    expect(cellText(value(12) as CellContent, temperature, english)).toBe('12.0');
    expect(cellText(value(1100.25) as CellContent, counted, italian)).toBe('1.100,25');
    expect(cellText(value(1100.25) as CellContent, counted, english)).toBe('1,100.25');
    expect(cellText({ kind: 'invalid', raw: 'warm', problem: 'Enter a number.' }, temperature, italian)).toBe(
      'warm',
    );
    expect(cellText(null, temperature, italian)).toBe('');
  });

  it('reads back what it writes, in either language', () => {
    const cases: [CellContent, typeof temperature][] = [
      [value(-0.5) as CellContent, temperature],
      [value(1100.25) as CellContent, counted],
      [value('cloudy') as CellContent, sky],
      [value('NNW') as CellContent, windFrom],
      [value('VRB') as CellContent, windFrom],
      [value('rain') as CellContent, weather],
    ];
    for (const words of [italian, english])
      for (const [content, dataType] of cases)
        expect(readCell(dataType, cellText(content, dataType, words), words)).toEqual(content);
  });

  it('writes a value as it is stored where its name would read back as another', () => {
    const confusing = {
      ...sky,
      options: [
        { code: 'low', label: 'high' },
        { code: 'high', label: 'Alto' },
      ],
    };
    expect(cellText(value('low') as CellContent, confusing, italian)).toBe('low');
    expect(cellText(value('high') as CellContent, confusing, italian)).toBe('Alto');
    // A stored number with more decimals than its data type writes keeps them.
    expect(cellText(value(12.34) as CellContent, temperature, italian)).toBe('12,34');
    // An icon the set does not have is written by its code.
    expect(cellText(value('hail') as CellContent, weather, english)).toBe('hail');
  });

  it('opens an editor on names, and on numbers without thousands separators', () => {
    expect(cellEditText(value(1100.25) as CellContent, counted, italian)).toBe('1100,25');
    expect(cellEditText(value(1100.25) as CellContent, counted, english)).toBe('1100.25');
    expect(cellEditText(value('snow') as CellContent, weather, italian)).toBe('Neve');
  });
});

describe('comparing cells', () => {
  it('tells equal values and equal refused text from different ones', () => {
    expect(sameContent(null, undefined)).toBe(true);
    expect(sameContent({ kind: 'value', value: 1 }, { kind: 'value', value: 1 })).toBe(true);
    expect(sameContent({ kind: 'value', value: 1 }, { kind: 'value', value: '1' })).toBe(false);
    expect(sameContent({ kind: 'value', value: 1 }, null)).toBe(false);
    expect(
      sameContent({ kind: 'invalid', raw: 'x', problem: 'a' }, { kind: 'invalid', raw: 'x', problem: 'a' }),
    ).toBe(true);
    expect(sameContent({ kind: 'invalid', raw: '1', problem: 'a' }, { kind: 'value', value: 1 })).toBe(false);
  });
});
