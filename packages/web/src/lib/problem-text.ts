import type { CheckProblem } from '@bora/shared/bulletin-check';
import type { Problem, ProblemParams } from '@bora/shared/problem';
import { i18n } from './i18n.ts';
import { translateMessage } from './messages.ts';

/** What an authority still owns, each part with its count ("18 località, 1 set di icone"). */
const OWNED = ['venues', 'icon_sets', 'bulletin_types', 'bulletins'] as const;

/** Values a sentence needs beyond the problem's own params (a count for plurals, a list in words). */
function valuesOf(code: string, params: ProblemParams): Record<string, unknown> {
  if (code === 'import_columns_missing') {
    const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'it', { type: 'conjunction' });
    const missing = String(params.missing)
      .split(',')
      .map((role) => i18n.t(`problems.importColumn.${role}`));
    return { ...params, missing: list.format(missing) };
  }
  if (code === 'import_refused') return { ...params, count: Number(params.count) };
  if (code === 'authority_in_use') {
    const parts = OWNED.filter((key) => Number(params[key]) > 0).map((key) =>
      i18n.t(`problems.owned.${key}`, { count: Number(params[key]) }),
    );
    const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'it', { type: 'conjunction' });
    return { ...params, parts: list.format(parts) };
  }
  if (code === 'too_many_requests') return { ...params, count: Number(params.retry_after) };
  if (code === 'check_failed') return { ...params, count: Number(params.errors) };
  if (
    code === 'action_not_applicable' ||
    code === 'bulletin_not_editable' ||
    code === 'bulletin_not_discardable'
  )
    return {
      ...params,
      status: i18n.t(`problems.bulletinStatus.${params.status}`),
      action: i18n.t(`problems.bulletinAction.${params.action}`),
    };
  return params;
}

/**
 * A problem in the UI language: the sentence for its code when the app knows it, else its field
 * messages, else the server's English detail.
 */
export function problemText(problem: Problem): string {
  const { code } = problem;
  if (code) {
    const values = valuesOf(code, problem.params ?? {});
    if (i18n.exists(`problems.${code}`, values)) return i18n.t(`problems.${code}`, values);
  }
  const messages = Object.values(problem.errors ?? {}).flat();
  if (messages.length) return messages.map(translateMessage).join(' ');
  return problem.detail ?? problem.title;
}

/**
 * What the check found, in the UI language; `names` says the venue, rule and language it is about
 * (a date a text names is quoted as the text writes it).
 */
export function checkProblemText(
  problem: CheckProblem,
  names: { venue?: string; rule?: string; language?: string },
): string {
  return i18n.t(`problems.${problem.code}`, {
    ...names,
    date: problem.date,
    message: translateMessage(problem.message),
  });
}
