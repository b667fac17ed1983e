import { type ConsistencyRule, comparableKind, conditionKind } from '@bora/shared/bulletin-rules';
import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useRuleSentence } from '../lib/rule-sentence.ts';
import { FieldError } from './field-error.tsx';
import { CompareFields, ConditionFields, RangeFields, type RuleFieldsProps } from './rule-fields.tsx';
import { useRuleNames } from './use-rule-names.ts';

type Values = BulletinTypeInput;

const FIELDS = { compare: CompareFields, venue_range: RangeFields, condition: ConditionFields } as const;

/** One way to add a rule: its button, and what the type lacks while it cannot be added. */
function AddRule({ label, need, onAdd }: { label: string; need: string | null; onAdd: () => void }) {
  const id = useId();
  return (
    <div className="rule-add">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={need !== null}
        aria-describedby={need !== null ? id : undefined}
        onClick={onAdd}
      >
        <Icon name="it-plus" className="icon-sm icon-primary me-1" />
        {label}
      </button>
      {need !== null ? (
        <p id={id} className="small text-secondary mt-1 mb-0">
          {need}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The consistency rules of the type, of three kinds: a comparison of two numeric data types (tmin ≤
 * tmax), a range of one relative to the venue's elevation (the snow level), a condition (no
 * precipitation under a clear sky). Each is an error or a warning and reads as a sentence above its
 * fields.
 */
export function RulesEditor({ choices }: { choices: DataType[] }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const [rules, listed, iconSetId] = form.watch(['rules', 'data_types', 'icon_set_id']);
  const byId = new Map(choices.map((d) => [d.id, d]));
  const names = useRuleNames(choices, iconSetId, rules);
  const sentence = useRuleSentence(names);
  const inType = listed.map((d) => byId.get(d.data_type_id)).filter((d): d is DataType => d !== undefined);
  const numeric = inType.filter((d) => comparableKind(d.value_kind));
  const readable = inType.filter((d) => conditionKind(d.value_kind));
  const [first, second] = numeric;
  const add = (rule: ConsistencyRule) => append(rule, { shouldFocus: true });

  return (
    <fieldset className="composition-part" aria-describedby={`${id}-lead`}>
      <legend className="h5">{t('bulletinTypes.rules.title')}</legend>
      <p id={`${id}-lead`} className="small text-secondary">
        {t('bulletinTypes.rules.lead')}
      </p>
      {fields.length === 0 ? <p>{t('bulletinTypes.rules.none')}</p> : null}
      <ol className="composition-list">
        {fields.map((field, index) => {
          const rule = rules[index];
          const Fields = FIELDS[rule?.kind ?? 'compare'] ?? CompareFields;
          const props: RuleFieldsProps = {
            index,
            numeric,
            readable,
            nameOf: names.dataType,
            onRemove: () => remove(index),
          };
          return (
            <li key={field.id}>
              <fieldset className="rule-item">
                <legend className="rule-sentence">
                  {t('bulletinTypes.rules.nth', { n: index + 1 })}: {rule ? sentence(rule) : ''}
                </legend>
                <Fields {...props} />
                <FieldError name={`rules.${index}`} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError name="rules" />
      <div className="rule-adds">
        <AddRule
          label={t('bulletinTypes.rules.addCompare')}
          need={second === undefined ? t('bulletinTypes.rules.needTwo') : null}
          onAdd={() =>
            first &&
            second &&
            add({
              kind: 'compare',
              left_data_type_id: first.id,
              relation: '<=',
              right_data_type_id: second.id,
              severity: 'error',
            })
          }
        />
        <AddRule
          label={t('bulletinTypes.rules.addRange')}
          need={first === undefined ? t('bulletinTypes.rules.needOne') : null}
          onAdd={() =>
            first &&
            add({
              kind: 'venue_range',
              data_type_id: first.id,
              min_offset: null,
              max_offset: null,
              min: null,
              max: null,
              severity: 'warning',
            })
          }
        />
        <AddRule
          label={t('bulletinTypes.rules.addCondition')}
          need={
            first === undefined || readable[0] === undefined ? t('bulletinTypes.rules.needCondition') : null
          }
          onAdd={() =>
            first &&
            readable[0] &&
            add({
              kind: 'condition',
              when_data_type_id: readable[0].id,
              when_values: [],
              data_type_id: first.id,
              relation: '=',
              value: 0,
              severity: 'warning',
            })
          }
        />
      </div>
    </fieldset>
  );
}
