import type { IconComparison } from '@bora/shared/icon-compare';
import type { Db } from '../../db/client.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import { buildComparison } from './compare-build.ts';
import { bulletinTypesOfSets, iconsByIds, iconsOfSets } from './compare-repository.ts';
import { pictureKeyOf } from './picture-key.ts';
import { drawableByKey, hashMissingSvgs } from './picture-repository.ts';
import { picturesOf } from './pictures.ts';
import type { IconMeta } from './repository.ts';
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
  const views: IconSetView[] = [];
  for (const id of ids.filter((id) => id !== referenceId)) {
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
 * Whether each picture draws. The reference icons' pictures are drawn now if they never were
 * (once, for every server): a mapping to one that does not draw is broken.
 */
async function drawabilityOf(db: Db, icons: IconMeta[], references: IconMeta[]) {
  const keys = (list: IconMeta[]) =>
    list.flatMap((icon) => (icon.svgHash ? [pictureKeyOf(icon.svgHash)] : []));
  let drawability = await drawableByKey(db, keys(icons));
  const undrawn = references.filter((r) => r.svgHash && !drawability.has(pictureKeyOf(r.svgHash)));
  if (undrawn.length) {
    await picturesOf(db, undrawn);
    drawability = await drawableByKey(db, keys(icons));
  }
  return drawability;
}

export async function compareSets(db: Db, ids: number[]): Promise<IconComparison> {
  await hashMissingSvgs(db);
  const reference = await referenceSetView(db);
  const sets = await chosenSets(db, ids, reference.id);
  const icons = await iconsOfSets(db, [reference.id, ...sets.map((s) => s.id)]);
  const present = new Set(icons.map((icon) => icon.id));
  const strays = [
    ...new Set(
      icons.flatMap((i) => (i.referenceIconId && !present.has(i.referenceIconId) ? [i.referenceIconId] : [])),
    ),
  ];
  const references = icons.filter((icon) => icon.iconSetId === reference.id);
  return buildComparison({
    reference,
    sets,
    icons,
    targets: await iconsByIds(db, strays),
    drawability: await drawabilityOf(db, icons, references),
    uses: await bulletinTypesOfSets(db, [reference.id, ...sets.map((s) => s.id)]),
  });
}
