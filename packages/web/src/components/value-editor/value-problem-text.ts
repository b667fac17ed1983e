import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/messages.ts';

// The shared value rules speak English with numbers in them; these turn the numbered ones into the UI language.
const NUMBERED: [RegExp, string][] = [
  [/^At least (-?[\d.]+)\.$/, 'valueEditor.problem.atLeast'],
  [/^At most (-?[\d.]+)\.$/, 'valueEditor.problem.atMost'],
  [/^At most (\d+) decimals\.$/, 'valueEditor.problem.decimals'],
  [/^At most (\d+) characters\.$/, 'valueEditor.problem.characters'],
  [/^Choose one of: (.*)\.$/, 'valueEditor.problem.oneOf'],
];

/** A problem from `parseValue`/`valueProblem` in the UI language. */
export function valueProblemText(problem: string, t: TFunction): string {
  for (const [pattern, key] of NUMBERED) {
    const match = pattern.exec(problem);
    if (match) return t(key, { value: match[1], count: Number(match[1]) });
  }
  return translateMessage(problem);
}
