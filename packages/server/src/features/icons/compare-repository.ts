import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { iconPictures, icons } from '../../db/schema/reference.ts';
import { pictureKeyOf } from './picture-key.ts';
import { type IconMeta, metaColumns } from './repository.ts';

/** The icons of these sets, without their pictures, in a stable order. */
export async function iconsOfSets(db: Db, setIds: number[]): Promise<IconMeta[]> {
  if (!setIds.length) return [];
  return db
    .select(metaColumns)
    .from(icons)
    .where(inArray(icons.iconSetId, setIds))
    .orderBy(asc(icons.category), asc(icons.wmoCode), asc(icons.code), asc(icons.id));
}

/** An icon and whether its picture draws (null: never drawn yet). */
export type IconDrawn = IconMeta & { drawable: boolean | null };

/** As iconsOfSets, each with whether its picture draws, read in the same query. */
/** The start of every picture key: `pictureKeyOf('')`. */
const RASTER_VERSION_KEY = pictureKeyOf('');

export async function drawnIconsOfSets(db: Db, setIds: number[]): Promise<IconDrawn[]> {
  if (!setIds.length) return [];
  return db
    .select({ ...metaColumns, drawable: iconPictures.drawable })
    .from(icons)
    .leftJoin(iconPictures, eq(iconPictures.key, sql`${RASTER_VERSION_KEY} || ${icons.svgHash}`))
    .where(inArray(icons.iconSetId, setIds))
    .orderBy(asc(icons.category), asc(icons.wmoCode), asc(icons.code), asc(icons.id));
}

export async function iconsByIds(db: Db, ids: number[]): Promise<IconMeta[]> {
  if (!ids.length) return [];
  return db.select(metaColumns).from(icons).where(inArray(icons.id, ids));
}

/** The bulletin types that draw the icons of these sets. */
export async function bulletinTypesOfSets(db: Db, setIds: number[]) {
  if (!setIds.length) return [];
  return db
    .select({
      id: bulletinTypes.id,
      code: bulletinTypes.code,
      name: bulletinTypes.name,
      translations: bulletinTypes.translations,
      iconSetId: bulletinTypes.iconSetId,
    })
    .from(bulletinTypes)
    .where(inArray(bulletinTypes.iconSetId, setIds))
    .orderBy(asc(bulletinTypes.code));
}
