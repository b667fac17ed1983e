import { z } from 'zod';
import { type TranslationLanguage, translationLanguages } from './localized.ts';
import { textSchema } from './text-fields.ts';

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

/** Texts per language besides Italian, each optional; other keys are refused each on its own path. */
function languagesOf<T extends z.ZodRawShape>(texts: T) {
  const inOneLanguage = z.object(texts).partial().optional();
  const languages = Object.fromEntries(translationLanguages.map((l) => [l, inOneLanguage])) as Record<
    TranslationLanguage,
    typeof inOneLanguage
  >;
  // Other keys are let through to be refused each on its own path, where a record would refuse them on its own.
  return z.looseObject(languages).superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (!(translationLanguages as string[]).includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: NOT_A_TRANSLATION_LANGUAGE });
  }) as unknown as z.ZodType<TextsIn<T>>;
}

function translationsOf<T extends z.ZodRawShape>(texts: T) {
  return languagesOf(texts)
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

/**
 * A label's texts per language besides Italian (the record's own `label`). Without a default: a
 * time slot or an option stored before its label was translated reads, and is answered, as it was,
 * with none.
 */
function labelTranslationsOf(most: number) {
  return languagesOf({
    label: textSchema.trim().max(most, `At most ${most} characters.`),
  }).meta({
    description:
      'The label in the other content languages (en, de, fr, sl), each optional: readers of a language without one see the Italian `label`.',
  });
}

/** A time slot's label per language besides Italian. */
export const slotTranslationsSchema = labelTranslationsOf(60);
export type SlotTranslations = z.output<typeof slotTranslationsSchema>;

/** A category option's label per language besides Italian. */
export const optionTranslationsSchema = labelTranslationsOf(100);
export type OptionTranslations = z.output<typeof optionTranslationsSchema>;
