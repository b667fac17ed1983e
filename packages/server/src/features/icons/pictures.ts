import type { Db } from '../../db/client.ts';
import { featuresOf, type PictureFeatures } from '../../lib/picture-difference.ts';
import { PictureUndrawable, RASTER_SIZE, rasterise } from '../../lib/rasterise.ts';
import { pictureKeyOf, svgHashOf } from './picture-key.ts';
import { findPictures, insertPictures, type PictureRow, svgsOf } from './picture-repository.ts';

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
 * The pictures of these icons by icon id (those with a hash: see `hashMissingSvgs`): read from `icon_pictures`, and those never drawn are
 * drawn now (two at a time, off the server's thread) and kept there for every server.
 */
export async function picturesOf(db: Db, owners: PictureOwner[]): Promise<Map<number, Picture>> {
  const keyOf = new Map<number, string>();
  for (const o of owners) if (o.svgHash) keyOf.set(o.id, pictureKeyOf(o.svgHash));
  const rows = new Map((await findPictures(db, [...new Set(keyOf.values())])).map((r) => [r.key, r]));
  const missing = [...keyOf].filter(([, key]) => !rows.has(key)).map(([id]) => id);
  const sources = new Map((await svgsOf(db, missing)).map((s) => [pictureKeyOf(s.svgHash ?? ''), s.svg]));
  const queue = [...sources];
  const drawn: PictureRow[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) drawn.push(await drawPicture(...next));
  };
  await Promise.all([worker(), worker()]);
  await insertPictures(db, drawn);
  for (const row of drawn) rows.set(row.key, row);
  const out = new Map<number, Picture>();
  for (const [id, key] of keyOf) {
    const row = rows.get(key);
    if (row) out.set(id, pictureOf(row));
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
