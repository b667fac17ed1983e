import { localized } from '@bora/shared/localized';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

type Named = Parameters<typeof localized>[0];

/**
 * The names and descriptions of reference data in the reader's language (the UI's), falling back
 * to the Italian text; re-rendered when the language changes.
 */
export function useLocalized() {
  useTranslation();
  const language = currentLanguage();
  return {
    language,
    name: (record: Named & { name: string }) => localized(record, 'name', language),
    description: (record: Named & { description: string }) => localized(record, 'description', language),
    shortName: (record: Named & { short_name: string }) => localized(record, 'short_name', language),
    slotLabel: (slot: Named & { label: string }) => localized(slot, 'label', language),
    optionLabel: (option: Named & { label: string }) => localized(option, 'label', language),
  };
}
