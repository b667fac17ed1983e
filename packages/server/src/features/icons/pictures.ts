import type { Db } from '../../db/client.ts';
import { featuresOf, type PictureFeatures } from '../../lib/picture-difference.ts';
import { PictureUndrawable, RASTER_SIZE, rasterise } from '../../lib/rasterise.ts';
import { pictureKeyOf, svgHashOf } from './picture-key.ts';
import { findPictures, insertPictures, keptKeys, type PictureRow, svgsOf } from './picture-repository.ts';

/** An icon's picture as comparisons use it: its features, or why it does not draw. */
export type Picture = { drawable: true; features: PictureFeatures } | { drawable: false; problem: string };

/** What `picturesOf` needs of an icon: its id and its picture's hash. */
export type PictureOwner = { id: number; svgHash: string | null };

async function drawPicture(key: string, svg: string): Promise<PictureRow> {
  const createdAt = new Date();
  try {
    return { key, drawable: true, problem: null, raster: Buffer.from(await rasterise(svg)), createdAt };
  } catch (error) {
    if (!(error instanceof PictureUndrawable)) throw error;
    return { key, drawable: false, problem: error.message, raster: null, createdAt };
  }
}

function pictureOf(row: PictureRow): Picture {
  if (!row.drawable || !row.raster || row.raster.length !== RASTER_SIZE * RASTER_SIZE * 3) {
    return { drawable: false, problem: row.problem ?? 'The picture cannot be drawn.' };
  }
  return { drawable: true, features: featuresOf(row.raster) };
}

/**
 * Pictures read or drawn lately, by key: a key names one picture drawn one way for good, so an
 * entry is never stale. It saves decoding the rasters from the database again (7 MB of `bytea` for
 * a set of 300 and the reference set), not asking it: whether the database holds a picture is
 * always read, so one drawn in a transaction that was rolled back is still kept for every server.
 */
const recent = new Map<string, PictureRow>();
const RECENT = 2000;

function remember(row: PictureRow): void {
  recent.delete(row.key);
  recent.set(row.key, row);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value ?? '');
}

/**
 * The pictures of these icons by icon id (those with a hash: see `hashMissingSvgs`): read from
 * `icon_pictures`, and those never drawn are drawn now (two at a time, off the server's thread)
 * and kept there for every server.
 */
export async function picturesOf(db: Db, owners: PictureOwner[]): Promise<Map<number, Picture>> {
  const keyOf = new Map<number, string>();
  for (const o of owners) if (o.svgHash) keyOf.set(o.id, pictureKeyOf(o.svgHash));
  const keys = [...new Set(keyOf.values())];
  const kept = await keptKeys(db, keys);
  const keptSet = new Set(kept);
  const rows = new Map<string, PictureRow>();
  for (const key of kept) {
    const row = recent.get(key);
    if (row) rows.set(key, row);
  }
  for (const row of await findPictures(
    db,
    kept.filter((key) => !rows.has(key)),
  ))
    rows.set(row.key, row);
  const unkept = new Set(keys.filter((key) => !keptSet.has(key)));
  const drawn = [...unkept].flatMap((key) => recent.get(key) ?? []);
  const undrawn = [...keyOf].filter(([, key]) => unkept.has(key) && !recent.has(key)).map(([id]) => id);
  const queue = [...new Map((await svgsOf(db, undrawn)).map((s) => [pictureKeyOf(s.svgHash ?? ''), s.svg]))];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) drawn.push(await drawPicture(...next));
  };
  await Promise.all([worker(), worker()]);
  await insertPictures(db, drawn);
  for (const row of drawn) rows.set(row.key, row);
  const out = new Map<number, Picture>();
  for (const [id, key] of keyOf) {
    const row = rows.get(key);
    if (!row) continue;
    remember(row);
    out.set(id, pictureOf(row));
  }
  return out;
}

/**
 * Draws a picture about to be saved and keeps it, so comparisons find it drawn; answers why it
 * does not draw instead (and keeps nothing).
 */
export async function drawNewPicture(db: Db, svg: string): Promise<string | null> {
  const row = await drawPicture(pictureKeyOf(svgHashOf(svg)), svg);
  if (!row.drawable) return row.problem;
  await insertPictures(db, [row]);
  return null;
}
