import { type IconComparison, MAX_COMPARED_SETS } from '@bora/shared/icon-compare';
import type { Db } from '../../db/client.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import { buildComparison } from './compare-build.ts';
import { bulletinTypesOfSets, drawnIconsOfSets, type IconDrawn, iconsByIds } from './compare-repository.ts';
import { hashMissingSvgs } from './picture-repository.ts';
import { picturesOf } from './pictures.ts';
import { findIconSetView, findReferenceSet, type IconSetView } from './set-repository.ts';

export async function referenceSetView(db: Db): Promise<IconSetView> {
  const reference = await findReferenceSet(db);
  const view = reference && (await findIconSetView(db, reference.id));
  if (!view) {
    throw new Conflict('There is no national reference set to compare with.', { code: 'no_reference_set' });
  }
  return view;
}

/** The chosen sets, in the order given, the reference set left out (it is always first); an unknown one is a 400 naming it. */
async function chosenSets(db: Db, ids: number[], referenceId: number): Promise<IconSetView[]> {
  const chosen = ids.filter((id) => id !== referenceId);
  if (chosen.length > MAX_COMPARED_SETS) {
    const message = `At most ${MAX_COMPARED_SETS} sets are compared with the reference set at once.`;
    throw new ValidationFailed({ sets: [message] }, message);
  }
  const views: IconSetView[] = [];
  for (const id of chosen) {
    const view = await findIconSetView(db, id);
    if (!view) {
      throw new ValidationFailed(
        { sets: [`No icon set with id ${id}.`] },
        `No icon set with id ${id}.`,
        'unknown_icon_set',
      );
    }
    views.push(view);
  }
  return views;
}

/**
 * The icons of the reference set and the chosen sets, with whether each picture draws. The
 * reference icons' pictures are drawn now if they never were (once, for every server): a mapping
 * to one that does not draw is broken.
 */
async function drawnIcons(db: Db, setIds: number[], referenceId: number): Promise<IconDrawn[]> {
  const icons = await drawnIconsOfSets(db, setIds);
  const undrawn = icons.filter((icon) => icon.iconSetId === referenceId && icon.drawable === null);
  if (!undrawn.length) return icons;
  await picturesOf(db, undrawn);
  return drawnIconsOfSets(db, setIds);
}

export async function compareSets(db: Db, ids: number[]): Promise<IconComparison> {
  await hashMissingSvgs(db);
  const reference = await referenceSetView(db);
  const sets = await chosenSets(db, ids, reference.id);
  const icons = await drawnIcons(db, [reference.id, ...sets.map((s) => s.id)], reference.id);
  const present = new Set(icons.map((icon) => icon.id));
  const strays = [
    ...new Set(
      icons.flatMap((i) => (i.referenceIconId && !present.has(i.referenceIconId) ? [i.referenceIconId] : [])),
    ),
  ];
  return buildComparison({
    reference,
    sets,
    icons,
    targets: await iconsByIds(db, strays),
    drawability: new Map(icons.flatMap((icon) => (icon.drawable === null ? [] : [[icon.id, icon.drawable]]))),
    uses: await bulletinTypesOfSets(db, [reference.id, ...sets.map((s) => s.id)]),
  });
}
