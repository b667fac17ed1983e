import type { BulletinSummary } from '@bora/shared/bulletin';
import { localizedTitle } from '@bora/shared/localized';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n.ts';

type Titled = Pick<BulletinSummary, 'title' | 'bulletin_type'> & Partial<Pick<BulletinSummary, 'titles'>>;

/**
 * What a bulletin is called in lists and cards, in `language`: its title in it, else its Italian
 * title, else its type's name in that language until a title is written.
 */
export function bulletinTitle(bulletin: Titled, language: string): string {
  return localizedTitle(bulletin, language);
}

/** `bulletinTitle` in the UI's language, re-rendered when the language changes. */
export function useBulletinTitle(): (bulletin: Titled) => string {
  useTranslation();
  const language = currentLanguage();
  return (bulletin) => bulletinTitle(bulletin, language);
}
