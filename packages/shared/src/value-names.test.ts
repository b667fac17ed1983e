import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPASS_NAMES, COMPASS_POINTS } from './compass.ts';
import { compassCode, foldName, iconCode, matchCode, optionCode } from './value-names.ts';

const icons = [
  { code: 'clear-sky-day', name: 'Sereno' },
  { code: 'fair-day', name: 'Poco nuvoloso' },
  { code: 'cloudy', name: 'Nuvoloso' },
  { code: 'fog', name: 'Nebbia' },
  { code: 'heavy-rain', name: 'Pioggia forte' },
  { code: 'light-sleet', name: 'Pioggia mista a neve debole' },
];
const warnings = [
  { code: 'green', label: 'Verde' },
  { code: 'yellow', label: 'Gialla' },
  { code: 'orange', label: 'Arancione' },
];
const seaStates = [
  { code: '0', label: '0 – Calmo' },
  { code: '1', label: '1 – Quasi calmo' },
];

describe('matching what a person typed to a code', () => {
  it('takes an icon’s code or its name, whatever the case, accents and surrounding spaces', () => {
    expect(iconCode(icons, 'cloudy')).toBe('cloudy');
    expect(iconCode(icons, 'Sereno')).toBe('clear-sky-day');
    expect(iconCode(icons, 'sereno')).toBe('clear-sky-day');
    expect(iconCode(icons, '  SERENO ')).toBe('clear-sky-day');
    expect(iconCode(icons, 'Poco nuvoloso')).toBe('fair-day');
    expect(iconCode(icons, 'poco-nuvoloso')).toBe('fair-day');
    expect(iconCode(icons, 'Nébbia')).toBe('fog');
    expect(iconCode(icons, 'CLEAR SKY DAY')).toBe('clear-sky-day');
    expect(iconCode(icons, 'Grandine')).toBeNull();
    expect(iconCode(icons, 'Pioggia')).toBeNull();
  });

  it('takes an icon’s name in any language it has one, the name shown first', () => {
    const translated = [
      { code: 'clear', name: 'Clear', names: ['Sereno', 'Clear', 'Heiter'] },
      { code: 'fog', name: 'Nebbia' },
    ];
    expect(iconCode(translated, 'clear')).toBe('clear');
    expect(iconCode(translated, 'sereno')).toBe('clear');
    expect(iconCode(translated, 'HEITER')).toBe('clear');
    expect(iconCode(translated, 'Fog')).toBe('fog');
  });

  it('takes a category’s code or its label', () => {
    expect(optionCode(warnings, 'yellow')).toBe('yellow');
    expect(optionCode(warnings, 'GIALLA')).toBe('yellow');
    expect(optionCode(warnings, ' arancione ')).toBe('orange');
    expect(optionCode(seaStates, '1')).toBe('1');
    expect(optionCode(seaStates, '1 - quasi calmo')).toBe('1');
    expect(optionCode(warnings, 'blu')).toBeNull();
  });

  it('takes a category’s label in any language it has one', () => {
    const translated = [
      {
        code: 'yellow',
        label: 'Gialla',
        translations: { en: { label: 'Yellow alert' }, de: { label: 'Gelb' } },
      },
      { code: 'red', label: 'Rossa' },
    ];
    expect(optionCode(translated, 'yellow alert')).toBe('yellow');
    expect(optionCode(translated, 'GELB')).toBe('yellow');
    expect(optionCode(translated, 'Gialla')).toBe('yellow');
    expect(optionCode(translated, 'Rossa')).toBe('red');
    expect(optionCode(translated, 'Rot')).toBeNull();
  });

  it('takes a compass point by its letters, its Italian or English name, Italian letters, or degrees', () => {
    expect(compassCode('N')).toBe('N');
    expect(compassCode('ne')).toBe('NE');
    expect(compassCode('nord')).toBe('N');
    expect(compassCode('North')).toBe('N');
    expect(compassCode('Nord-est')).toBe('NE');
    expect(compassCode('nord est')).toBe('NE');
    expect(compassCode('north-east')).toBe('NE');
    expect(compassCode('Sud-sud-ovest')).toBe('SSW');
    expect(compassCode('NO')).toBe('NW');
    expect(compassCode('o')).toBe('W');
    expect(compassCode('variabile')).toBe('VRB');
    expect(compassCode('Variable')).toBe('VRB');
    expect(compassCode('vrb')).toBe('VRB');
    expect(compassCode('45')).toBe('NE');
    expect(compassCode('200°')).toBe('SSW');
    expect(compassCode('348,7')).toBe('NNW');
    expect(compassCode('360')).toBe('N');
    expect(compassCode('361')).toBeNull();
    expect(compassCode('-10')).toBeNull();
    expect(compassCode('north-ish')).toBeNull();
    expect(compassCode('NX')).toBeNull();
  });

  it('finds every compass point by each of its names, in any case', () => {
    for (const point of COMPASS_POINTS) {
      for (const name of [point, COMPASS_NAMES.it[point], COMPASS_NAMES.en[point]]) {
        expect(compassCode(name)).toBe(point);
        expect(compassCode(name.toUpperCase())).toBe(point);
        expect(compassCode(name.toLowerCase())).toBe(point);
      }
    }
  });

  it('settles ambiguity by a code first, then the first of the names', () => {
    const choices = [
      { code: 'rain', names: ['Pioggia'] },
      { code: 'Pioggia', names: ['Rovescio'] },
      { code: 'storm', names: ['Rain'] },
      { code: 'shower', names: ['Rovescio'] },
    ];
    // A code written exactly wins over a code in other case, which wins over a name.
    expect(matchCode(choices, 'Pioggia')).toBe('Pioggia');
    expect(matchCode(choices, 'pioggia')).toBe('Pioggia');
    expect(matchCode(choices, 'Rain')).toBe('rain');
    // Two choices of one name: the first in the list.
    expect(matchCode(choices, 'rovescio')).toBe('Pioggia');
    // Codes that differ only in case or hyphens: the one written exactly, else the first.
    const alike = [
      { code: 'fog-day', names: [] },
      { code: 'fogday', names: [] },
    ];
    expect(matchCode(alike, 'fogday')).toBe('fogday');
    expect(matchCode(alike, 'FOG DAY')).toBe('fog-day');
  });

  it('finds any icon by its code or name however it is cased or spaced, and nothing for text no icon is called', () => {
    const word = fc.stringMatching(/^[a-zà-ù]{1,8}$/);
    const iconList = fc.uniqueArray(
      fc.record({
        code: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/),
        name: fc.array(word, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 12, selector: (icon) => foldName(icon.code) },
    );
    fc.assert(
      fc.property(iconList, fc.nat(), fc.boolean(), (list, pick, upper) => {
        const set = list.map((icon) => ({ code: icon.code, name: icon.name.join(' ') }));
        const icon = set[pick % set.length];
        if (!icon) return;
        const cased = (text: string) => ` ${upper ? text.toUpperCase() : text} `;
        expect(iconCode(set, cased(icon.code))).toBe(icon.code);
        const byName = iconCode(set, cased(icon.name));
        // The name's own icon, unless a code or an earlier icon's name reads the same.
        const first = set.find(
          (i) => foldName(i.code) === foldName(icon.name) || foldName(i.name) === foldName(icon.name),
        );
        expect(byName).toBe(set.find((i) => foldName(i.code) === foldName(icon.name))?.code ?? first?.code);
        expect(iconCode(set, `${icon.code}#`)).toBeNull();
      }),
    );
  });

  it('folds accents, case, spaces and hyphens, and nothing else', () => {
    expect(foldName('Nord-Est')).toBe(foldName('nord est'));
    expect(foldName('Perché')).toBe('perche');
    expect(foldName('d’Ampezzo')).toBe("d'ampezzo");
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldName(foldName(text))).toBe(foldName(text));
      }),
    );
    const italian = fc.string({ unit: fc.constantFrom(..."aàbeèéioòuùAÀÈÉÒ -_’'".split('')) });
    fc.assert(
      fc.property(italian, (text) => {
        expect(foldName(text.toUpperCase())).toBe(foldName(text.toLowerCase()));
        expect(foldName(text)).not.toMatch(/[\s\-_A-Zàèéòù’]/);
      }),
    );
  });
});
