import type { BulletinValue } from '@bora/shared/bulletin';
import { type CheckProblem, checkComposition } from '@bora/shared/bulletin-check';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { cellsOf } from './cells-repository.ts';
import type { LoadedComposition } from './composition.ts';
import { composed, visibleBulletin } from './fetch.ts';
import { type BulletinView, findBulletinView } from './repository.ts';
import { toCheck, toTexts } from './serialize.ts';
import { readingOf } from './snapshot.ts';
import { textsOf } from './texts-repository.ts';

/** The check's problems; given the bulletin's issue date, also the other dates its texts name. */
export function problemsOf(
  loaded: LoadedComposition,
  values: BulletinValue[],
  texts: ReturnType<typeof toTexts>,
  issueDate?: string,
) {
  // The same check the editor runs as one types, on the composition as it reads.
  return checkComposition(loaded.composition, values, texts, loaded.iconCodes, issueDate);
}

export async function checkOfBulletin(db: Db, id: number, viewer: Viewer) {
  const view = await visibleBulletin(db, id, viewer);
  const { problems } = await checkedReading(db, view);
  return toCheck(view.bulletin.revision, problems);
}

/**
 * A bulletin as it reads (a published one as it was published, whatever changed in the reference
 * data since) and the check's problems on it.
 */
export async function checkedReading(db: Db, view: BulletinView, weigh = true) {
  const loaded = await composed(db, view);
  const reading = await readingOf(db, view, loaded);
  const problems = weigh
    ? problemsOf(
        { ...loaded, composition: reading.composition },
        reading.values,
        reading.texts,
        view.bulletin.issueDate,
      )
    : [];
  return { loaded, reading, problems };
}

/** The check's problems of a bulletin as it is now stored. */
export async function problemsOfBulletin(db: Db, id: number): Promise<CheckProblem[]> {
  const view = await findBulletinView(db, id);
  if (!view) throw new NotFound();
  return problemsOfStored(db, await composed(db, view), id, view.bulletin.issueDate);
}

/** The check's problems of a bulletin as it is now stored, on its type's composition as loaded. */
export async function problemsOfStored(
  db: Db,
  loaded: LoadedComposition,
  id: number,
  issueDate?: string,
): Promise<CheckProblem[]> {
  return problemsOf(loaded, await cellsOf(db, id), toTexts(await textsOf(db, id)), issueDate);
}

/** The check's problems on the cells of some venues of a bulletin, given all those venues' cells. */
export function problemsOfVenues(
  loaded: LoadedComposition,
  venueIds: readonly number[],
  cells: BulletinValue[],
): CheckProblem[] {
  const wanted = new Set(venueIds);
  const venues = loaded.composition.venues.filter((v) => wanted.has(v.id));
  const composition = { ...loaded.composition, venues };
  return problemsOf({ ...loaded, composition }, cells, []).filter((p) => p.cell);
}
