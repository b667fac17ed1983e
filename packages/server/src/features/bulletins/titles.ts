import { renderTitle } from '@bora/shared/title-template';
import type { Db } from '../../db/client.ts';
import type { LoadedComposition } from './composition.ts';
import { writeTitles } from './texts-repository.ts';

/**
 * Gives a new bulletin the titles its type's templates make for its issue date, in each of the
 * type's languages that has one, over any title carried from another bulletin (whose date would be
 * that bulletin's); its synopsis and notes stay as they came. A language without a template keeps
 * what it has.
 */
export async function titlesFromTemplates(
  tx: Db,
  loaded: LoadedComposition,
  bulletinId: number,
  issueDate: string,
): Promise<void> {
  const templates: Record<string, string> = loaded.type.titleTemplates;
  const facts = { issueDate, days: loaded.composition.days, typeName: loaded.type.name };
  await writeTitles(
    tx,
    loaded.composition.languages.flatMap((language) => {
      const template = templates[language];
      return template ? [{ bulletinId, language, title: renderTitle(template, language, facts) }] : [];
    }),
  );
}
