import { renderAsync } from '@resvg/resvg-js';

/** Every picture is drawn this many pixels square, so any two can be compared pixel by pixel. */
export const RASTER_SIZE = 64;
/** Mid grey: white clouds and black lines both stand out on it, as on the comparison's mid tiles. */
export const RASTER_BACKGROUND = [128, 128, 128] as const;
/**
 * Names the way pictures are drawn: a cached raster made another way (another size, background or
 * renderer) is not this one, so it is part of a picture's cache key.
 */
export const RASTER_VERSION = `resvg-${RASTER_SIZE}-mid-1`;

/** A picture that cannot be drawn: what resvg said, or that it draws nothing at all. */
export class PictureUndrawable extends Error {
  constructor(
    readonly reason: 'invalid' | 'empty',
    message: string,
  ) {
    super(message);
  }
}

/** An SVG drawn as RGB bytes (`RASTER_SIZE`² × 3), fitted into the square and centred on the background. */
export type Raster = Uint8Array;

type Drawn = { width: number; height: number; pixels: Uint8Array };

async function render(svg: string, fitTo: 'width' | 'height'): Promise<Drawn> {
  // Off the server's thread (libuv's pool); no system fonts: scanning them costs more than the drawing.
  const image = await renderAsync(svg, {
    fitTo: { mode: fitTo, value: RASTER_SIZE },
    font: { loadSystemFonts: false },
  });
  return { width: image.width, height: image.height, pixels: image.pixels };
}

async function drawn(svg: string): Promise<Drawn> {
  try {
    const wide = await render(svg, 'width');
    return wide.height <= RASTER_SIZE ? wide : await render(svg, 'height');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PictureUndrawable('invalid', `The picture cannot be drawn: ${message}.`);
  }
}

/** Draws a (sanitised) SVG the one way every comparison uses; throws PictureUndrawable. */
export async function rasterise(svg: string): Promise<Raster> {
  const image = await drawn(svg);
  const out = new Uint8Array(RASTER_SIZE * RASTER_SIZE * 3);
  for (let i = 0; i < RASTER_SIZE * RASTER_SIZE; i++) out.set(RASTER_BACKGROUND, i * 3);
  const left = Math.floor((RASTER_SIZE - Math.min(image.width, RASTER_SIZE)) / 2);
  const top = Math.floor((RASTER_SIZE - Math.min(image.height, RASTER_SIZE)) / 2);
  let covered = 0;
  for (let y = 0; y < Math.min(image.height, RASTER_SIZE); y++) {
    for (let x = 0; x < Math.min(image.width, RASTER_SIZE); x++) {
      const from = (y * image.width + x) * 4;
      const alpha = (image.pixels[from + 3] ?? 0) / 255;
      if (alpha === 0) continue;
      covered++;
      const to = ((top + y) * RASTER_SIZE + left + x) * 3;
      // resvg answers premultiplied colour: over the background it is colour + (1 − α) · background.
      for (let c = 0; c < 3; c++) {
        out[to + c] = Math.round((image.pixels[from + c] ?? 0) + (1 - alpha) * (RASTER_BACKGROUND[c] ?? 0));
      }
    }
  }
  if (covered === 0) throw new PictureUndrawable('empty', 'The picture draws nothing.');
  return out;
}
