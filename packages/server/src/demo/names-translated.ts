import type { SlotTranslations, Translations } from '@bora/shared/translations';

/**
 * The demo's names in English and German, as a reader of those languages finds them in a bulletin:
 * data types (English, and German for those of the Veneto mountain type, written in German too)
 * and time slots. The Italian names stay the records' own.
 */

/** Data types' names by code. */
export const DATA_TYPE_NAMES: Record<string, { en: string; de?: string }> = {
  sky: { en: 'Sky', de: 'Himmel' },
  't-min': { en: 'Minimum temperature', de: 'Tiefsttemperatur' },
  't-max': { en: 'Maximum temperature', de: 'Höchsttemperatur' },
  precipitation: { en: 'Precipitation', de: 'Niederschlag' },
  'precip-probability': { en: 'Probability of precipitation', de: 'Niederschlagswahrscheinlichkeit' },
  'wind-direction': { en: 'Wind direction', de: 'Windrichtung' },
  'wind-speed': { en: 'Wind speed', de: 'Windgeschwindigkeit' },
  'wind-gust': { en: 'Gusts', de: 'Böen' },
  'snow-level': { en: 'Snow level', de: 'Schneefallgrenze' },
  'freezing-level': { en: 'Freezing level', de: 'Nullgradgrenze' },
  'sea-state': { en: 'Sea state', de: 'Seegang' },
  'warning-level': { en: 'Warning level', de: 'Warnstufe' },
  remarks: { en: 'Remarks', de: 'Bemerkungen' },
};

/** The demo data types' descriptions in German (their English ones are written beside them). */
export const DATA_TYPE_DESCRIPTIONS_DE: Record<string, string> = {
  sky: 'Zustand des Himmels.',
  't-min': 'Die tiefste Temperatur des Tages.',
  't-max': 'Die höchste Temperatur des Tages.',
  'wind-direction': 'Woher der Wind weht.',
  'wind-speed': 'Der mittlere Wind.',
  'wind-gust': 'Die stärksten Böen: nie unter dem mittleren Wind.',
};

/** A data type's translations: its names, with the descriptions it already has in English. */
export function dataTypeTranslations(code: string, translations: Translations = {}): Translations {
  const names = DATA_TYPE_NAMES[code];
  if (!names) return translations;
  const de = DATA_TYPE_DESCRIPTIONS_DE[code];
  return {
    ...translations,
    en: { ...translations.en, name: names.en },
    ...(names.de ? { de: { ...translations.de, name: names.de, ...(de ? { description: de } : {}) } } : {}),
  };
}

/** The time slots' labels. */
export const SLOT_LABELS: Record<string, SlotTranslations> = {
  notte: { en: { label: 'Night' }, de: { label: 'Nacht' } },
  mattina: { en: { label: 'Morning' }, de: { label: 'Vormittag' } },
  pomeriggio: { en: { label: 'Afternoon' }, de: { label: 'Nachmittag' } },
  sera: { en: { label: 'Evening' }, de: { label: 'Abend' } },
};
