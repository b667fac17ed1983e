import { comparableKind, ruleRelations, ruleSeverities } from '@bora/shared/bulletin-rules';
import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RELATION_KEYS, useRuleSentence } from '../lib/rule-sentence.ts';
import { FieldError } from './field-error.tsx';

type Values = BulletinTypeInput;

/**
 * The consistency rules of the type (tmin ≤ tmax, gust ≥ wind): each compares two of its numeric
 * data types and is an error or a warning; each reads as a sentence above its choices.
 */
export function RulesEditor({ choices }: { choices: DataType[] }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const [rules, listed] = form.watch(['rules', 'data_types']);
  const byId = new Map(choices.map((d) => [d.id, d]));
  const nameOf = (id: number) => byId.get(id)?.name ?? `#${id}`;
  const sentence = useRuleSentence(nameOf);
  const numeric = listed
    .map((d) => byId.get(d.data_type_id))
    .filter((d): d is DataType => d !== undefined && comparableKind(d.value_kind));
  // A rule naming a data type no longer offered keeps showing it, with the problem under it.
  const dataTypeOptions = (current: number | undefined) => [
    ...numeric.map((d) => ({ value: String(d.id), label: d.unit ? `${d.name} (${d.unit})` : d.name })),
    ...(current != null && !numeric.some((d) => d.id === current)
      ? [{ value: String(current), label: nameOf(current) }]
      : []),
  ];
  const [first, second] = numeric;

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
          const title = t('bulletinTypes.rules.nth', { n: index + 1 });
          return (
            <li key={field.id}>
              <fieldset className="rule-item">
                <legend className="rule-sentence">
                  {title}: {rule ? sentence(rule) : ''}
                </legend>
                <div className="rule-choices">
                  <SelectField<Values>
                    name={`rules.${index}.left_data_type_id`}
                    label={t('bulletinTypes.rules.left')}
                    numeric
                    options={dataTypeOptions(rule?.left_data_type_id)}
                  />
                  <SelectField<Values>
                    name={`rules.${index}.relation`}
                    label={t('bulletinTypes.rules.relation')}
                    options={ruleRelations.map((r) => ({
                      value: r,
                      label: t(`bulletinTypes.rules.relations.${RELATION_KEYS[r]}`),
                    }))}
                  />
                  <SelectField<Values>
                    name={`rules.${index}.right_data_type_id`}
                    label={t('bulletinTypes.rules.right')}
                    numeric
                    options={dataTypeOptions(rule?.right_data_type_id)}
                  />
                  <SelectField<Values>
                    name={`rules.${index}.severity`}
                    label={t('bulletinTypes.rules.severityLabel')}
                    options={ruleSeverities.map((s) => ({
                      value: s,
                      label: t(`bulletinTypes.rules.severityChoice.${s}`),
                    }))}
                  />
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-xs rule-remove"
                    onClick={() => remove(index)}
                    aria-label={t('bulletinTypes.rules.remove', { n: index + 1 })}
                    title={t('bulletinTypes.rules.remove', { n: index + 1 })}
                  >
                    <Icon name="it-close" className="icon-xs icon-danger" />
                  </button>
                </div>
                <FieldError name={`rules.${index}`} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError name="rules" />
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={second === undefined}
        aria-describedby={second === undefined ? `${id}-need-two` : undefined}
        onClick={() =>
          first &&
          second &&
          append(
            {
              left_data_type_id: first.id,
              relation: '<=',
              right_data_type_id: second.id,
              severity: 'error',
            },
            { shouldFocus: true },
          )
        }
      >
        <Icon name="it-plus" className="icon-sm icon-primary me-1" />
        {t('bulletinTypes.rules.add')}
      </button>
      {second === undefined ? (
        <p id={`${id}-need-two`} className="small text-secondary mt-2 mb-0">
          {t('bulletinTypes.rules.needTwo')}
        </p>
      ) : null}
    </fieldset>
  );
}
