import type { SuggestionParts } from '@bora/shared/icon-compare';
import { coarseDifference, type PictureFeatures, pictureDifference } from '../../lib/picture-difference.ts';
import type { Picture } from './pictures.ts';
import type { IconMeta } from './repository.ts';

/** How much each part weighs in a suggestion's score: the pictures most, the metadata to break ties and catch redraws. */
export const SUGGESTION_WEIGHTS: SuggestionParts = {
  visual: 0.6,
  name: 0.15,
  category: 0.1,
  variant: 0.1,
  wmo: 0.05,
};
/**
 * The difference at which two pictures count as nothing alike. Icons of one family share most of
 * their drawing (the same cloud over drops or flakes differs by 0.02), so the visual part spreads
 * the first fifth of the measure over its whole range.
 */
const UNALIKE = 0.2;

/** The visual part of a score from a difference: 1 for the same picture, 0 from UNALIKE on. */
export function visualLikeness(difference: number): number {
  return round(Math.max(0, 1 - difference / UNALIKE));
}
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** How many reference icons, best by the quick look, get the full measure. */
const REFINED = 12;

function bigrams(text: string): string[] {
  const clean = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const out: string[] = [];
  for (let i = 0; i < clean.length - 1; i++) out.push(clean.slice(i, i + 2));
  return out;
}

/** Dice's coefficient of the character pairs of two texts, 0..1. */
export function textLikeness(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (!left.length || !right.length) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  const counts = new Map<string, number>();
  for (const pair of left) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  let shared = 0;
  for (const pair of right) {
    const n = counts.get(pair) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(pair, n - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

function variantLikeness(a: IconMeta['variant'], b: IconMeta['variant']): number {
  if (a === b) return 1;
  return a === 'any' || b === 'any' ? 0.5 : 0;
}

function wmoLikeness(a: number | null, b: number | null): number {
  if (a === null && b === null) return 0.5;
  if (a === null || b === null) return 0.25;
  return a === b ? 1 : 0;
}

function metadataParts(icon: IconMeta, reference: IconMeta): Omit<SuggestionParts, 'visual'> {
  return {
    name: Math.max(textLikeness(icon.code, reference.code), textLikeness(icon.name, reference.name)),
    category: icon.category === reference.category ? 1 : 0,
    variant: variantLikeness(icon.variant, reference.variant),
    wmo: wmoLikeness(icon.wmoCode, reference.wmoCode),
  };
}

export function scoreOf(parts: SuggestionParts): number {
  let score = 0;
  for (const key of Object.keys(SUGGESTION_WEIGHTS) as (keyof SuggestionParts)[])
    score += SUGGESTION_WEIGHTS[key] * parts[key];
  return Math.round(score * 10_000) / 10_000;
}

export type Ranked = { reference: IconMeta; score: number; parts: SuggestionParts };

/**
 * The reference icons ranked for one icon, best first. Every reference icon is scored with a quick
 * look at the pictures; the best few are measured in full (SSIM and colour), which decides their order.
 */
export function rankReferences(
  icon: IconMeta,
  picture: Picture | undefined,
  references: readonly { icon: IconMeta; picture: Picture | undefined }[],
  limit: number,
): Ranked[] {
  const features = picture?.drawable ? picture.features : undefined;
  const featuresOfReference = (p: Picture | undefined): PictureFeatures | undefined =>
    p?.drawable ? p.features : undefined;
  const quick = references.map(({ icon: reference, picture: referencePicture }) => {
    const other = featuresOfReference(referencePicture);
    const visual = features && other ? visualLikeness(coarseDifference(features, other)) : 0;
    const parts = { visual, ...metadataParts(icon, reference) };
    return { reference, other, parts, score: scoreOf(parts) };
  });
  quick.sort((a, b) => b.score - a.score || a.reference.id - b.reference.id);
  const refined = quick.slice(0, Math.max(REFINED, limit)).map((entry) => {
    if (!features || !entry.other) return entry;
    const parts = {
      ...entry.parts,
      visual: visualLikeness(pictureDifference(features, entry.other).difference),
    };
    return { ...entry, parts, score: scoreOf(parts) };
  });
  refined.sort((a, b) => b.score - a.score || a.reference.id - b.reference.id);
  return refined.slice(0, limit).map(({ reference, parts, score }) => ({ reference, parts, score }));
}
