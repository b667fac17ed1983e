import type { DataType, DataTypeInput } from '@bora/shared/data-type';
import { iconCategorySchema } from '@bora/shared/icon';
import { withoutBlanks } from '@bora/shared/localized';
import type { dataTypes } from '../../db/schema/reference.ts';
import type { DataTypeRow } from './repository.ts';

export function toDataTypeInput(row: DataTypeRow): DataTypeInput {
  const iconCategory = iconCategorySchema.safeParse(row.iconCategory);
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    value_kind: row.valueKind,
    unit: row.unit,
    minimum: row.minimum,
    maximum: row.maximum,
    decimals: row.decimals,
    tolerance: row.tolerance,
    options: row.options,
    icon_category: iconCategory.success ? iconCategory.data : null,
    display_order: row.displayOrder,
    active: row.active,
    translations: row.translations,
  };
}

export function toDataType(row: DataTypeRow): DataType {
  return {
    id: row.id,
    ...toDataTypeInput(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The table columns of a validated, normalised data type. */
export function dataTypeColumns(input: DataTypeInput): typeof dataTypes.$inferInsert {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    valueKind: input.value_kind,
    unit: input.unit,
    minimum: input.minimum,
    maximum: input.maximum,
    decimals: input.decimals,
    tolerance: input.tolerance,
    options: input.options.map((option) => ({
      ...option,
      translations: withoutBlanks(option.translations ?? {}),
    })),
    iconCategory: input.icon_category,
    displayOrder: input.display_order,
    active: input.active,
    translations: withoutBlanks(input.translations),
  };
}
