import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { contentLanguages } from '@bora/shared/content-languages';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorId, FieldError } from './field-error.tsx';

/** The content languages, always in the same order (Italian first): a checkbox each. */
export function LanguagesField() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<BulletinTypeInput>();
  const chosen = form.watch('languages') ?? [];
  const toggle = (language: (typeof contentLanguages)[number], on: boolean) => {
    const next = contentLanguages.filter((l) => (l === language ? on : chosen.includes(l)));
    form.setValue('languages', next, { shouldDirty: true, shouldValidate: true });
    // A language the type no longer has takes its title template with it.
    const templates = form.getValues('title_templates') ?? {};
    if (!on && language in templates) {
      const { [language]: _dropped, ...kept } = templates;
      form.setValue('title_templates', kept, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint ${errorId('languages')}`}>
      <legend className="form-label fw-semibold fs-6">{t('bulletinTypes.field.languages')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {contentLanguages.map((language) => (
          <div key={language} className="form-check form-check-inline mb-0">
            <input
              id={`${id}-${language}`}
              type="checkbox"
              checked={chosen.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            <label htmlFor={`${id}-${language}`}>{t(`bulletinTypes.language.${language}`)}</label>
          </div>
        ))}
      </div>
      <small id={`${id}-hint`} className="form-text">
        {t('bulletinTypes.field.languagesHint')}
      </small>
      <FieldError name="languages" />
    </fieldset>
  );
}
