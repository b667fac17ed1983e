/** A number as the UI language writes it for editing: a decimal comma in Italian, no grouping; null is blank. */
export function formatNumber(value: unknown, language: string | undefined): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  const text = String(value);
  return language?.startsWith('it') ? text.replace('.', ',') : text;
}

const separators = new Map<string | undefined, ',' | '.'>();

/** The decimal separator of a language (found once per language: a number format is costly to make). */
export function decimalSeparator(language: string | undefined): ',' | '.' {
  let separator = separators.get(language);
  if (!separator) {
    separator = new Intl.NumberFormat(language).format(1.5).includes(',') ? ',' : '.';
    separators.set(language, separator);
  }
  return separator;
}
