import type { textsPutSchema } from '@bora/shared/bulletin';
import { textChanges } from '@bora/shared/bulletin-history';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { problemsOf } from './check.ts';
import { lockedDraft, type WriteRequest } from './guard.ts';
import { recordEvent } from './history-repository.ts';
import { markWritten } from './repository.ts';
import { toTexts } from './serialize.ts';
import { textsOf, upsertTexts } from './texts-repository.ts';

type TextsInput = z.infer<typeof textsPutSchema>['texts'];

/**
 * Writes a draft's texts (title, synopsis, venue notes) in the languages given, all or nothing:
 * each language must be one of the type's, each noted venue one of its venues. Answers also the
 * languages that changed (`languages`), for the live channel.
 */
export async function writeTexts(db: Db, id: number, texts: TextsInput, request: WriteRequest) {
  return db.transaction(async (tx) => {
    const { view, loaded } = await lockedDraft(tx, id, request);
    const languages = new Set(loaded.composition.languages);
    const venues = new Set(loaded.composition.venues.map((v) => String(v.id)));
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    texts.forEach((text, index) => {
      if (!languages.has(text.language))
        errors[`texts.${index}.language`] = [`The bulletin type is written in ${[...languages].join(', ')}.`];
      else if (seen.has(text.language)) errors[`texts.${index}.language`] = ['This language is given twice.'];
      seen.add(text.language);
      for (const venue of Object.keys(text.venue_notes))
        if (!venues.has(venue))
          errors[`texts.${index}.venue_notes.${venue}`] = ['This venue is not in the bulletin type.'];
    });
    if (Object.keys(errors).length)
      throw new ValidationFailed(errors, 'Some texts are not valid: nothing was saved.');
    // A blank venue note is no note.
    const incoming = texts.map((t) => ({
      ...t,
      venue_notes: Object.fromEntries(Object.entries(t.venue_notes).filter(([, note]) => note !== '')),
    }));
    const asked = new Set(incoming.map((t) => t.language));
    const stored = toTexts(await textsOf(tx, id)).filter((t) => asked.has(t.language));
    const changes = textChanges(stored, incoming);
    const changed = incoming.filter((t) => changes.some((c) => c.language === t.language));
    let revision = view.bulletin.revision;
    if (changed.length) {
      await upsertTexts(
        tx,
        changed.map((t) => ({
          bulletinId: id,
          language: t.language,
          title: t.title,
          synopsis: t.synopsis,
          venueNotes: t.venue_notes,
        })),
      );
      revision = await markWritten(tx, id, request.actor);
      await recordEvent(tx, {
        bulletinId: id,
        kind: 'texts',
        actorId: request.actor?.id ?? null,
        actorUsername: request.actor?.username ?? '',
        revision,
        details: { texts: changes },
      });
    }
    const written = new Set(changed.map((t) => t.language));
    // The texts' problems alone: the cells are not read, their problems are not asked here.
    const problems = problemsOf(loaded, [], toTexts(await textsOf(tx, id)), view.bulletin.issueDate).filter(
      (p) => p.language && written.has(p.language),
    );
    return { revision, changed: changed.length, problems, languages: [...written] };
  });
}
