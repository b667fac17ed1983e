import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { featuresOf, heatMap, pictureDifference } from './picture-difference.ts';
import { encodePng } from './png.ts';
import { PictureUndrawable, RASTER_SIZE, rasterise } from './rasterise.ts';

const svg = (body: string, box = '0 0 10 10') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">${body}</svg>`;
const sun = svg('<circle cx="5" cy="5" r="3" fill="#f5b800"/>');
const cloud = svg('<rect x="1" y="4" width="8" height="4" rx="2" fill="#ffffff"/>');
const features = async (picture: string) => featuresOf(await rasterise(picture));

describe('rasterise', () => {
  it('draws any picture the same size, centred on the mid background', async () => {
    const wide = await rasterise(svg('<rect width="20" height="10" fill="#000"/>', '0 0 20 10'));
    expect(wide.length).toBe(RASTER_SIZE * RASTER_SIZE * 3);
    expect([...wide.subarray(0, 3)]).toEqual([128, 128, 128]);
    const middle = ((RASTER_SIZE / 2) * RASTER_SIZE + RASTER_SIZE / 2) * 3;
    expect([...wide.subarray(middle, middle + 3)]).toEqual([0, 0, 0]);
  });

  it('refuses a picture it cannot draw, or one that draws nothing, with a reason', async () => {
    await expect(rasterise('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>')).rejects.toThrow(
      PictureUndrawable,
    );
    await expect(rasterise('not a picture')).rejects.toThrow(/cannot be drawn/);
    await expect(rasterise(svg('<g/>'))).rejects.toMatchObject({ reason: 'empty' });
  });
});

describe('pictureDifference', () => {
  it('is 0 for the same picture and grows as pictures part', async () => {
    const same = pictureDifference(await features(sun), await features(sun));
    expect(same).toEqual({ difference: 0, ssim: 1, colour: 0 });
    const moved = pictureDifference(
      await features(sun),
      await features(svg('<circle cx="5.6" cy="5" r="3" fill="#f5b800"/>')),
    );
    const other = pictureDifference(await features(sun), await features(cloud));
    expect(moved.difference).toBeGreaterThan(0);
    expect(other.difference).toBeGreaterThan(moved.difference);
    expect(other.difference).toBeLessThanOrEqual(1);
  });

  it('tells colours apart where the shapes agree', async () => {
    const blue = svg('<circle cx="5" cy="5" r="3" fill="#1f5fd6"/>');
    expect(pictureDifference(await features(sun), await features(blue)).colour).toBeGreaterThan(0.3);
  });

  it('shows where pictures differ as a heat map PNG', async () => {
    const map = heatMap(await features(sun), await features(cloud));
    expect(map.some((v) => v > 0)).toBe(true);
    expect(heatMap(await features(sun), await features(sun)).every((v) => v === 0)).toBe(true);
    const png = encodePng(RASTER_SIZE, RASTER_SIZE, map);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const idatAt = png.indexOf('IDAT');
    const length = png.readUInt32BE(idatAt - 4);
    const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + length));
    expect(rows.length).toBe(RASTER_SIZE * (RASTER_SIZE * 4 + 1));
  });
});
