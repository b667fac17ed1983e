import type { NamedIcon } from '@bora/shared/value-names';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellWords } from '../sheet/cell-input.ts';

/**
 * How the editor writes cells for a person and reads what is typed or pasted: in the UI language,
 * with the icons of the bulletin's set (`useGridIcons`).
 */
export function useCellWords(icons: readonly NamedIcon[]): CellWords {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  return useMemo(() => ({ icons, language }), [icons, language]);
}
