/**
 * Every message of the value rules, in English (what the server answers and API clients read),
 * each with its parameters in braces. A screen reads a message back into its key and parameters
 * (`readValueMessage`) and says it in its own language: the web app's locales have a sentence per
 * key, under `valueProblems`.
 */
export const VALUE_MESSAGES = {
  enterNumber: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  decimals: 'At most {decimals} decimals.',
  atLeast: 'At least {min}.',
  atMost: 'At most {max}.',
  noGrouping: 'Write the number without thousands separators.',
  separators: 'Write thousands with “{group}” or a space, and decimals with “{decimal}”.',
  chooseOption: 'Choose one of: {options}.',
  notAnOption: '“{typed}” is not one of: {options}.',
  chooseIcon: 'Choose an icon.',
  iconNotInSet: 'This icon is not in the bulletin’s icon set.',
  notAnIcon: '“{typed}” is not in the bulletin’s icon set: enter the name or the code of one of its icons.',
  enterDirection: 'Enter a compass point (N, NNE … NNW) or VRB.',
  notADirection:
    '“{typed}” is not a direction: enter a compass point (N, NNE … NNW), its name, degrees from 0 to 360, or VRB.',
  enterText: 'Enter text.',
  textTooLong: 'At most {max} characters.',
} as const;

export type ValueMessageKey = keyof typeof VALUE_MESSAGES;
export type ValueMessageParams = Record<string, string | number>;

/** The parameters that are numbers: read back only as a number, so "At most 100 options." is not "At most {max}.". */
export const NUMBER_PARAMS: ReadonlySet<string> = new Set(['decimals', 'min', 'max']);

const PLACEHOLDER = /\{(\w+)\}/g;
const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e[-+]?\d+)?`;

/** The English message of a key, its parameters written in. */
export function valueMessage(key: ValueMessageKey, params: ValueMessageParams = {}): string {
  return VALUE_MESSAGES[key].replace(PLACEHOLDER, (_, name: string) => String(params[name] ?? ''));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const READERS = (Object.entries(VALUE_MESSAGES) as [ValueMessageKey, string][]).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escaped(part);
      names.push(part);
      return NUMBER_PARAMS.has(part) ? `(${NUMBER})` : '(.+)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** A message of the value rules read back into its key and parameters (as text); null for any other message. */
export function readValueMessage(
  message: string,
): { key: ValueMessageKey; params: Record<string, string> } | null {
  for (const { key, names, pattern } of READERS) {
    const match = pattern.exec(message);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
