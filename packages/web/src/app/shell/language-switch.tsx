import { languageSwitchLabel } from '@bora/shared/language';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES } from '../../lib/i18n.ts';

/** IT / EN buttons; the detector caches the choice in localStorage, so it is kept between visits. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <fieldset className="language-switch btn-group" aria-label={t('header.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="btn btn-sm"
          aria-pressed={language === active}
          aria-label={languageSwitchLabel(language)}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
