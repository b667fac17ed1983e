import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@bora/shared/document-texts';
import { z } from 'zod';
import { askedLanguage } from '../../lib/html.ts';

/** The query of a bulletin's documents: `?lang=it|en`, anything else a 400 naming `lang`. */
export const documentQuerySchema = z.object({
  lang: z.enum(DOCUMENT_LANGUAGES, { error: 'Choose it or en.' }).optional().meta({
    description:
      'The document’s language; without it, the request’s Accept-Language, else the type’s first language.',
  }),
});

/**
 * The language a bulletin's document (CSV, PDF) is written in: `lang` when given, else the one the
 * request's Accept-Language prefers, else the bulletin type's first content language (Italian when
 * that is neither: documents are written in the languages of Bora's screens).
 */
export function documentLanguage(
  lang: DocumentLanguage | undefined,
  acceptLanguage: string | undefined,
  typeLanguages: readonly string[],
): DocumentLanguage {
  if (lang) return lang;
  const accepted = askedLanguage(acceptLanguage);
  if (accepted) return accepted;
  return typeLanguages[0] === 'en' ? 'en' : 'it';
}
