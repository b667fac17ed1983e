/**
 * How a bulletin's value is written for a person: one function for the screens, the documents
 * (PDF, CSV), the feeds and the e-mails, so that a number reads the same everywhere.
 */
import type { BulletinComposition, BulletinValue } from './bulletin.ts';
import { type CompassPoint, ITALIAN_COMPASS_LETTERS } from './compass.ts';
import { type DocumentLanguage, documentText } from './document-texts.ts';
import { localizedLabel } from './localized.ts';

/** The languages values are written in for a person: those of Bora's screens and documents. */
export type ValueLanguage = DocumentLanguage;

/** What writing a value needs of its data type, as a bulletin's composition carries it. */
export type ValueDataType = Pick<
  BulletinComposition['data_types'][number],
  'value_kind' | 'decimals' | 'options' | 'unit'
>;

/** An icon as a value names it. */
export type NamedIconRef = { name: string };

// A number format is costly to make and a document writes thousands of values: one per language and decimals.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  language: ValueLanguage,
  decimals: number | null,
  grouping: boolean,
): Intl.NumberFormat {
  const key = `${language}/${decimals}/${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      useGrouping: grouping,
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 20,
      // A value rounded to zero is no colder for its sign: "0,0", never "-0,0".
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** How a value is written: for a person reading it, or in a file a program reads back. */
export type ValueTextOptions = {
  /**
   * Whether thousands are grouped ("1.100", "1,100"): for a person, yes; in a file (CSV) no, so
   * that a spreadsheet and Bora's import read the number back whatever their language.
   */
  grouping?: boolean;
};

/** A number in `language`'s format with `decimals` digits after the separator (as many as it has when null). */
export function numberText(
  value: number,
  decimals: number | null,
  language: ValueLanguage,
  { grouping = true }: ValueTextOptions = {},
): string {
  return numberFormat(language, decimals, grouping).format(value);
}

/**
 * A value as a person reads it in `language`: a number in that language's format with the data
 * type's decimals, a category's label in that language (else in Italian), a compass point (with 'variabile'/'variable' for VRB), an
 * icon's name (from `icons`, else its code), a text. No unit. A code the data type does not know
 * (an option since removed) is written as it is stored. Thousands are grouped unless
 * `options.grouping` is false (files).
 */
export function valueText(
  value: BulletinValue['value'],
  dataType: ValueDataType,
  language: ValueLanguage,
  icons?: ReadonlyMap<string, NamedIconRef>,
  options: ValueTextOptions = {},
): string {
  switch (dataType.value_kind) {
    case 'number':
    case 'integer':
      return typeof value === 'number'
        ? numberText(value, dataType.decimals, language, options)
        : String(value);
    case 'category': {
      const option = dataType.options.find((each) => each.code === value);
      return option ? localizedLabel(option, language) : String(value);
    }
    case 'direction':
      if (value === 'VRB') return documentText(language, 'variable');
      // Italian writes west as O (ovest): SO, ONO.
      return (language === 'it' && ITALIAN_COMPASS_LETTERS[value as CompassPoint]) || String(value);
    case 'icon':
      return icons?.get(String(value))?.name ?? String(value);
    case 'text':
      return String(value);
  }
}

/** The same with the data type's unit where it has one ("12,5 °C"). */
export function valueWithUnit(
  value: BulletinValue['value'],
  dataType: ValueDataType,
  language: ValueLanguage,
  icons?: ReadonlyMap<string, NamedIconRef>,
): string {
  const text = valueText(value, dataType, language, icons);
  return dataType.unit ? `${text} ${dataType.unit}` : text;
}
