import { translationLanguages } from '@bora/shared/localized';
import { useId } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from './form-fields.tsx';
import './translations-fields.css';

/** A language tab's title: the language, marked (a dot, and words for a screen reader) once written. */
export function LanguageTabTitle({ language, filled }: { language: string; filled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {language}
      {filled ? <span className="visually-hidden"> {t('translations.written')}</span> : null}
      {filled ? <span aria-hidden="true"> •</span> : null}
    </>
  );
}

type TranslationsFieldsProps = {
  /** Whether the record has a short name to translate too (authorities). */
  shortName?: boolean;
};

/**
 * The record's name and description in the other content languages: one tab per language, so the
 * form stays as short as with Italian alone. A tab whose language has a text is marked.
 */
export function TranslationsFields<T extends FieldValues>({ shortName = false }: TranslationsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<T>();
  const values = (form.watch('translations' as Path<T>) ?? {}) as Record<string, Record<string, string>>;
  const filled = (language: string) => Object.values(values[language] ?? {}).some((text) => text?.trim());
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="fs-6 fw-semibold mb-1">{t('translations.legend')}</legend>
      <p className="small text-secondary mb-2" id={`${id}-hint`}>
        {t('translations.hint')}
      </p>
      <Tabs id={`${id}-tabs`} defaultActiveKey="en" className="translations-tabs mb-2" transition={false}>
        {translationLanguages.map((code) => {
          const language = t(`bulletinTypes.language.${code}`);
          const path = (field: string) => `translations.${code}.${field}` as Path<T>;
          return (
            <Tab
              key={code}
              eventKey={code}
              title={<LanguageTabTitle language={language} filled={filled(code)} />}
            >
              <TextField<T> name={path('name')} label={t('translations.name', { language })} />
              {shortName ? (
                <TextField<T> name={path('short_name')} label={t('translations.shortName', { language })} />
              ) : null}
              <TextAreaField<T>
                name={path('description')}
                label={t('translations.description', { language })}
                rows={2}
              />
            </Tab>
          );
        })}
      </Tabs>
    </fieldset>
  );
}
