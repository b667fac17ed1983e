import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES, type Language } from '@bora/shared/language';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export { LANGUAGES, type Language };

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'bora-language';

/**
 * Each language's texts in a chunk of their own, fetched when that language is first used, with
 * the texts the documents share (`document.` keys: headings, states, marks), written once in shared.
 */
const localeChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = language === 'en' ? import('../locales/en.json') : import('../locales/it.json');
    Promise.all([load, import('@bora/shared/document-texts')]).then(
      ([texts, { DOCUMENT_TEXTS }]) =>
        callback(null, { ...texts.default, document: DOCUMENT_TEXTS[language === 'en' ? 'en' : 'it'] }),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Settles once the UI language's texts are loaded; the app renders after it. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // An Italian agency: Italian when the browser asks for neither language.
    fallbackLng: 'it',
    // The texts are asked for at once, before the first screen's code is: a browser fetches a few
    // files at a time from one server, and texts asked for later wait behind the screen's chunks.
    initAsync: false,
    interpolation: { escapeValue: false },
    // The cookie lets the server's sign-in page speak the same language; it comes first because
    // that page can change it too. localStorage still holds the choice of earlier visits.
    detection: {
      order: ['cookie', 'localStorage', 'navigator'],
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['cookie', 'localStorage'],
      cookieMinutes: LANGUAGE_COOKIE_MAX_AGE / 60,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
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
