/** A data type's column heading as the sheet shows it: whole where it fits, else abbreviated. */
export type ColumnHeading = {
  /** The name as the column shows it, before its unit: whole, or shortened to fit. */
  name: string;
  /** The name and unit whole ("Probabilità di precipitazione (%)"), for hover and screen readers. */
  full: string;
  abbreviated: boolean;
};

/** Words that join others ("probabilità di precipitazione"), left out first when a heading is too long. */
const JOINING = new Set([
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'da',
  'a',
  'al',
  'in',
  'of',
  'the',
  'at',
  'for',
]);
const VOWEL = /[aeiouyàáèéìíòóùú]/i;

/**
 * A word cut after its first syllable and the consonants that close it, of three letters at least:
 * "Temperatura" → "Temp.", "precipitazione" → "prec.", "Umidità" → "Umid.". A word that this
 * would not shorten stays whole.
 */
export function abbreviateWord(word: string): string {
  const vowel = (at: number) => VOWEL.test(word[at] ?? '');
  let end = 0;
  do {
    while (end < word.length && !vowel(end)) end++;
    while (end < word.length && vowel(end)) end++;
    while (end < word.length && !vowel(end)) end++;
  } while (end < 3 && end < word.length);
  // The cut with its dot must be shorter than the word.
  return end + 1 < word.length ? `${word.slice(0, end)}.` : word;
}

/** Whether words wrap into `lines` lines of `perLine` characters, as the browser wraps them. */
function wraps(words: readonly string[], perLine: number, lines: number): boolean {
  let used = 0;
  let line = 0;
  for (const word of words) {
    if (word.length > perLine) return false;
    if (line > 0 && line + 1 + word.length <= perLine) line += 1 + word.length;
    else {
      used += 1;
      line = word.length;
    }
  }
  return used <= lines;
}

/**
 * The heading of a data type's column `perLine` characters wide and `lines` lines high: the name
 * and unit whole if they fit; else without the joining words, then with the longest words cut one
 * by one, until it fits (or every word is cut: the column then cuts what is left).
 */
export function columnHeading(name: string, unit: string, perLine: number, lines = 2): ColumnHeading {
  const full = unit ? `${name} (${unit})` : name;
  const unitWords = unit ? [unit] : [];
  let words = name.split(/\s+/).filter(Boolean);
  const fits = () => wraps([...words, ...unitWords], perLine, lines);
  if (fits()) return { name, full, abbreviated: false };
  const kept = words.filter((word, index) => index === 0 || !JOINING.has(word.toLowerCase()));
  if (kept.length) words = kept;
  while (!fits()) {
    const longest = words.reduce(
      (best, word, index) => {
        const cut = abbreviateWord(word);
        return cut.length < word.length && word.length > best.length ? { index, length: word.length } : best;
      },
      { index: -1, length: 0 },
    );
    if (longest.index < 0) break;
    words = words.map((word, index) => (index === longest.index ? abbreviateWord(word) : word));
  }
  return { name: words.join(' '), full, abbreviated: true };
}
