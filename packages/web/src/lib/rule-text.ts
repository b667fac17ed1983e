import {
  type ConsistencyRule,
  RELATION_SIGNS,
  type RuleRelation,
  type VenueRangeRule,
} from '@bora/shared/bulletin-rules';
import type { TFunction } from 'i18next';

/** The words of each relation, under `ruleText.relations` (and `bulletinTypes.rules.relations`). */
export const RELATION_KEYS: Record<RuleRelation, string> = {
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '>=': 'ge',
  '>': 'gt',
};

/** How the screen names what a rule refers to; names it does not know fall back to ids and codes. */
export type RuleNames = {
  dataType: (id: number) => string;
  /** The unit of a numeric data type, '' for none. */
  unit?: (id: number) => string;
  /** A category option's label or an icon's name. */
  value?: (dataTypeId: number, code: string) => string;
};

const formats = new Map<string, Intl.NumberFormat>();

/** A number as the UI language writes it for reading ("1.500" in Italian, "1,500" in English). */
export function readableNumber(value: number, language: string | undefined): string {
  const key = language ?? 'it';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { maximumFractionDigits: 6 });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A number's text with its unit, when it has one. */
export function withUnit(text: string, unit: string | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

/** A list of values, "clear or partly cloudy", in the UI language. */
function either(values: string[], language: string | undefined): string {
  return new Intl.ListFormat(language ?? 'it', { type: 'disjunction' }).format(values);
}

/** An elevation offset as a person reads it: "elevation − 1,500 m". */
function offsetText(offset: number, unit: string | undefined, t: TFunction, language: string | undefined) {
  const sign = offset < 0 ? '−' : '+';
  return t('ruleText.offset', { sign, amount: withUnit(readableNumber(Math.abs(offset), language), unit) });
}

/** Bounds as a person reads them: "between 0 and 4,000 m", "at least 0 m", from numbers or texts. */
export function boundsText(low: string | null, high: string | null, t: TFunction): string | null {
  if (low !== null && high !== null) return t('ruleText.between', { low, high });
  if (low !== null) return t('ruleText.atLeast', { low });
  if (high !== null) return t('ruleText.atMost', { high });
  return null;
}

/** The bounds of a range rule in words, those from the venue's elevation first. */
function rangeText(rule: VenueRangeRule, names: RuleNames, t: TFunction, language: string | undefined) {
  const unit = names.unit?.(rule.data_type_id);
  // A bound being typed may be no number yet: it says nothing until it is one.
  const known = (value: number | null): value is number => value !== null && Number.isFinite(value);
  const offset = (value: number | null) => (known(value) ? offsetText(value, unit, t, language) : null);
  const absolute = (value: number | null) =>
    known(value) ? withUnit(readableNumber(value, language), unit) : null;
  const parts = [
    boundsText(offset(rule.min_offset), offset(rule.max_offset), t),
    boundsText(absolute(rule.min), absolute(rule.max), t),
  ].filter((part): part is string => part !== null);
  return new Intl.ListFormat(language ?? 'it', { type: 'conjunction' }).format(parts);
}

/**
 * A rule as a person reads it, without its severity: "Min temperature ≤ Max temperature", "Snow level
 * between elevation − 1,500 m and elevation + 3,500 m", "Precipitation = 0 mm when Sky is Clear".
 */
export function ruleText(
  rule: ConsistencyRule,
  names: RuleNames,
  t: TFunction,
  language: string | undefined,
): string {
  switch (rule.kind) {
    case 'compare':
      return `${names.dataType(rule.left_data_type_id)} ${RELATION_SIGNS[rule.relation] ?? rule.relation} ${names.dataType(rule.right_data_type_id)}`;
    case 'venue_range': {
      const bounds = rangeText(rule, names, t, language);
      const name = names.dataType(rule.data_type_id);
      return bounds ? t('ruleText.range', { name, bounds }) : t('ruleText.unbounded', { name });
    }
    case 'condition': {
      const valueName = (code: string) => names.value?.(rule.when_data_type_id, code) ?? code;
      return t('ruleText.condition', {
        checked: names.dataType(rule.data_type_id),
        relation: RELATION_SIGNS[rule.relation] ?? rule.relation,
        // While the value is being typed it may be no number yet.
        value: Number.isFinite(rule.value)
          ? withUnit(readableNumber(rule.value, language), names.unit?.(rule.data_type_id))
          : '…',
        when: names.dataType(rule.when_data_type_id),
        values: either(rule.when_values.map(valueName), language),
      });
    }
    default:
      return '';
  }
}
