import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import it from '../locales/it.json';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'bora-language';

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { it: { translation: it }, en: { translation: en } },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // An Italian agency: Italian when the browser asks for neither language.
    fallbackLng: 'it',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    initAsync: false,
  });

function syncHtmlLang(language: string | undefined) {
  if (language) document.documentElement.lang = language;
}
syncHtmlLang(i18n.resolvedLanguage);
i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));

/** The UI language, one of LANGUAGES. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'it';
}
