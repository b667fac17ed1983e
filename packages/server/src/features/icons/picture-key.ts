import { createHash } from 'node:crypto';
import { RASTER_VERSION } from '../../lib/rasterise.ts';

/** SHA-256 of a picture's markup (UTF-8), hex: what `icons.svg_hash` holds (the migration computes it alike). */
export function svgHashOf(svg: string): string {
  return createHash('sha256').update(svg, 'utf8').digest('hex');
}

/** A picture's key in `icon_pictures`: its hash and the way it is drawn. */
export function pictureKeyOf(svgHash: string): string {
  return `${RASTER_VERSION}:${svgHash}`;
}
