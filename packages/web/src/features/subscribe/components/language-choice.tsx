import { DOCUMENT_LANGUAGES } from '@bora/shared/document-texts';
import type { SubscriptionInput } from '@bora/shared/subscription';
import { useTranslation } from 'react-i18next';
import { useFieldState } from '../../../components/form-fields.tsx';

/** The language the e-mails are written in: Italian or English, side by side. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { form, ids, message } = useFieldState<SubscriptionInput>('language');
  return (
    <fieldset className="mb-4" aria-describedby={message ? ids.error : `${ids.id}-hint`}>
      <legend className="h5">{t('subscribe.form.language')}</legend>
      <p id={`${ids.id}-hint`} className="small text-secondary mb-2">
        {t('subscribe.form.languageHint')}
      </p>
      {DOCUMENT_LANGUAGES.map((language) => (
        <div key={language} className="form-check form-check-inline">
          <input id={`${ids.id}-${language}`} type="radio" value={language} {...form.register('language')} />
          <label htmlFor={`${ids.id}-${language}`}>{t(`bulletinTypes.language.${language}`)}</label>
        </div>
      ))}
      {message ? (
        <div id={ids.error} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      ) : null}
    </fieldset>
  );
}
