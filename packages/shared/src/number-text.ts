/** A number as a person typed it, read; `problem` says why it could not be. */
export type ReadNumber = { ok: true; value: number | null } | { ok: false; problem: string };

const PLAIN = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;
const GROUPED = /^[-+]?\d{1,3}([.,\s']\d{3})+([.,]\d*)?$/;

/**
 * Reads a typed number the same way in every language: one decimal separator, comma or point,
 * and no thousands separators (so "4,5" and "4.5" are both 4.5); blank is null. Anything else is
 * refused with a reason, never guessed at: "1.234,5" is a problem, not 1234.5 nor 1.2345.
 */
export function readNumber(typed: string): ReadNumber {
  const text = typed.trim().replace(/\u2212/g, '-');
  if (text === '') return { ok: true, value: null };
  if (PLAIN.test(text)) return { ok: true, value: Number(text.replace(',', '.')) };
  if (GROUPED.test(text)) return { ok: false, problem: 'Write the number without thousands separators.' };
  return { ok: false, problem: 'Enter a number.' };
}
