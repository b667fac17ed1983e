import type { ConsistencyRule } from '@bora/shared/bulletin-rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulletinTypeRules } from '../db/schema/bulletin-types.ts';

type RuleRow = typeof bulletinTypeRules.$inferSelect;

/**
 * A stored rule as the rule it is, by its kind (rules from before the kinds read as comparisons);
 * null for a row missing a part its kind needs, which the table's check constraint rules out.
 */
export function ruleOfRow(row: RuleRow): ConsistencyRule | null {
  const { severity } = row;
  switch (row.kind) {
    case 'compare': {
      const { leftDataTypeId, relation, rightDataTypeId } = row;
      if (leftDataTypeId === null || relation === null || rightDataTypeId === null) return null;
      return {
        kind: 'compare',
        left_data_type_id: leftDataTypeId,
        relation,
        right_data_type_id: rightDataTypeId,
        severity,
      };
    }
    case 'venue_range':
      if (row.dataTypeId === null) return null;
      return {
        kind: 'venue_range',
        data_type_id: row.dataTypeId,
        min_offset: row.minOffset,
        max_offset: row.maxOffset,
        min: row.min,
        max: row.max,
        severity,
      };
    case 'condition': {
      const { whenDataTypeId, whenValues, dataTypeId, relation, value } = row;
      if (
        whenDataTypeId === null ||
        !whenValues ||
        dataTypeId === null ||
        relation === null ||
        value === null
      )
        return null;
      return {
        kind: 'condition',
        when_data_type_id: whenDataTypeId,
        when_values: whenValues,
        data_type_id: dataTypeId,
        relation,
        value,
        severity,
      };
    }
    default:
      return null;
  }
}

/** A rule as the columns of its row: those of its kind, the others null. */
export function ruleColumns(
  rule: ConsistencyRule,
  bulletinTypeId: number,
  position: number,
): typeof bulletinTypeRules.$inferInsert {
  const none = {
    leftDataTypeId: null,
    relation: null,
    rightDataTypeId: null,
    dataTypeId: null,
    whenDataTypeId: null,
    whenValues: null,
    value: null,
    minOffset: null,
    maxOffset: null,
    min: null,
    max: null,
  };
  const base = { ...none, bulletinTypeId, position, kind: rule.kind, severity: rule.severity };
  switch (rule.kind) {
    case 'compare':
      return {
        ...base,
        leftDataTypeId: rule.left_data_type_id,
        relation: rule.relation,
        rightDataTypeId: rule.right_data_type_id,
      };
    case 'venue_range':
      return {
        ...base,
        dataTypeId: rule.data_type_id,
        minOffset: rule.min_offset,
        maxOffset: rule.max_offset,
        min: rule.min,
        max: rule.max,
      };
    case 'condition':
      return {
        ...base,
        whenDataTypeId: rule.when_data_type_id,
        whenValues: rule.when_values,
        dataTypeId: rule.data_type_id,
        relation: rule.relation,
        value: rule.value,
      };
  }
}

/** The rules of each of these bulletin types, in their order (a type with none is absent). */
export async function rulesOfTypes(db: Db, ids: readonly number[]): Promise<Map<number, ConsistencyRule[]>> {
  const map = new Map<number, ConsistencyRule[]>();
  if (!ids.length) return map;
  const rows = await db
    .select()
    .from(bulletinTypeRules)
    .where(inArray(bulletinTypeRules.bulletinTypeId, [...ids]))
    .orderBy(asc(bulletinTypeRules.bulletinTypeId), asc(bulletinTypeRules.position));
  for (const row of rows) {
    const rule = ruleOfRow(row);
    if (!rule) continue;
    const rules = map.get(row.bulletinTypeId) ?? [];
    rules.push(rule);
    map.set(row.bulletinTypeId, rules);
  }
  return map;
}
