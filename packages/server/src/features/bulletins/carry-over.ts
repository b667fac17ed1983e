import type { CopyFrom } from '@bora/shared/bulletin';
import { carriedOver } from '@bora/shared/bulletin-copy';
import type { Viewer } from '@bora/shared/permissions';
import { carriedOrigin } from '@bora/shared/value-origin';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { cellRow, cellsOf, insertCells } from './cells-repository.ts';
import type { LoadedComposition } from './composition.ts';
import { type BulletinRow, findBulletinView, findPrevious } from './repository.ts';
import { insertTexts, textsOf } from './texts-repository.ts';
import { isVisibleTo } from './visibility.ts';

/**
 * The bulletin a new one of the type for the date is copied from, as `copy_from` names it, or null
 * to start empty (also when `"previous"` finds no published bulletin before the date). A named one
 * must be a bulletin the viewer may read (else 404, as if it did not exist) of the same type (400).
 */
export async function copySource(
  db: Db,
  loaded: LoadedComposition,
  copyFrom: CopyFrom,
  issueDate: string,
  viewer: Viewer,
): Promise<BulletinRow | null> {
  if (copyFrom === null) return null;
  if (copyFrom === 'previous') return (await findPrevious(db, loaded.type.id, issueDate)) ?? null;
  const id = copyFrom.bulletin_id;
  const view = await findBulletinView(db, id);
  if (!view || !isVisibleTo(view, viewer))
    throw new HttpError(
      404,
      'Not Found',
      `copy_from: there is no bulletin #${id}, or you may not read it.`,
      { copy_from: ['There is no such bulletin to copy from.'] },
      { code: 'copy_source_missing', params: { id } },
    );
  if (view.bulletin.bulletinTypeId !== loaded.type.id)
    throw new HttpError(
      400,
      'Validation failed',
      `copy_from: bulletin #${id} is of another type (${view.typeCode}); a bulletin is copied from one of its own type.`,
      { copy_from: ['Copy from a bulletin of the same type.'] },
      { code: 'copy_source_other_type', params: { id } },
    );
  return view.bulletin;
}

/**
 * Copies `source` into the new bulletin: the cells `carriedOver` keeps (moved on the calendar,
 * within the horizon, where the type still has their venue, slot and data type), marked `copied`
 * from it with their origins kept, and its texts in the type's languages; nothing of its workflow. Answers how many cells it copied.
 */
export async function carryOver(
  tx: Db,
  loaded: LoadedComposition,
  source: BulletinRow,
  bulletinId: number,
  issueDate: string,
  actor: AuditActor,
): Promise<number> {
  const cells = carriedOver(await cellsOf(tx, source.id), source.issueDate, issueDate, loaded.composition);
  await insertCells(
    tx,
    cells.map((c) =>
      cellRow(
        bulletinId,
        { ...c, source: 'copied', origin: carriedOrigin(c.origin, source.id) },
        { copiedFromId: source.id, updatedById: actor?.id ?? null },
      ),
    ),
  );
  const languages = new Set(loaded.composition.languages);
  await insertTexts(
    tx,
    (await textsOf(tx, source.id))
      .filter((t) => languages.has(t.language))
      .map((t) => ({
        bulletinId,
        language: t.language,
        title: t.title,
        synopsis: t.synopsis,
        venueNotes: t.venueNotes,
      })),
  );
  return cells.length;
}
