import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The content language a bulletin's texts and venue notes are shown in, and the way to change it:
 * at first the UI's language when the bulletin is written in it, else its first language.
 */
export function useContentLanguage(languages: readonly string[]) {
  const { i18n } = useTranslation();
  return useState(() =>
    languages.includes(i18n.resolvedLanguage ?? '')
      ? (i18n.resolvedLanguage as string)
      : (languages[0] ?? 'it'),
  );
}
