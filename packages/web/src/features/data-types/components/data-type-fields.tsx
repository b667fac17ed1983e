import { type DataTypeInput, KIND_FIELDS, valueKinds } from '@bora/shared/data-type';
import { iconCategories } from '@bora/shared/icon';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeNameFields } from '../../../components/code-name-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import './data-types.css';
import { OptionsEditor } from './options-editor.tsx';

/** The paths of a data type form, where a server problem's field errors go. */
export const DATA_TYPE_FIELDS = [
  'code',
  'name',
  'description',
  'value_kind',
  'unit',
  'minimum',
  'maximum',
  'decimals',
  'tolerance',
  'options',
  'icon_category',
  'display_order',
  'active',
];

/** The fields of a data type: the value kind decides which of unit, bounds, decimals, options and icon category show. */
export function DataTypeFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<DataTypeInput>();
  const kind = useWatch({ control, name: 'value_kind' });
  const uses = KIND_FIELDS[kind] ?? KIND_FIELDS.text;
  useLiveCrossChecks();

  return (
    <>
      <CodeNameFields<DataTypeInput>
        labels={{
          code: t('dataTypes.field.code'),
          name: t('dataTypes.field.name'),
          description: t('dataTypes.field.description'),
        }}
      />
      <div className="row">
        <div className="col-md-6">
          <SelectField<DataTypeInput>
            name="value_kind"
            label={t('dataTypes.field.value_kind')}
            required
            hint={t(`dataTypes.kindHint.${kind}`)}
            options={valueKinds.map((k) => ({ value: k, label: t(`dataTypes.kind.${k}`) }))}
          />
        </div>
        {uses.unit ? (
          <div className="col-md-6">
            <TextField<DataTypeInput>
              name="unit"
              label={t('dataTypes.field.unit')}
              hint={t('dataTypes.hint.unit')}
            />
          </div>
        ) : null}
      </div>
      {uses.bounds ? (
        <div className="row">
          <div className="col-md-4">
            <NumberField<DataTypeInput> name="minimum" label={t('dataTypes.field.minimum')} />
          </div>
          <div className="col-md-4">
            <NumberField<DataTypeInput> name="maximum" label={t('dataTypes.field.maximum')} />
          </div>
          {uses.decimals ? (
            <div className="col-md-4">
              <NumberField<DataTypeInput> name="decimals" label={t('dataTypes.field.decimals')} required />
            </div>
          ) : null}
          <div className="col-md-4">
            <NumberField<DataTypeInput>
              name="tolerance"
              label={t('dataTypes.field.tolerance')}
              hint={t('dataTypes.hint.tolerance')}
            />
          </div>
        </div>
      ) : null}
      {uses.options ? <OptionsEditor /> : null}
      {uses.iconCategory ? (
        <SelectField<DataTypeInput>
          name="icon_category"
          label={t('dataTypes.field.icon_category')}
          required
          emptyAsNull
          placeholder={t('dataTypes.choose')}
          hint={t('dataTypes.hint.iconCategory')}
          options={iconCategories.map((c) => ({ value: c, label: t(`dataTypes.iconCategory.${c}`) }))}
        />
      ) : null}
      <div className="row align-items-center">
        <div className="col-md-6">
          <NumberField<DataTypeInput>
            name="display_order"
            label={t('dataTypes.field.display_order')}
            hint={t('dataTypes.hint.displayOrder')}
          />
        </div>
        <div className="col-md-6">
          <CheckboxField<DataTypeInput> name="active" label={t('dataTypes.field.active')} />
        </div>
      </div>
    </>
  );
}

/**
 * Re-checks the fields whose rule depends on another one as soon as that one changes: the maximum
 * when the minimum moves, the options when the list changes, and, when the value kind changes,
 * those of the options, decimals and icon category the person has already worked on (the others
 * are checked on save, not flagged before anyone had a chance to fill them).
 */
function useLiveCrossChecks() {
  const { watch, trigger, getFieldState } = useFormContext<DataTypeInput>();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'minimum' && getFieldState('maximum').isTouched) void trigger('maximum');
      if (name === 'options') void trigger('options');
      if (name === 'value_kind') {
        const worked = (['options', 'decimals', 'icon_category'] as const).filter((field) => {
          const state = getFieldState(field);
          return state.isTouched || state.invalid;
        });
        if (worked.length) void trigger(worked);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
}
