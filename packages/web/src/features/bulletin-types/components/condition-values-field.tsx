import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { useIconChoices } from '../api/composition-choices.ts';
import { errorId, FieldError, useFieldError } from './field-error.tsx';

type Values = BulletinTypeInput;

/** The problem of one listed value (the server's: not an option, not in the icon set), with its name. */
function ValueError({ name, label }: { name: string; label: string }) {
  const message = useFieldError(name);
  if (!message) return null;
  return (
    <div id={errorId(name)} className="invalid-feedback d-block" role="alert">
      {label}: {message}
    </div>
  );
}

/**
 * The values that make a condition apply, ticked among the options of a category data type or the
 * icons of the type's set (of the data type's icon category). A value listed that is no longer
 * among them stays, ticked, so that it can be unticked and its problem read.
 */
export function ConditionValuesField({ index, dataType }: { index: number; dataType: DataType | undefined }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const form = useFormContext<Values>();
  const name = `rules.${index}.when_values` as const;
  const { field } = useController<Values, typeof name>({ name });
  const iconSetId = form.watch('icon_set_id');
  const icons = useIconChoices(iconSetId, dataType?.value_kind === 'icon');
  const offered =
    dataType?.value_kind === 'icon'
      ? (icons.data ?? [])
          .filter((i) => !dataType.icon_category || i.category === dataType.icon_category)
          .map((i) => ({ code: i.code, label: i.name }))
      : (dataType?.options ?? []).map((o) => ({ code: o.code, label: local.optionLabel(o) }));
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const choices = [
    ...offered,
    ...chosen.filter((code) => !offered.some((o) => o.code === code)).map((code) => ({ code, label: code })),
  ];
  const problem = useFieldError(name);
  const toggle = (code: string, on: boolean) =>
    field.onChange(on ? [...chosen, code] : chosen.filter((value) => value !== code));

  return (
    <fieldset
      className="rule-values"
      aria-describedby={problem ? errorId(name) : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend className="rule-values-legend">{t('bulletinTypes.rules.whenValues')}</legend>
      {dataType === undefined ? (
        <p className="small text-secondary mb-0">{t('bulletinTypes.rules.chooseWhenFirst')}</p>
      ) : icons.isPending && dataType.value_kind === 'icon' ? (
        <p className="small text-secondary mb-0">{t('common.loading')}</p>
      ) : (
        <ul className="rule-values-list list-unstyled mb-0">
          {choices.map((choice) => (
            <li key={choice.code} className="form-check">
              <input
                id={`${id}-${choice.code}`}
                type="checkbox"
                checked={chosen.includes(choice.code)}
                onChange={(event) => toggle(choice.code, event.target.checked)}
                onBlur={field.onBlur}
              />
              <label htmlFor={`${id}-${choice.code}`}>{choice.label}</label>
            </li>
          ))}
        </ul>
      )}
      <FieldError name={name} />
      {chosen.map((code, position) => (
        <ValueError
          key={code}
          name={`${name}.${position}`}
          label={choices.find((c) => c.code === code)?.label ?? code}
        />
      ))}
    </fieldset>
  );
}
