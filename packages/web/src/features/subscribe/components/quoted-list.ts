/** Names as a sentence lists them in `language`, each in that language's quotes: “A”, “B” and “C”. */
export function quotedList(names: string[], language: string): string {
  const [open, close] = language === 'it' ? ['«', '»'] : ['“', '”'];
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    names.map((name) => `${open}${name}${close}`),
  );
}
