import type { IconDifference } from '@bora/shared/icon-compare';
import type { Db } from '../../db/client.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import { heatMap, pictureDifference } from '../../lib/picture-difference.ts';
import { encodePng } from '../../lib/png.ts';
import { RASTER_SIZE } from '../../lib/rasterise.ts';
import { pictureKeyOf } from './picture-key.ts';
import { hashMissingSvgs } from './picture-repository.ts';
import { picturesOf } from './pictures.ts';
import { findIcon, type IconRow } from './repository.ts';
import { getIcon } from './service.ts';

type Measured = Omit<IconDifference, 'icon_id' | 'to'>;

/**
 * Differences already measured, by the two pictures' keys: a key names a picture for good, so an
 * entry is never stale, and every server measures alike. The oldest go past the limit.
 */
const measured = new Map<string, Measured>();
const KEPT = 2000;

function keep(key: string, value: Measured): Measured {
  measured.set(key, value);
  if (measured.size > KEPT) measured.delete(measured.keys().next().value ?? '');
  return value;
}

async function otherIcon(db: Db, id: number): Promise<IconRow> {
  const row = await findIcon(db, id);
  if (!row) throw new ValidationFailed({ to: ['No icon with this id.'] }, 'No icon with this id.');
  return row;
}

/** The two icons' pictures drawn alike and compared: the measure and where they differ, as a heat map. */
export async function differenceOf(db: Db, id: number, to: number): Promise<IconDifference> {
  await hashMissingSvgs(db);
  const icon = await getIcon(db, id);
  const other = await otherIcon(db, to);
  const key = `${pictureKeyOf(icon.svgHash ?? '')}|${pictureKeyOf(other.svgHash ?? '')}`;
  const known = measured.get(key);
  if (known) return { icon_id: id, to, ...known };
  const pictures = await picturesOf(db, [icon, other]);
  const left = pictures.get(id);
  const right = pictures.get(to);
  for (const [row, picture] of [
    [icon, left],
    [other, right],
  ] as const) {
    if (!picture?.drawable) {
      const why = picture && !picture.drawable ? picture.problem : 'The picture cannot be drawn.';
      throw new Conflict(`The icon “${row.code}” does not draw: ${why}`, {
        code: 'icon_undrawable',
        params: { code: row.code },
      });
    }
  }
  if (!left?.drawable || !right?.drawable) throw new Error('unreachable');
  const { difference, ssim, colour } = pictureDifference(left.features, right.features);
  const png = encodePng(RASTER_SIZE, RASTER_SIZE, heatMap(left.features, right.features));
  const value = keep(key, {
    difference,
    ssim,
    colour,
    heat_map: `data:image/png;base64,${png.toString('base64')}`,
    size: RASTER_SIZE,
  });
  return { icon_id: id, to, ...value };
}
