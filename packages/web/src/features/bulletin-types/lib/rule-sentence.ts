import { type ConsistencyRule, RELATION_SIGNS, type RuleRelation } from '@bora/shared/bulletin-rules';
import { useTranslation } from 'react-i18next';

/** The words of each relation's choice, under `bulletinTypes.rules.relations`. */
export const RELATION_KEYS: Record<RuleRelation, string> = {
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '>=': 'ge',
  '>': 'gt',
};

type SentenceRule = Pick<ConsistencyRule, 'left_data_type_id' | 'relation' | 'right_data_type_id'> & {
  severity?: ConsistencyRule['severity'];
};

/**
 * A rule as a person reads it, "Min temperature ≤ Max temperature — error", its data types named
 * by `nameOf` (the type's own names, or the choices while editing).
 */
export function useRuleSentence(nameOf: (id: number) => string) {
  const { t } = useTranslation();
  return (rule: SentenceRule) =>
    t('bulletinTypes.rules.sentence', {
      left: nameOf(rule.left_data_type_id),
      relation: RELATION_SIGNS[rule.relation] ?? rule.relation,
      right: nameOf(rule.right_data_type_id),
      severity: t(`bulletinTypes.rules.severity.${rule.severity ?? 'error'}`),
    });
}
