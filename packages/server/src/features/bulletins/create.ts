import { addDays, instantAt } from '@bora/shared/agency-time';
import type { BulletinCreate } from '@bora/shared/bulletin';
import { onCalendarOf } from '@bora/shared/bulletin-calendar';
import { canWriteBulletinsOf, type Viewer } from '@bora/shared/permissions';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, NotAuthenticated, ValidationFailed } from '../../lib/errors.ts';
import { insertCells, valuesOf } from './cells-repository.ts';
import { type LoadedComposition, loadComposition } from './composition.ts';
import { recordEvent } from './history-repository.ts';
import { detailOf } from './reading.ts';
import {
  findBulletinView,
  findIssue,
  findPrevious,
  insertBulletin,
  nationalAuthorityId,
} from './repository.ts';
import { insertTexts, textsOf } from './texts-repository.ts';

/** The authority a type's bulletins belong to: its owner, or for a national type the national authority. */
async function owningAuthority(db: Db, loaded: LoadedComposition): Promise<number> {
  if (loaded.type.authorityId !== null) return loaded.type.authorityId;
  const id = await nationalAuthorityId(db);
  if (id === undefined)
    throw new Conflict(
      'National bulletins belong to the authority of kind national, and there is none: create it first.',
      { code: 'no_national_authority' },
    );
  return id;
}

/**
 * Creates the bulletin of a type for a date, empty or carried over from the type's previous
 * bulletin: its values move by the days between the two issue dates where they still fall within
 * the horizon (and the type still has their venue, slot and data type), marked `copied`; its texts
 * are copied; nothing of its workflow is.
 */
export async function createBulletin(
  db: Db,
  input: BulletinCreate,
  viewer: Viewer,
  actor: AuditActor,
  timeZone: string,
) {
  if (!viewer) throw new NotAuthenticated();
  const loaded = await loadComposition(db, input.bulletin_type_id);
  if (!loaded) throw new ValidationFailed({ bulletin_type_id: ['There is no such bulletin type.'] });
  if (!loaded.type.active)
    throw new ValidationFailed({
      bulletin_type_id: ['This bulletin type is not active: activate it first.'],
    });
  const authorityId = await owningAuthority(db, loaded);
  if (!canWriteBulletinsOf(viewer, authorityId))
    throw new Forbidden('Only members of the authority that owns this bulletin type write its bulletins.');
  return db.transaction(async (tx) => {
    const [existing] = await findIssue(tx, loaded.type.id, input.issue_date);
    if (existing)
      throw new Conflict(
        `The bulletin ${loaded.type.code} of ${input.issue_date} exists already (#${existing.id}, ${existing.status}).`,
        {
          code: 'bulletin_exists',
          params: { id: existing.id, status: existing.status, issue_date: input.issue_date },
        },
        { issue_date: [`A bulletin for this date exists already: #${existing.id}.`] },
      );
    const now = new Date();
    const row = await insertBulletin(tx, {
      bulletinTypeId: loaded.type.id,
      authorityId,
      issueDate: input.issue_date,
      validFrom: instantAt(input.issue_date, '00:00', timeZone),
      validTo: instantAt(addDays(input.issue_date, loaded.composition.days), '00:00', timeZone),
      authorId: actor?.id ?? null,
      lastEditorId: actor?.id ?? null,
      lastEditedAt: now,
    });
    const carried =
      input.copy_from === 'previous' ? await carryOver(tx, loaded, row.id, input.issue_date, actor) : null;
    await recordEvent(tx, {
      bulletinId: row.id,
      kind: 'create',
      actorId: actor?.id ?? null,
      actorUsername: actor?.username ?? '',
      toStatus: 'draft',
      revision: row.revision,
      details: carried ? { copied_from_id: carried.fromId, copied_cells: carried.cells } : null,
    });
    const view = await findBulletinView(tx, row.id);
    if (!view) throw new Error('the new bulletin is gone');
    const detail = await detailOf(tx, view, viewer, actor);
    return { ...detail, copied_cells: carried?.cells ?? 0, copied_from_id: carried?.fromId ?? null };
  });
}

async function carryOver(
  tx: Db,
  loaded: LoadedComposition,
  bulletinId: number,
  issueDate: string,
  actor: AuditActor,
) {
  const previous = await findPrevious(tx, loaded.type.id, issueDate);
  if (!previous) return { fromId: null, cells: 0 };
  const { composition } = loaded;
  const venues = new Set(composition.venues.map((v) => v.id));
  const slots = new Set(composition.slots.map((s) => s.code));
  const dataTypes = new Set(composition.data_types.map((d) => d.id));
  const values = onCalendarOf(
    await valuesOf(tx, previous.id),
    previous.issueDate,
    issueDate,
    composition.days,
  )
    .filter((v) => venues.has(v.venueId) && slots.has(v.slot) && dataTypes.has(v.dataTypeId))
    .map((v) => ({
      bulletinId,
      venueId: v.venueId,
      day: v.day,
      slot: v.slot,
      dataTypeId: v.dataTypeId,
      value: v.value,
      note: v.note,
      source: 'copied' as const,
      origin: `bulletin ${previous.id}`,
      updatedById: actor?.id ?? null,
    }));
  await insertCells(tx, values);
  const languages = new Set(composition.languages);
  await insertTexts(
    tx,
    (await textsOf(tx, previous.id))
      .filter((t) => languages.has(t.language))
      .map((t) => ({
        bulletinId,
        language: t.language,
        title: t.title,
        synopsis: t.synopsis,
        venueNotes: t.venueNotes,
      })),
  );
  return { fromId: previous.id, cells: values.length };
}
