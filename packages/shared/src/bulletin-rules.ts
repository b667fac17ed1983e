import { z } from 'zod';
import { idSchema } from './id.ts';

/**
 * Consistency rules between two data types of a bulletin type (tmin ≤ tmax, gust ≥ wind): checked
 * wherever both have a value for the same venue, day and slot, as an error (blocks submit and
 * publish) or a warning.
 */
export const ruleRelations = ['<', '<=', '=', '>=', '>'] as const;
export type RuleRelation = (typeof ruleRelations)[number];
export const ruleSeverities = ['error', 'warning'] as const;
export type RuleSeverity = (typeof ruleSeverities)[number];

/** True for the value kinds a rule may compare: numbers, whole or not. */
export function comparableKind(kind: string): boolean {
  return kind === 'number' || kind === 'integer';
}

export const consistencyRuleSchema = z
  .object({
    left_data_type_id: idSchema,
    relation: z.enum(ruleRelations, 'Choose a relation.'),
    right_data_type_id: idSchema,
    severity: z.enum(ruleSeverities, 'Choose error or warning.').default('error'),
  })
  .refine((r) => r.left_data_type_id !== r.right_data_type_id, {
    path: ['right_data_type_id'],
    message: 'Compare two different data types.',
  });
export type ConsistencyRule = z.infer<typeof consistencyRuleSchema>;

/** The relation as a person reads it. */
export const RELATION_SIGNS: Record<RuleRelation, string> = {
  '<': '<',
  '<=': '≤',
  '=': '=',
  '>=': '≥',
  '>': '>',
};

/** True when `left relation right` holds. */
export function relationHolds(left: number, relation: RuleRelation, right: number): boolean {
  switch (relation) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}
