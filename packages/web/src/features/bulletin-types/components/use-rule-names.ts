import type { ConsistencyRule } from '@bora/shared/bulletin-rules';
import type { DataType } from '@bora/shared/data-type';
import { useLocalized } from '../../../lib/localized.ts';
import type { RuleNames } from '../../../lib/rule-text.ts';
import { useIconChoices } from '../api/composition-choices.ts';

/**
 * How the rules of a type name its data types (with their units) and the values a condition lists
 * (an option's label, an icon's name), from the data types at hand; `fallback` names the data types
 * the choices lack (an inactive one the type still lists). The icons are fetched only when a
 * condition reads an icon data type.
 */
export function useRuleNames(
  choices: readonly DataType[],
  iconSetId: number | null | undefined,
  rules: readonly ConsistencyRule[],
  fallback: (id: number) => string = (id) => `#${id}`,
): RuleNames {
  const local = useLocalized();
  const byId = new Map(choices.map((d) => [d.id, d]));
  const readsIcons = rules.some(
    (r) => r.kind === 'condition' && byId.get(r.when_data_type_id)?.value_kind === 'icon',
  );
  const icons = useIconChoices(iconSetId, readsIcons);
  const iconNames = new Map((icons.data ?? []).map((i) => [i.code, local.name(i)]));
  return {
    dataType: (id) => {
      const dataType = byId.get(id);
      return dataType ? local.name(dataType) : fallback(id);
    },
    unit: (id) => byId.get(id)?.unit ?? '',
    value: (dataTypeId, code) => {
      const dataType = byId.get(dataTypeId);
      if (dataType?.value_kind === 'icon') return iconNames.get(code) ?? code;
      const option = dataType?.options.find((o) => o.code === code);
      return option ? local.optionLabel(option) : code;
    },
  };
}
