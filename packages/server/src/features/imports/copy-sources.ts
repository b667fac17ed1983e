import { addDays } from '@bora/shared/agency-time';
import { calendarShift } from '@bora/shared/bulletin-calendar';
import {
  COPY_SOURCES_LIMIT,
  type CopySources,
  carriedOver,
  gridCells,
  proposedSource,
} from '@bora/shared/bulletin-copy';
import { canWriteBulletinsOf, type Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotAuthenticated, ValidationFailed } from '../../lib/errors.ts';
import { cellKeysOf } from '../bulletins/cells-repository.ts';
import { loadComposition } from '../bulletins/composition.ts';
import { owningAuthority } from '../bulletins/create.ts';
import { type BulletinView, findBulletinView, findPrevious, listBulletins } from '../bulletins/repository.ts';
import { memberOf } from '../bulletins/visibility.ts';

/**
 * The bulletins a new one of the type for the date can be copied from: the type's latest ones
 * issued before the date that the viewer may read, newest first, in any state, each with what it
 * would carry (counted by the rule a creation applies, creating nothing), and which of them
 * `"previous"` takes. Asked by whoever may create the type's bulletins.
 */
export async function copySourcesFor(
  db: Db,
  bulletinTypeId: number,
  issueDate: string,
  viewer: Viewer,
): Promise<CopySources> {
  if (!viewer) throw new NotAuthenticated();
  const loaded = await loadComposition(db, bulletinTypeId);
  if (!loaded) throw new ValidationFailed({ bulletin_type: ['There is no such bulletin type.'] });
  if (!canWriteBulletinsOf(viewer, await owningAuthority(db, loaded)))
    throw new Forbidden('Only members of the authority that owns this bulletin type write its bulletins.');
  const { rows } = await listBulletins(
    db,
    { page: 1, page_size: COPY_SOURCES_LIMIT },
    { bulletinType: bulletinTypeId, issueDateBefore: addDays(issueDate, -1) },
    memberOf(viewer),
  );
  const previous = await findPrevious(db, bulletinTypeId, issueDate);
  const sources: BulletinView[] = [...rows];
  if (previous && !rows.some((row) => row.bulletin.id === previous.id)) {
    const view = await findBulletinView(db, previous.id);
    if (view) sources.push(view);
  }
  const keys = await cellKeysOf(
    db,
    sources.map((s) => s.bulletin.id),
  );
  const { composition } = loaded;
  const results = sources.map(({ bulletin, title }) => {
    const cells = keys.get(bulletin.id) ?? [];
    return {
      id: bulletin.id,
      issue_date: bulletin.issueDate,
      version: bulletin.version,
      status: bulletin.status,
      title,
      day_shift: calendarShift(bulletin.issueDate, issueDate).shift,
      value_cells: cells.length,
      carried_cells: carriedOver(cells, bulletin.issueDate, issueDate, composition).length,
    };
  });
  return {
    cells: gridCells(composition),
    previous_id: previous?.id ?? null,
    proposed_id: proposedSource(results),
    results,
  };
}
