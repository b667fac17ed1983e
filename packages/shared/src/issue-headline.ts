import { longDate } from './date-words.ts';

/** Words a title may wrap around its date without saying anything of its own ("Previsioni del"). */
const FILLER_WORDS = 1;

/**
 * What tells one issue of a type from the others wherever several meet (a feed's entries, an
 * e-mail's subject): the type's name and the issue date in `language`, then the bulletin's title in
 * that language when it says more than the date does: "Veneto montagna – 5 dicembre 2026", "Veneto
 * montagna – 5 dicembre 2026: Neve in quota". A title that only restates the date ("Previsioni del
 * 5 dicembre 2026") is left out.
 */
export function issueHeadline(typeName: string, issueDate: string, language: string, title = ''): string {
  const date = longDate(issueDate, language);
  const head = `${typeName} – ${date}`;
  const written = title.trim();
  return written && saysMore(written, [date, typeName]) ? `${head}: ${written}` : head;
}

/** Whether a title, less the date and the type's name, still has more than a filler word. */
function saysMore(title: string, said: string[]): boolean {
  let rest = title.toLocaleLowerCase();
  for (const text of said) rest = rest.split(text.toLocaleLowerCase()).join(' ');
  const words = rest.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3);
  return words.length > FILLER_WORDS;
}
