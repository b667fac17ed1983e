import { i18n } from './i18n.ts';

/**
 * Translates a validation message that comes, in English, from the shared schemas or the server.
 * The locale's `messages` table maps the English sentence to its translation; unknown ones pass through.
 */
export function translateMessage(message: string): string {
  const table = i18n.getResource(i18n.resolvedLanguage ?? 'it', 'translation', 'messages') as
    | Record<string, string>
    | undefined;
  return table?.[message] ?? message;
}
