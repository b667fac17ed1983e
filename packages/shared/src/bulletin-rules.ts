import { z } from 'zod';
import { idSchema } from './id.ts';
import { textSchema } from './text-fields.ts';

/**
 * Consistency rules of a bulletin type, each checked wherever its cells have values for the same
 * venue, day and slot, as an error (blocks submit and publish) or a warning. Three kinds:
 * - `compare`: two numeric data types, `left relation right` (tmin ≤ tmax, gust ≥ wind);
 * - `venue_range`: a numeric data type within bounds, absolute (`min`, `max`) and, at a venue with
 *   an elevation, relative to it (`min_offset`, `max_offset`): a snow level between elevation −
 *   1 500 m and elevation + 3 500 m;
 * - `condition`: when a category or icon data type shows one of `when_values`, a numeric data type
 *   holds `relation value` (precipitation = 0 under a clear sky).
 */
export const ruleKinds = ['compare', 'venue_range', 'condition'] as const;
export type RuleKind = (typeof ruleKinds)[number];
export const ruleRelations = ['<', '<=', '=', '>=', '>'] as const;
export type RuleRelation = (typeof ruleRelations)[number];
export const ruleSeverities = ['error', 'warning'] as const;
export type RuleSeverity = (typeof ruleSeverities)[number];

/** True for the value kinds a rule may compare: numbers, whole or not. */
export function comparableKind(kind: string): boolean {
  return kind === 'number' || kind === 'integer';
}

/** True for the value kinds a condition may read: one of a set of codes. */
export function conditionKind(kind: string): boolean {
  return kind === 'category' || kind === 'icon';
}

const relationField = z.enum(ruleRelations, 'Choose a relation.');
const severityField = z.enum(ruleSeverities, 'Choose error or warning.').default('error');
const boundField = z.number('Enter a number.').nullable().default(null);

export const compareRuleSchema = z
  .object({
    // Rules stored before there were other kinds have none: they are comparisons.
    kind: z.literal('compare').default('compare'),
    left_data_type_id: idSchema,
    relation: relationField,
    right_data_type_id: idSchema,
    severity: severityField,
  })
  .refine((r) => r.left_data_type_id !== r.right_data_type_id, {
    path: ['right_data_type_id'],
    message: 'Compare two different data types.',
  });
export type CompareRule = z.infer<typeof compareRuleSchema>;

export const venueRangeRuleSchema = z
  .object({
    kind: z.literal('venue_range'),
    data_type_id: idSchema,
    /** From the venue's elevation, where the venue has one. */
    min_offset: boundField,
    max_offset: boundField,
    /** Everywhere, the only bounds where the venue has no elevation. */
    min: boundField,
    max: boundField,
    severity: severityField,
  })
  .superRefine((r, ctx) => {
    if (r.min_offset === null && r.max_offset === null && r.min === null && r.max === null)
      ctx.addIssue({ code: 'custom', path: ['min_offset'], message: 'Give at least one bound.' });
    for (const [low, high] of [
      ['min_offset', 'max_offset'],
      ['min', 'max'],
    ] as const) {
      const [a, b] = [r[low], r[high]];
      if (a !== null && b !== null && a > b)
        ctx.addIssue({ code: 'custom', path: [high], message: 'The highest bound is below the lowest.' });
    }
  });
export type VenueRangeRule = z.infer<typeof venueRangeRuleSchema>;

export const MAX_CONDITION_VALUES = 50;

export const conditionRuleSchema = z
  .object({
    kind: z.literal('condition'),
    when_data_type_id: idSchema,
    when_values: z
      .array(textSchema.trim().min(1, 'Choose a value.').max(40, 'At most 40 characters.'))
      .min(1, 'Choose at least one value.')
      .max(MAX_CONDITION_VALUES, `At most ${MAX_CONDITION_VALUES} values.`),
    data_type_id: idSchema,
    relation: relationField,
    value: z.number('Enter a number.'),
    severity: severityField,
  })
  .superRefine((r, ctx) => {
    if (r.when_data_type_id === r.data_type_id)
      ctx.addIssue({ code: 'custom', path: ['data_type_id'], message: 'Choose two different data types.' });
    const seen = new Set<string>();
    r.when_values.forEach((value, index) => {
      if (seen.has(value))
        ctx.addIssue({
          code: 'custom',
          path: ['when_values', index],
          message: 'This value is already listed.',
        });
      seen.add(value);
    });
  });
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

export const consistencyRuleSchema = z.discriminatedUnion(
  'kind',
  [compareRuleSchema, venueRangeRuleSchema, conditionRuleSchema],
  { error: 'Choose a kind of rule: compare, venue_range or condition.' },
);
export type ConsistencyRule = z.infer<typeof consistencyRuleSchema>;

/**
 * Rules as they were stored or sent, read as rules: a rule from before the kinds (no `kind`) is a
 * comparison; one that does not read is dropped (a published snapshot must read, whatever it holds).
 */
export function readRules(stored: unknown): ConsistencyRule[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((rule) => {
    const read = consistencyRuleSchema.safeParse(rule);
    return read.success ? [read.data] : [];
  });
}

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
    default:
      return true;
  }
}

/** The data types a rule reads, each with the field that names it. */
export function ruleDataTypes(rule: ConsistencyRule): { field: string; id: number }[] {
  switch (rule.kind) {
    case 'compare':
      return [
        { field: 'left_data_type_id', id: rule.left_data_type_id },
        { field: 'right_data_type_id', id: rule.right_data_type_id },
      ];
    case 'venue_range':
      return [{ field: 'data_type_id', id: rule.data_type_id }];
    case 'condition':
      return [
        { field: 'when_data_type_id', id: rule.when_data_type_id },
        { field: 'data_type_id', id: rule.data_type_id },
      ];
    default:
      return [];
  }
}

/** What makes two rules the same rule (their severity aside): a type lists each rule once. */
export function ruleIdentity(rule: ConsistencyRule): string {
  switch (rule.kind) {
    case 'compare':
      return JSON.stringify([rule.kind, rule.left_data_type_id, rule.relation, rule.right_data_type_id]);
    case 'venue_range':
      return JSON.stringify([
        rule.kind,
        rule.data_type_id,
        rule.min_offset,
        rule.max_offset,
        rule.min,
        rule.max,
      ]);
    case 'condition':
      return JSON.stringify([
        rule.kind,
        rule.when_data_type_id,
        [...rule.when_values].sort(),
        rule.data_type_id,
        rule.relation,
        rule.value,
      ]);
    default:
      return JSON.stringify(rule);
  }
}

/** What a rule needs to know of a data type it names. */
export type RuleDataType = { value_kind: string; options: readonly { code: string }[] };

/**
 * What is wrong with the data types a rule names and the values it lists, for their kinds: each
 * problem on its field (`left_data_type_id`, `when_values.1`). A data type `dataTypeOf` does not
 * know is not judged here (it is missing, which is another problem), nor are the icons a condition
 * lists when `iconCodes` is null (the icon set is unknown).
 */
export function ruleKindProblems(
  rule: ConsistencyRule,
  dataTypeOf: (id: number) => RuleDataType | undefined,
  iconCodes: readonly string[] | null,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const numeric = (field: string, id: number, message: string) => {
    const dataType = dataTypeOf(id);
    if (dataType && !comparableKind(dataType.value_kind)) problems.push({ field, message });
  };
  switch (rule.kind) {
    case 'compare':
      for (const { field, id } of ruleDataTypes(rule))
        numeric(field, id, 'A rule compares numbers: choose a numeric data type.');
      break;
    case 'venue_range':
      numeric('data_type_id', rule.data_type_id, 'A range holds numbers: choose a numeric data type.');
      break;
    case 'condition': {
      numeric('data_type_id', rule.data_type_id, 'A condition checks a number: choose a numeric data type.');
      const when = dataTypeOf(rule.when_data_type_id);
      if (!when) break;
      if (!conditionKind(when.value_kind)) {
        problems.push({
          field: 'when_data_type_id',
          message: 'A condition reads categories or icons: choose such a data type.',
        });
        break;
      }
      if (when.value_kind === 'icon' && iconCodes === null) break;
      const codes = new Set(when.value_kind === 'icon' ? (iconCodes ?? []) : when.options.map((o) => o.code));
      rule.when_values.forEach((value, index) => {
        if (!codes.has(value))
          problems.push({
            field: `when_values.${index}`,
            message:
              when.value_kind === 'icon'
                ? 'This icon is not in the bulletin type’s icon set.'
                : 'This is not an option of the data type.',
          });
      });
      break;
    }
  }
  return problems;
}

/** What a rule reads at one venue, day and slot: each data type's value there, the venue's elevation. */
export type RulePlace = {
  elevation: number | null;
  value: (dataTypeId: number) => unknown;
};

/** How a rule is broken at one place: the cell it marks (`data_type_id`) and what it read. */
export type RuleBreak =
  | { kind: 'compare'; data_type_id: number; left: number; right: number }
  | { kind: 'venue_range'; data_type_id: number; value: number; low: number | null; high: number | null }
  | { kind: 'condition'; data_type_id: number; value: number; when: string };

function numberAt(at: RulePlace, id: number): number | null {
  const value = at.value(id);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A comparison, where both of its values are numbers. */
export function compareBreak(rule: CompareRule, at: RulePlace): RuleBreak | null {
  const left = numberAt(at, rule.left_data_type_id);
  const right = numberAt(at, rule.right_data_type_id);
  if (left === null || right === null || relationHolds(left, rule.relation, right)) return null;
  return { kind: 'compare', data_type_id: rule.left_data_type_id, left, right };
}

/**
 * The bounds of a range at a venue: the absolute ones, narrowed by those from its elevation where it
 * has one; null for no bound on that side.
 */
export function rangeBounds(
  rule: Pick<VenueRangeRule, 'min_offset' | 'max_offset' | 'min' | 'max'>,
  elevation: number | null,
): { low: number | null; high: number | null } {
  const known = typeof elevation === 'number' && Number.isFinite(elevation);
  const fromElevation = (offset: number | null) => (known && offset !== null ? elevation + offset : null);
  const pick = (a: number | null, b: number | null, choose: (x: number, y: number) => number) =>
    a === null ? b : b === null ? a : choose(a, b);
  return {
    low: pick(rule.min, fromElevation(rule.min_offset), Math.max),
    high: pick(rule.max, fromElevation(rule.max_offset), Math.min),
  };
}

/** A range at the venue, where its value is a number. */
export function venueRangeBreak(rule: VenueRangeRule, at: RulePlace): RuleBreak | null {
  const value = numberAt(at, rule.data_type_id);
  if (value === null) return null;
  const { low, high } = rangeBounds(rule, at.elevation);
  if ((low === null || value >= low) && (high === null || value <= high)) return null;
  return { kind: 'venue_range', data_type_id: rule.data_type_id, value, low, high };
}

/** A condition, where its data type shows one of the values it lists and the checked value is a number. */
export function conditionBreak(rule: ConditionRule, at: RulePlace): RuleBreak | null {
  const when = at.value(rule.when_data_type_id);
  if (typeof when !== 'string' || !rule.when_values.includes(when)) return null;
  const value = numberAt(at, rule.data_type_id);
  if (value === null || relationHolds(value, rule.relation, rule.value)) return null;
  return { kind: 'condition', data_type_id: rule.data_type_id, value, when };
}

/** How the rule is broken at this place, or null when it holds (or has nothing to read there). */
export function ruleBreak(rule: ConsistencyRule, at: RulePlace): RuleBreak | null {
  switch (rule.kind) {
    case 'compare':
      return compareBreak(rule, at);
    case 'venue_range':
      return venueRangeBreak(rule, at);
    case 'condition':
      return conditionBreak(rule, at);
    default:
      return null;
  }
}
