/** The languages of Bora's screens. */
export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The cookie that carries the language chosen in the app, so the server's own pages (sign-in)
 * speak it too. Readable by the page on purpose: the app writes it when the choice changes.
 */
export const LANGUAGE_COOKIE = 'bora-language';

/** How long the choice is remembered, in seconds (a year). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language named by `value` ("it", "en"), or null when it names neither. */
export function parseLanguage(value: unknown): Language | null {
  return value === 'it' || value === 'en' ? value : null;
}

const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English' };

/**
 * What a language switch announces for a language, in that language: its name with the code the
 * switch shows first ("IT, Italiano"), so a voice-control user can say what they see.
 */
export function languageSwitchLabel(language: Language): string {
  return `${language.toUpperCase()}, ${LANGUAGE_NAMES[language]}`;
}
