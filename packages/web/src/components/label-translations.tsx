import { translationLanguages } from '@bora/shared/localized';
import { useId } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields.tsx';
import { LanguageTabTitle } from './translations-fields.tsx';
import './translations-fields.css';

type Labelled = { label?: string; translations?: Partial<Record<string, { label?: string }>> };

type LabelTranslationsProps = {
  /** The form's list of labelled rows: a bulletin type's `slots`, a data type's `options`. */
  name: string;
  /** The rows' keys, so that a moved row's fields move with it. */
  keys: readonly string[];
  legend: string;
  hint: string;
  /** The field's label for a row in a language ("English label of slot 1 (Mattina)"). */
  fieldLabel: (language: string, index: number, row: Labelled) => string;
};

/**
 * The labels of a list's rows in the other content languages, as the reference forms offer their
 * names: one tab per language, a field per row, so the list stays as short as with Italian alone.
 * A tab whose language has a label is marked; a label left empty reads in Italian.
 */
export function LabelTranslations<T extends FieldValues>({
  name,
  keys,
  legend,
  hint,
  fieldLabel,
}: LabelTranslationsProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<T>();
  const rows = (form.watch(name as Path<T>) ?? []) as Labelled[];
  if (rows.length === 0) return null;
  const filled = (language: string) => rows.some((row) => row.translations?.[language]?.label?.trim());
  return (
    <fieldset className="mt-3 mb-3" aria-describedby={`${id}-hint`}>
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      <p className="small text-secondary mb-2" id={`${id}-hint`}>
        {hint}
      </p>
      <Tabs id={`${id}-tabs`} defaultActiveKey="en" className="translations-tabs mb-2" transition={false}>
        {translationLanguages.map((code) => {
          const language = t(`bulletinTypes.language.${code}`);
          return (
            <Tab
              key={code}
              eventKey={code}
              title={<LanguageTabTitle language={language} filled={filled(code)} />}
            >
              {rows.map((row, index) => (
                <TextField<T>
                  key={keys[index] ?? index}
                  name={`${name}.${index}.translations.${code}.label` as Path<T>}
                  label={fieldLabel(language, index, row)}
                />
              ))}
            </Tab>
          );
        })}
      </Tabs>
    </fieldset>
  );
}
