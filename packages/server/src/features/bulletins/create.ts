import { addDays, instantAt } from '@bora/shared/agency-time';
import type { BulletinCreate } from '@bora/shared/bulletin';
import { canWriteBulletinsOf } from '@bora/shared/permissions';
import { SYSTEM_ACTOR } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, NotAuthenticated, ValidationFailed } from '../../lib/errors.ts';
import { carryOver, copySource } from './carry-over.ts';
import { type LoadedComposition, loadComposition } from './composition.ts';
import type { WriteRequest } from './guard.ts';
import { recordEvent } from './history-repository.ts';
import { detailOf } from './reading.ts';
import { findBulletinView, findIssue, insertBulletin, nationalAuthorityId } from './repository.ts';
import { titlesFromTemplates } from './titles.ts';
import { writeLocked } from './values.ts';

/** The authority a type's bulletins belong to: its owner, or for a national type the national authority. */
export async function owningAuthority(db: Db, loaded: LoadedComposition): Promise<number> {
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
 * Creates the bulletin of a type for a date, empty or carried over from another of the type
 * (`copy_from`: the newest published before the date, or one named by id): its values move by the
 * days between the two issue dates where they still fall within the horizon (and the type still
 * has their venue, slot and data type), marked `copied`; its texts are copied; nothing of its
 * workflow is. `changes` are then written over what was carried, as `writeValues` writes them (an
 * import keeps nothing typed, as a new draft has nothing typed), in the same transaction: a
 * refused change creates nothing.
 */
export async function createBulletin(
  db: Db,
  input: Omit<BulletinCreate, 'source'> & Partial<Pick<BulletinCreate, 'source'>>,
  request: WriteRequest,
  timeZone: string,
) {
  const { viewer, actor } = request;
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
  const source = await copySource(db, loaded, input.copy_from, input.issue_date, viewer);
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
    const carried = source
      ? { fromId: source.id, cells: await carryOver(tx, loaded, source, row.id, input.issue_date, actor) }
      : null;
    // Titles come from the type's templates where it has them, never from the bulletin copied.
    await titlesFromTemplates(tx, loaded, row.id, input.issue_date);
    await recordEvent(tx, {
      bulletinId: row.id,
      kind: 'create',
      actorId: actor?.id ?? null,
      actorUsername: actor?.username ?? SYSTEM_ACTOR,
      toStatus: 'draft',
      revision: row.revision,
      details: carried ? { copied_from_id: carried.fromId, copied_cells: carried.cells } : null,
    });
    const created = await findBulletinView(tx, row.id);
    if (!created) throw new Error('the new bulletin is gone');
    const written = input.changes
      ? await writeLocked(
          tx,
          created,
          loaded,
          { ...input, source: input.source ?? 'edit', changes: input.changes },
          request,
        )
      : null;
    const view = written ? await findBulletinView(tx, row.id) : created;
    if (!view) throw new Error('the new bulletin is gone');
    const detail = await detailOf(tx, view, viewer, actor);
    return {
      ...detail,
      copied_cells: carried?.cells ?? 0,
      copied_from_id: carried?.fromId ?? null,
      written: written && {
        set: written.set,
        unchanged: written.unchanged,
        kept_manual: written.kept_manual,
        unknown: written.unknown,
        refused: written.refused,
      },
    };
  });
}
