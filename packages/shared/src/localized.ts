/**
 * Reading the translations of reference data: without zod, so that any screen may name a record in
 * its reader's language without loading the schemas (`translations.ts` has those).
 */
import type { ContentLanguage } from './content-languages.ts';
import { contentLanguages } from './content-languages.ts';

/**
 * The languages a record's name and description are translated into: every content language but
 * the first (Italian), whose texts are the record's own `name` and `description`.
 */
export const translationLanguages = contentLanguages.slice(1) as Exclude<ContentLanguage, 'it'>[];
export type TranslationLanguage = Exclude<ContentLanguage, 'it'>;

type TranslatedText = 'name' | 'short_name' | 'description' | 'label';
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

function allTexts<R extends Translated & Partial<Record<TranslatedText, string>>>(
  record: R,
  field: TranslatedText,
): string[] {
  const texts = [record[field] ?? ''];
  for (const language of translationLanguages) {
    const text = record.translations?.[language]?.[field];
    if (text?.trim()) texts.push(text);
  }
  return texts;
}

/** Every name a record goes by, Italian first: what a person may type or paste for it. */
export function allNames<R extends Translated & { name: string }>(record: R): string[] {
  return allTexts(record, 'name');
}

/**
 * Every label a time slot or a category's option goes by, Italian first: what a file written in any
 * language names it by, and what a person may type or paste for it.
 */
export function allLabels<L extends Translated & { label: string }>(labelled: L): string[] {
  return allTexts(labelled, 'label');
}

/**
 * A time slot's or a category's option's label in `language`, falling back to its Italian label:
 * the grid, the documents, the feeds and the e-mails name a slot through this function, and
 * `valueText` an option.
 */
export function localizedLabel<L extends Translated & { label: string }>(
  labelled: L,
  language: string,
): string {
  return localized(labelled, 'label', language);
}

/** What a bulletin is named by in a list: its titles by language, and its type. */
type Titled = {
  titles?: Partial<Record<string, string>>;
  /** The title in the type's first language: what answers made before `titles` carry alone. */
  title?: string;
  bulletin_type: Translated & { name: string };
};

/**
 * A bulletin's title for a reader of `language`: its title in that language, else its Italian
 * title, else its type's name in that language (a bulletin whose titles are not written yet).
 */
export function localizedTitle(bulletin: Titled, language: string): string {
  return writtenTitle(bulletin, language) || localizedName(bulletin.bulletin_type, language);
}

/** A bulletin's title as written for a reader of `language` (else its Italian one); '' when none is. */
export function writtenTitle(bulletin: Pick<Titled, 'titles' | 'title'>, language: string): string {
  const titles = bulletin.titles ?? {};
  return titles[language]?.trim() || titles.it?.trim() || bulletin.title?.trim() || '';
}
