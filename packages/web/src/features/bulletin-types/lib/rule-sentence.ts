import type { ConsistencyRule } from '@bora/shared/bulletin-rules';
import { useTranslation } from 'react-i18next';
import { type RuleNames, ruleText } from '../../../lib/rule-text.ts';

/**
 * A rule as a person reads it, "Min temperature ≤ Max temperature — error", its data types named
 * by `names` (the type's own names, or the choices while editing).
 */
export function useRuleSentence(names: RuleNames) {
  const { t, i18n } = useTranslation();
  return (rule: ConsistencyRule) =>
    t('bulletinTypes.rules.sentence', {
      rule: ruleText(rule, names, t, i18n.resolvedLanguage),
      severity: t(`bulletinTypes.rules.severity.${rule.severity ?? 'error'}`),
    });
}
