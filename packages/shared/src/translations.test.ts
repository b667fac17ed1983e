import { describe, expect, it } from 'vitest';
import { timeSlotSchema } from './bulletin-type.ts';
import {
  allLabels,
  allNames,
  localized,
  localizedDescription,
  localizedLabel,
  localizedName,
  localizedTitle,
  withoutBlanks,
} from './localized.ts';
import { authorityTranslationsSchema, translationsSchema } from './translations.ts';

const problems = (input: unknown) => {
  const result = translationsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('translationsSchema', () => {
  it('takes a name and a description per language besides Italian, each optional', () => {
    expect(
      problems({ en: { name: 'Sky', description: 'State of the sky.' }, de: { name: 'Himmel' } }),
    ).toEqual({});
    expect(translationsSchema.parse(undefined)).toEqual({});
    expect(translationsSchema.parse({ en: { name: '  Sky ' } })).toEqual({ en: { name: 'Sky' } });
  });

  it('refuses a language that is no content language, and Italian, whose texts are the record’s own', () => {
    expect(Object.keys(problems({ es: { name: 'Cielo' } }))).toEqual(['es']);
    expect(Object.keys(problems({ it: { name: 'Cielo' } }))).toEqual(['it']);
  });

  it('holds translations to the limits of the fields they translate', () => {
    expect(problems({ en: { name: 'x'.repeat(201), description: 'y'.repeat(5001) } })).toEqual({
      'en.name': 'At most 200 characters.',
      'en.description': 'At most 5000 characters.',
    });
    expect(problems({ en: { name: 'a\u0000b' } })).toEqual({ 'en.name': expect.stringContaining('NUL') });
    const short = authorityTranslationsSchema.safeParse({ en: { short_name: 'x'.repeat(61) } });
    expect(short.error?.issues[0]?.path).toEqual(['en', 'short_name']);
  });
});

describe('localized', () => {
  const sky = {
    name: 'Cielo',
    description: 'Stato del cielo.',
    translations: { en: { name: 'Sky', description: '' }, de: { name: 'Himmel' } },
  };

  it('answers the text in the reader’s language, and the Italian text where there is none', () => {
    expect(localizedName(sky, 'en')).toBe('Sky');
    expect(localizedName(sky, 'it')).toBe('Cielo');
    expect(localizedName(sky, 'fr')).toBe('Cielo');
    expect(localizedDescription(sky, 'en')).toBe('Stato del cielo.');
    expect(localized({ name: 'X', short_name: 'SMN', translations: {} }, 'short_name', 'en')).toBe('SMN');
    expect(localizedName({ name: 'Cielo' }, 'en')).toBe('Cielo');
  });

  it('lists every name a record goes by, Italian first', () => {
    expect(allNames(sky)).toEqual(['Cielo', 'Sky', 'Himmel']);
  });

  it('stores no blank text and no language left without texts', () => {
    expect(withoutBlanks({ en: { name: 'Sky', description: ' ' }, fr: { name: '' } })).toEqual({
      en: { name: 'Sky' },
    });
  });
});

describe('a time slot’s label', () => {
  it('reads in the reader’s language, in Italian where it has none, and a slot stored before translations reads', () => {
    const morning = timeSlotSchema.parse({
      code: 'mattina',
      label: 'Mattina',
      start_hour: 6,
      end_hour: 12,
      translations: { en: { label: ' Morning ' }, de: { label: '' } },
    });
    expect(localizedLabel(morning, 'en')).toBe('Morning');
    expect(localizedLabel(morning, 'de')).toBe('Mattina');
    expect(localizedLabel(morning, 'it')).toBe('Mattina');
    const stored = { code: 'sera', label: 'Sera', start_hour: 18, end_hour: 24 };
    expect(localizedLabel(timeSlotSchema.parse(stored), 'en')).toBe('Sera');
  });

  it('goes by its Italian label and every translation it has, as a file in any language names it', () => {
    const morning = timeSlotSchema.parse({
      code: 'mattina',
      label: 'Mattina',
      start_hour: 6,
      end_hour: 12,
      translations: { en: { label: 'Morning' }, de: { label: ' ' }, fr: { label: 'Matin' } },
    });
    expect(allLabels(morning)).toEqual(['Mattina', 'Morning', 'Matin']);
  });

  it('refuses a label longer than the slot’s own may be', () => {
    const result = timeSlotSchema.safeParse({
      code: 'm',
      label: 'M',
      start_hour: 0,
      end_hour: 6,
      translations: { en: { label: 'x'.repeat(61) } },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['translations.en.label']);
  });
});

describe('a bulletin’s title in a list', () => {
  const type = { name: 'Previsioni Veneto', translations: { en: { name: 'Veneto forecast' } } };
  it('is the reader’s language’s, else the Italian one, else the type’s name in the reader’s language', () => {
    const titles = { it: 'Previsioni del 5 dicembre', en: 'Forecast for 5 December' };
    expect(localizedTitle({ titles, bulletin_type: type }, 'en')).toBe('Forecast for 5 December');
    expect(localizedTitle({ titles, bulletin_type: type }, 'it')).toBe('Previsioni del 5 dicembre');
    expect(localizedTitle({ titles: { it: 'Previsioni del 5 dicembre' }, bulletin_type: type }, 'en')).toBe(
      'Previsioni del 5 dicembre',
    );
    expect(localizedTitle({ titles: {}, title: '', bulletin_type: type }, 'en')).toBe('Veneto forecast');
    expect(localizedTitle({ titles: { en: ' ' }, bulletin_type: type }, 'it')).toBe('Previsioni Veneto');
  });

  it('reads an answer made before titles came by language: its one title', () => {
    expect(localizedTitle({ title: 'Previsioni del 5 dicembre', bulletin_type: type }, 'en')).toBe(
      'Previsioni del 5 dicembre',
    );
  });
});
