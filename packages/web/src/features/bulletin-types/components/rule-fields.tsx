import { ruleRelations, ruleSeverities } from '@bora/shared/bulletin-rules';
import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { RELATION_KEYS } from '../../../lib/rule-text.ts';
import { ConditionValuesField } from './condition-values-field.tsx';

type Values = BulletinTypeInput;

/** What every rule's fields need: where the rule is, which data types fit each of its parts. */
export type RuleFieldsProps = {
  index: number;
  /** The type's numeric data types, and those a condition may read (categories and icons). */
  numeric: DataType[];
  readable: DataType[];
  nameOf: (id: number) => string;
  onRemove: () => void;
};

/**
 * The choices of a data type field: the fitting data types, and the one the rule names if it is not
 * among them (no longer in the type, or of another kind), so that its problem shows under it.
 */
function dataTypeOptions(
  candidates: DataType[],
  current: number | undefined,
  nameOf: (id: number) => string,
) {
  return [
    ...candidates.map((d) => ({
      value: String(d.id),
      label: d.unit ? `${nameOf(d.id)} (${d.unit})` : nameOf(d.id),
    })),
    ...(current != null && !candidates.some((d) => d.id === current)
      ? [{ value: String(current), label: nameOf(current) }]
      : []),
  ];
}

function RelationField({ name, label }: { name: `rules.${number}.relation`; label?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField<Values>
      name={name}
      label={label ?? t('bulletinTypes.rules.relation')}
      options={ruleRelations.map((r) => ({
        value: r,
        label: t(`bulletinTypes.rules.relations.${RELATION_KEYS[r]}`),
      }))}
    />
  );
}

function SeverityField({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <SelectField<Values>
      name={`rules.${index}.severity`}
      label={t('bulletinTypes.rules.severityLabel')}
      options={ruleSeverities.map((s) => ({
        value: s,
        label: t(`bulletinTypes.rules.severityChoice.${s}`),
      }))}
    />
  );
}

function RemoveButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-outline-danger btn-xs rule-remove"
      onClick={onRemove}
      aria-label={t('bulletinTypes.rules.remove', { n: index + 1 })}
      title={t('bulletinTypes.rules.remove', { n: index + 1 })}
    >
      <Icon name="it-close" className="icon-xs icon-danger" />
    </button>
  );
}

/** `left relation right`, between two numeric data types. */
export function CompareFields({ index, numeric, nameOf, onRemove }: RuleFieldsProps) {
  const { t } = useTranslation();
  const rule = useFormContext<Values>().watch(`rules.${index}`);
  const ids = rule?.kind === 'compare' ? rule : undefined;
  return (
    <div className="rule-choices">
      <SelectField<Values>
        name={`rules.${index}.left_data_type_id`}
        label={t('bulletinTypes.rules.left')}
        numeric
        options={dataTypeOptions(numeric, ids?.left_data_type_id, nameOf)}
      />
      <RelationField name={`rules.${index}.relation`} />
      <SelectField<Values>
        name={`rules.${index}.right_data_type_id`}
        label={t('bulletinTypes.rules.right')}
        numeric
        options={dataTypeOptions(numeric, ids?.right_data_type_id, nameOf)}
      />
      <SeverityField index={index} />
      <RemoveButton index={index} onRemove={onRemove} />
    </div>
  );
}

/**
 * A numeric data type within bounds from the venue's elevation and absolute ones, each optional:
 * the data type and the severity on a first row, the four bounds on a second.
 */
export function RangeFields({ index, numeric, nameOf, onRemove }: RuleFieldsProps) {
  const { t } = useTranslation();
  const rule = useFormContext<Values>().watch(`rules.${index}`);
  const current = rule?.kind === 'venue_range' ? rule.data_type_id : undefined;
  return (
    <>
      <div className="rule-choices rule-choices-range">
        <SelectField<Values>
          name={`rules.${index}.data_type_id`}
          label={t('bulletinTypes.rules.left')}
          numeric
          options={dataTypeOptions(numeric, current, nameOf)}
        />
        <SeverityField index={index} />
        <NumberField<Values> name={`rules.${index}.min_offset`} label={t('bulletinTypes.rules.minOffset')} />
        <NumberField<Values> name={`rules.${index}.max_offset`} label={t('bulletinTypes.rules.maxOffset')} />
        <NumberField<Values> name={`rules.${index}.min`} label={t('bulletinTypes.rules.min')} />
        <NumberField<Values> name={`rules.${index}.max`} label={t('bulletinTypes.rules.max')} />
        <RemoveButton index={index} onRemove={onRemove} />
      </div>
      <p className="small text-secondary mb-2">{t('bulletinTypes.rules.rangeHint')}</p>
    </>
  );
}

/**
 * When a category or icon data type shows one of some values, a numeric one holds `relation value`:
 * what is read and its values on a first row, what must hold on a second.
 */
export function ConditionFields({ index, numeric, readable, nameOf, onRemove }: RuleFieldsProps) {
  const { t } = useTranslation();
  const form = useFormContext<Values>();
  const rule = form.watch(`rules.${index}`);
  const condition = rule?.kind === 'condition' ? rule : undefined;
  const when = condition?.when_data_type_id;
  // Another data type to read has other values: those chosen for the one before mean nothing to it.
  const readBefore = useRef(when);
  useEffect(() => {
    if (readBefore.current !== when && readBefore.current !== undefined)
      form.setValue(`rules.${index}.when_values`, [], { shouldDirty: true });
    readBefore.current = when;
  }, [when, index, form]);
  return (
    <div className="rule-choices rule-choices-condition">
      <SelectField<Values>
        name={`rules.${index}.when_data_type_id`}
        label={t('bulletinTypes.rules.when')}
        numeric
        options={dataTypeOptions(readable, when, nameOf)}
      />
      <ConditionValuesField index={index} dataType={readable.find((d) => d.id === when)} />
      <SelectField<Values>
        name={`rules.${index}.data_type_id`}
        label={t('bulletinTypes.rules.then')}
        numeric
        options={dataTypeOptions(numeric, condition?.data_type_id, nameOf)}
      />
      <RelationField name={`rules.${index}.relation`} />
      <NumberField<Values> name={`rules.${index}.value`} label={t('bulletinTypes.rules.value')} />
      <SeverityField index={index} />
      <RemoveButton index={index} onRemove={onRemove} />
    </div>
  );
}
