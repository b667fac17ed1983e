import type { DataTypeInput } from '@bora/shared/data-type';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LabelTranslations } from '../../../components/label-translations.tsx';
import { translateMessage } from '../../../lib/messages.ts';

/** The ordered options of a category type: code and label per row; add, remove, move up and down. */
export function OptionsEditor() {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<DataTypeInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const problem = formState.errors.options?.root?.message ?? formState.errors.options?.message;

  return (
    <fieldset className="options-editor mb-4" aria-describedby={problem ? 'options-error' : undefined}>
      <legend className="h6 fw-semibold">
        {t('dataTypes.field.options')} <span aria-hidden="true">*</span>
      </legend>
      {fields.length === 0 ? <p className="text-secondary small">{t('dataTypes.options.none')}</p> : null}
      {fields.length ? (
        <div className="options-row options-head" aria-hidden="true">
          <span />
          <span>{t('dataTypes.options.codeColumn')}</span>
          <span>{t('dataTypes.options.labelColumn')}</span>
          <span />
        </div>
      ) : null}
      <ol className="list-unstyled mb-2">
        {fields.map((field, index) => (
          <li key={field.id} className="options-row">
            <span className="options-index" aria-hidden="true">
              {index + 1}
            </span>
            <div className="options-code">
              <TextField<DataTypeInput>
                name={`options.${index}.code`}
                label={t('dataTypes.options.code', { n: index + 1 })}
              />
            </div>
            <div className="options-label">
              <TextField<DataTypeInput>
                name={`options.${index}.label`}
                label={t('dataTypes.options.label', { n: index + 1 })}
              />
            </div>
            <div className="options-buttons btn-group">
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => move(index, index - 1)}
                disabled={index === 0}
                aria-label={t('dataTypes.options.up', { n: index + 1 })}
                title={t('dataTypes.options.upShort')}
              >
                <Icon name="it-arrow-up" className="icon-sm" />
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => move(index, index + 1)}
                disabled={index === fields.length - 1}
                aria-label={t('dataTypes.options.down', { n: index + 1 })}
                title={t('dataTypes.options.downShort')}
              >
                <Icon name="it-arrow-down" className="icon-sm" />
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => remove(index)}
                aria-label={t('dataTypes.options.remove', { n: index + 1 })}
                title={t('dataTypes.options.removeShort')}
              >
                <Icon name="it-delete" className="icon-sm icon-danger" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {problem ? (
        <div id="options-error" className="invalid-feedback d-block mb-2" role="alert">
          {translateMessage(problem)}
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => append({ code: '', label: '', translations: {} })}
      >
        <Icon name="it-plus" className="icon-sm icon-primary me-1" />
        {t('dataTypes.options.add')}
      </button>
      <LabelTranslations<DataTypeInput>
        name="options"
        keys={fields.map((field) => field.id)}
        legend={t('dataTypes.options.translations')}
        hint={t('dataTypes.options.translationsHint')}
        fieldLabel={(language, index, option) =>
          t('dataTypes.options.labelIn', {
            language,
            n: index + 1,
            label: option.label || t('dataTypes.options.nth', { n: index + 1 }),
          })
        }
      />
    </fieldset>
  );
}
