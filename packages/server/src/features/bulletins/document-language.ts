import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@bora/shared/document-texts';
import { z } from 'zod';

/** The query of a bulletin's documents: `?lang=it|en`, anything else a 400 naming `lang`. */
export const documentQuerySchema = z.object({
  lang: z.enum(DOCUMENT_LANGUAGES, { error: 'Choose it or en.' }).optional().meta({
    description:
      'The document’s language; without it, the request’s Accept-Language, else the type’s first language.',
  }),
});

/**
 * The language of the `Accept-Language` header (RFC 9110 §12.5.4) that documents are written in,
 * the most wanted first (`q`), or null when it asks for neither Italian nor English.
 */
export function acceptedLanguage(header: string | undefined): DocumentLanguage | null {
  let best: DocumentLanguage | null = null;
  let bestWeight = 0;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const language = range.split('-')[0];
    if (language !== 'it' && language !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

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
  const accepted = acceptedLanguage(acceptLanguage);
  if (accepted) return accepted;
  return typeLanguages[0] === 'en' ? 'en' : 'it';
}
