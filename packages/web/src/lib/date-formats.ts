/**
 * A date format of the language with these options, made once: making an `Intl.DateTimeFormat`
 * costs far more than using one, and a grid or a list formats thousands of dates.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
