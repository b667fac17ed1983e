import { z } from 'zod';
import { type ContentLanguage, contentLanguages } from './content-languages.ts';
import { textSchema } from './text-fields.ts';

/**
 * The languages a record's name and description are translated into: every content language but
 * the first (Italian), whose texts are the record's own `name` and `description`.
 */
export const translationLanguages = contentLanguages.slice(1) as Exclude<ContentLanguage, 'it'>[];
export type TranslationLanguage = Exclude<ContentLanguage, 'it'>;

const translatedName = textSchema.trim().max(200, 'At most 200 characters.');
const translatedDescription = textSchema.trim().max(5000, 'At most 5000 characters.');
const translatedShortName = textSchema.trim().max(60, 'At most 60 characters.');

const TRANSLATIONS_DESCRIPTION =
  'The name and description in the other content languages (en, de, fr, sl), each optional: a ' +
  'language left out, or a text left blank, has none, and readers of that language see the ' +
  'Italian `name` and `description`.';

export const NOT_A_TRANSLATION_LANGUAGE =
  'Not a language of translations: en, de, fr or sl (the Italian texts are the record’s own name and description).';

type TextsIn<T extends z.ZodRawShape> = Partial<
  Record<TranslationLanguage, Partial<Record<keyof T, string>>>
>;

function translationsOf<T extends z.ZodRawShape>(texts: T) {
  const inOneLanguage = z.object(texts).partial().optional();
  const languages = Object.fromEntries(translationLanguages.map((l) => [l, inOneLanguage])) as Record<
    TranslationLanguage,
    typeof inOneLanguage
  >;
  // Other keys are let through to be refused each on its own path, where a record would refuse them on its own.
  return z
    .looseObject(languages)
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value))
        if (!(translationLanguages as string[]).includes(key))
          ctx.addIssue({ code: 'custom', path: [key], message: NOT_A_TRANSLATION_LANGUAGE });
    })
    .default({})
    .meta({ description: TRANSLATIONS_DESCRIPTION }) as unknown as z.ZodDefault<z.ZodType<TextsIn<T>>>;
}

/** A record's name and description per language besides Italian. */
export const translationsSchema = translationsOf({
  name: translatedName,
  description: translatedDescription,
});
export type Translations = z.output<typeof translationsSchema>;

/** An authority's name, short name and description per language besides Italian. */
export const authorityTranslationsSchema = translationsOf({
  name: translatedName,
  short_name: translatedShortName,
  description: translatedDescription,
});
export type AuthorityTranslations = z.output<typeof authorityTranslationsSchema>;

type TranslatedText = 'name' | 'short_name' | 'description';
type Translated = { translations?: Partial<Record<string, Partial<Record<TranslatedText, string>>>> };

/** The translations as they are stored: blank texts and languages left with none dropped. */
export function withoutBlanks<T extends object>(translations: T): T {
  const kept: Record<string, Record<string, string>> = {};
  for (const [language, texts] of Object.entries(translations)) {
    const entries = Object.entries((texts ?? {}) as Record<string, string | undefined>);
    const filled = entries.filter(([, text]) => text !== undefined && text.trim() !== '');
    if (filled.length) kept[language] = Object.fromEntries(filled) as Record<string, string>;
  }
  return kept as T;
}

/**
 * A record's text in `language`: its translation when there is one, else its own (Italian) text.
 * Every screen, document and message that names reference data reads it through this function.
 */
export function localized<R extends Translated & Partial<Record<TranslatedText, string>>>(
  record: R,
  field: TranslatedText,
  language: string,
): string {
  const translated = language === 'it' ? undefined : record.translations?.[language]?.[field];
  return translated?.trim() ? translated : (record[field] ?? '');
}

/** A record's name in `language`, falling back to its Italian name. */
export function localizedName<R extends Translated & { name: string }>(record: R, language: string): string {
  return localized(record, 'name', language);
}

/** A record's description in `language`, falling back to its Italian description. */
export function localizedDescription<R extends Translated & { description: string }>(
  record: R,
  language: string,
): string {
  return localized(record, 'description', language);
}

/** Every name a record goes by, Italian first: what a person may type or paste for it. */
export function allNames<R extends Translated & { name: string }>(record: R): string[] {
  const names = [record.name];
  for (const language of translationLanguages) {
    const name = record.translations?.[language]?.name;
    if (name?.trim()) names.push(name);
  }
  return names;
}
