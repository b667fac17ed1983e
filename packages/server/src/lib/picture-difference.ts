import { RASTER_BACKGROUND, RASTER_SIZE, type Raster } from './rasterise.ts';

const N = RASTER_SIZE;
const WINDOW = 8;
const STRIDE = 4;
const WINDOWS_PER_SIDE = (N - WINDOW) / STRIDE + 1;
/** SSIM's stabilising constants for 8-bit luminance (Wang et al. 2004). */
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
/** How far from the background a channel must be for a pixel to be part of the drawing. */
const INK = 8;
/** How much of the difference is structure (SSIM on luminance) and how much colour. */
const STRUCTURE_WEIGHT = 0.7;

/** What a comparison needs of one raster, computed once: luminance, chroma, where the drawing is, window statistics. */
export type PictureFeatures = {
  luma: Float32Array;
  rg: Float32Array;
  yb: Float32Array;
  ink: Uint8Array;
  windowMean: Float32Array;
  windowVariance: Float32Array;
  windowInk: Uint8Array;
  /** Luminance and chroma averaged over 4 × 4 blocks: a cheap first look before the full measure. */
  coarse: Float32Array;
};

export type PictureDifference = {
  /** 0 for the same picture, 1 for pictures with nothing in common. */
  difference: number;
  /** Mean SSIM of the luminance over the windows where either picture draws, −1..1. */
  ssim: number;
  /** Mean colour (chroma) distance where either picture draws, 0..1. */
  colour: number;
};

function windowStart(w: number): [number, number] {
  return [(w % WINDOWS_PER_SIDE) * STRIDE, Math.floor(w / WINDOWS_PER_SIDE) * STRIDE];
}

export function featuresOf(raster: Raster): PictureFeatures {
  const luma = new Float32Array(N * N);
  const rg = new Float32Array(N * N);
  const yb = new Float32Array(N * N);
  const ink = new Uint8Array(N * N);
  for (let i = 0; i < N * N; i++) {
    const r = raster[i * 3] ?? 0;
    const g = raster[i * 3 + 1] ?? 0;
    const b = raster[i * 3 + 2] ?? 0;
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    rg[i] = r - g;
    yb[i] = (r + g) / 2 - b;
    const [br, bg, bb] = RASTER_BACKGROUND;
    ink[i] = Math.abs(r - br) > INK || Math.abs(g - bg) > INK || Math.abs(b - bb) > INK ? 1 : 0;
  }
  const count = WINDOWS_PER_SIDE * WINDOWS_PER_SIDE;
  const windowMean = new Float32Array(count);
  const windowVariance = new Float32Array(count);
  const windowInk = new Uint8Array(count);
  for (let w = 0; w < count; w++) {
    const [x0, y0] = windowStart(w);
    let sum = 0;
    let squares = 0;
    let inked = 0;
    for (let y = y0; y < y0 + WINDOW; y++)
      for (let x = x0; x < x0 + WINDOW; x++) {
        const v = luma[y * N + x] ?? 0;
        sum += v;
        squares += v * v;
        inked |= ink[y * N + x] ?? 0;
      }
    const mean = sum / (WINDOW * WINDOW);
    windowMean[w] = mean;
    windowVariance[w] = squares / (WINDOW * WINDOW) - mean * mean;
    windowInk[w] = inked;
  }
  return { luma, rg, yb, ink, windowMean, windowVariance, windowInk, coarse: coarseOf(luma, rg, yb) };
}

const BLOCK = 4;
const BLOCKS = N / BLOCK;

function coarseOf(luma: Float32Array, rg: Float32Array, yb: Float32Array): Float32Array {
  const out = new Float32Array(BLOCKS * BLOCKS * 3);
  for (let i = 0; i < N * N; i++) {
    const block = Math.floor(i / N / BLOCK) * BLOCKS + Math.floor((i % N) / BLOCK);
    out[block * 3] = (out[block * 3] ?? 0) + (luma[i] ?? 0) / (BLOCK * BLOCK);
    out[block * 3 + 1] = (out[block * 3 + 1] ?? 0) + (rg[i] ?? 0) / (BLOCK * BLOCK);
    out[block * 3 + 2] = (out[block * 3 + 2] ?? 0) + (yb[i] ?? 0) / (BLOCK * BLOCK);
  }
  return out;
}

/** A quick estimate of the difference (mean block distance, 0..1): to choose which pairs deserve the full measure. */
export function coarseDifference(a: PictureFeatures, b: PictureFeatures): number {
  let total = 0;
  for (let i = 0; i < a.coarse.length; i++) total += Math.abs((a.coarse[i] ?? 0) - (b.coarse[i] ?? 0));
  return Math.min(1, (total / a.coarse.length / 255) * 8);
}

function meanSsim(a: PictureFeatures, b: PictureFeatures): number {
  let total = 0;
  let counted = 0;
  for (let w = 0; w < a.windowMean.length; w++) {
    if (!a.windowInk[w] && !b.windowInk[w]) continue;
    const [x0, y0] = windowStart(w);
    const ma = a.windowMean[w] ?? 0;
    const mb = b.windowMean[w] ?? 0;
    let products = 0;
    for (let y = y0; y < y0 + WINDOW; y++)
      for (let x = x0; x < x0 + WINDOW; x++) products += (a.luma[y * N + x] ?? 0) * (b.luma[y * N + x] ?? 0);
    const covariance = products / (WINDOW * WINDOW) - ma * mb;
    const va = a.windowVariance[w] ?? 0;
    const vb = b.windowVariance[w] ?? 0;
    total += ((2 * ma * mb + C1) * (2 * covariance + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
    counted++;
  }
  return counted ? total / counted : 1;
}

function chromaDistance(a: PictureFeatures, b: PictureFeatures, i: number): number {
  const drg = (a.rg[i] ?? 0) - (b.rg[i] ?? 0);
  const dyb = (a.yb[i] ?? 0) - (b.yb[i] ?? 0);
  return Math.min(1, Math.sqrt(drg * drg + dyb * dyb) / 255);
}

function meanColour(a: PictureFeatures, b: PictureFeatures): number {
  let total = 0;
  let counted = 0;
  for (let i = 0; i < N * N; i++) {
    if (!a.ink[i] && !b.ink[i]) continue;
    total += chromaDistance(a, b, i);
    counted++;
  }
  return counted ? total / counted : 0;
}

/** The perceptual difference of two rasters: structure (SSIM on luminance) and colour, 0..1. */
export function pictureDifference(a: PictureFeatures, b: PictureFeatures): PictureDifference {
  const ssim = meanSsim(a, b);
  const colour = meanColour(a, b);
  const structure = Math.min(1, Math.max(0, 1 - ssim));
  const difference = STRUCTURE_WEIGHT * structure + (1 - STRUCTURE_WEIGHT) * colour;
  return { difference: round(difference), ssim: round(ssim), colour: round(colour) };
}

/** Where two rasters differ, as RGBA: clear where they agree, from yellow to red as they part. */
export function heatMap(a: PictureFeatures, b: PictureFeatures): Uint8Array {
  const out = new Uint8Array(N * N * 4);
  for (let i = 0; i < N * N; i++) {
    const d = Math.min(
      1,
      Math.max(Math.abs((a.luma[i] ?? 0) - (b.luma[i] ?? 0)) / 255, chromaDistance(a, b, i)),
    );
    if (d < 0.04) continue;
    out.set([255, Math.round(255 * (1 - d)), 0, Math.round(96 + 159 * d)], i * 4);
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
