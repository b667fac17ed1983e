import type { CategoryOption } from '@bora/shared/data-type';
import type { SlotTranslations, Translations } from '@bora/shared/translations';

/**
 * The demo's names in English and German, as a reader of those languages finds them in a bulletin:
 * data types (English, and German for those of the Veneto mountain type, written in German too),
 * category options, time slots and icons. The Italian names stay the records' own.
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

/** Category options' labels by data type and option code, in English and German. */
const OPTION_LABELS: Record<string, Record<string, [en: string, de: string]>> = {
  // The Douglas sea scale, as the WMO names its degrees.
  'sea-state': {
    0: ['0 – Calm (glassy)', '0 – Spiegelglatt'],
    1: ['1 – Calm (rippled)', '1 – Ruhig'],
    2: ['2 – Smooth', '2 – Schwach bewegt'],
    3: ['3 – Slight', '3 – Leicht bewegt'],
    4: ['4 – Moderate', '4 – Mäßig bewegt'],
    5: ['5 – Rough', '5 – Grob'],
    6: ['6 – Very rough', '6 – Sehr grob'],
    7: ['7 – High', '7 – Hoch'],
    8: ['8 – Very high', '8 – Sehr hoch'],
    9: ['9 – Phenomenal', '9 – Außergewöhnlich schwer'],
  },
  'warning-level': {
    green: ['Green', 'Grün'],
    yellow: ['Yellow', 'Gelb'],
    orange: ['Orange', 'Orange'],
    red: ['Red', 'Rot'],
  },
};

/** A category data type's options with their labels in English and German, where they are listed. */
export function translatedOptions(dataType: string, options: CategoryOption[]): CategoryOption[] {
  const labels = OPTION_LABELS[dataType] ?? {};
  return options.map((option) => {
    const names = labels[option.code];
    return names ? { ...option, translations: { en: { label: names[0] }, de: { label: names[1] } } } : option;
  });
}

/** The time slots' labels. */
export const SLOT_LABELS: Record<string, SlotTranslations> = {
  notte: { en: { label: 'Night' }, de: { label: 'Nacht' } },
  mattina: { en: { label: 'Morning' }, de: { label: 'Vormittag' } },
  pomeriggio: { en: { label: 'Afternoon' }, de: { label: 'Nachmittag' } },
  sera: { en: { label: 'Evening' }, de: { label: 'Abend' } },
};

/** The icons' Italian names in English and German; "(notte)" is added in each language. */
const ICON_NAMES: Record<string, [en: string, de: string]> = {
  Caldo: ['Hot', 'Heiß'],
  'Caldo intenso': ['Very hot', 'Sehr heiß'],
  Caligine: ['Haze', 'Dunst'],
  Ciclone: ['Cyclone', 'Wirbelsturm'],
  Coperto: ['Overcast', 'Bedeckt'],
  Foschia: ['Mist', 'Feuchter Dunst'],
  Freddo: ['Cold', 'Kalt'],
  'Freddo intenso': ['Very cold', 'Sehr kalt'],
  Fulmini: ['Lightning', 'Blitze'],
  Fumo: ['Smoke', 'Rauch'],
  Grandine: ['Hail', 'Hagel'],
  Nebbia: ['Fog', 'Nebel'],
  'Nebbia in banchi': ['Fog patches', 'Nebelbänke'],
  Neve: ['Snow', 'Schnee'],
  'Neve debole': ['Light snow', 'Leichter Schneefall'],
  'Neve forte': ['Heavy snow', 'Starker Schneefall'],
  'Non disponibile': ['Not available', 'Nicht verfügbar'],
  Nubifragio: ['Cloudburst', 'Wolkenbruch'],
  Nuvoloso: ['Cloudy', 'Bewölkt'],
  'Nuvoloso con schiarite': ['Cloudy with sunny spells', 'Bewölkt mit Aufheiterungen'],
  Pioggia: ['Rain', 'Regen'],
  'Pioggia che gela': ['Freezing rain', 'Gefrierender Regen'],
  'Pioggia debole': ['Light rain', 'Leichter Regen'],
  'Pioggia forte': ['Heavy rain', 'Starker Regen'],
  'Pioggia mista a neve': ['Sleet', 'Schneeregen'],
  'Pioggia mista a neve debole': ['Light sleet', 'Leichter Schneeregen'],
  'Pioggia mista a neve forte': ['Heavy sleet', 'Starker Schneeregen'],
  Piovaschi: ['Light showers', 'Leichte Schauer'],
  Pioviggine: ['Drizzle', 'Nieselregen'],
  'Pioviggine a tratti': ['Patchy drizzle', 'Zeitweise Nieselregen'],
  'Poco nuvoloso': ['Partly cloudy', 'Leicht bewölkt'],
  Polvere: ['Dust', 'Staub'],
  Rovesci: ['Showers', 'Schauer'],
  'Rovesci di neve': ['Snow showers', 'Schneeschauer'],
  'Rovesci di pioggia e neve': ['Sleet showers', 'Schneeregenschauer'],
  Sabbia: ['Sand', 'Sand'],
  Sereno: ['Clear sky', 'Klar'],
  Temporale: ['Thunderstorm', 'Gewitter'],
  'Temporale con grandine': ['Thunderstorm with hail', 'Gewitter mit Hagel'],
  'Temporale con neve': ['Thundersnow', 'Schneegewitter'],
  'Temporale con schiarite': ['Thunderstorm with sunny spells', 'Gewitter mit Aufheiterungen'],
  'Temporale forte': ['Severe thunderstorm', 'Starkes Gewitter'],
  'Temporale senza pioggia': ['Dry thunderstorm', 'Trockenes Gewitter'],
  "Tromba d'aria": ['Tornado', 'Tornado'],
  Variabile: ['Variable cloud', 'Wechselnd bewölkt'],
  Vento: ['Wind', 'Wind'],
  'Vento forte': ['Strong wind', 'Starker Wind'],
};

const NIGHT = / \(notte\)$/;

/** An icon's name in English and German, from its Italian name; none for a name not listed. */
export function iconTranslations(name: string): Translations {
  const names = ICON_NAMES[name.replace(NIGHT, '')];
  if (!names) return {};
  const night = NIGHT.test(name);
  const [en, de] = names;
  return { en: { name: night ? `${en} (night)` : en }, de: { name: night ? `${de} (Nacht)` : de } };
}
