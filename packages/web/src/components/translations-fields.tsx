import { translationLanguages } from '@bora/shared/localized';
import { useId, useState } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from './form-fields.tsx';

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
  const [open, setOpen] = useState<(typeof translationLanguages)[number]>('en');
  const form = useFormContext<T>();
  const values = (form.watch('translations' as Path<T>) ?? {}) as Record<string, Record<string, string>>;
  const filled = (language: string) => Object.values(values[language] ?? {}).some((text) => text?.trim());
  const path = (field: string) => `translations.${open}.${field}` as Path<T>;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{t('translations.legend')}</legend>
      <p className="small text-secondary mb-2" id={`${id}-hint`}>
        {t('translations.hint')}
      </p>
      <div className="nav nav-tabs mb-2" role="tablist" aria-describedby={`${id}-hint`}>
        {translationLanguages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${id}-${language}`}
            aria-selected={open === language}
            aria-controls={`${id}-panel`}
            className={`nav-link${open === language ? ' active' : ''}`}
            onClick={() => setOpen(language)}
          >
            {t(`translations.language.${language}`)}
            {filled(language) ? <span className="visually-hidden"> {t('translations.written')}</span> : null}
            {filled(language) ? <span aria-hidden="true"> •</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${open}`} key={open}>
        <TextField<T>
          name={path('name')}
          label={t('translations.name', { language: t(`translations.language.${open}`) })}
        />
        {shortName ? (
          <TextField<T>
            name={path('short_name')}
            label={t('translations.shortName', { language: t(`translations.language.${open}`) })}
          />
        ) : null}
        <TextAreaField<T>
          name={path('description')}
          label={t('translations.description', { language: t(`translations.language.${open}`) })}
          rows={2}
        />
      </div>
    </fieldset>
  );
}
