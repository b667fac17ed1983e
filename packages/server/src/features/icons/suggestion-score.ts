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

/** A text's character pairs, counted, as Dice's coefficient compares them; read once per icon. */
export type TextPairs = { text: string; pairs: Map<string, number>; size: number };

export function pairsOf(text: string): TextPairs {
  const clean = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const pairs = new Map<string, number>();
  for (let i = 0; i < clean.length - 1; i++) {
    const pair = clean.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return { text: text.trim().toLowerCase(), pairs, size: Math.max(0, clean.length - 1) };
}

/** Dice's coefficient of the character pairs of two texts, 0..1. */
export function textLikeness(a: TextPairs, b: TextPairs): number {
  if (!a.size || !b.size) return a.text === b.text ? 1 : 0;
  let shared = 0;
  for (const [pair, n] of a.pairs) shared += Math.min(n, b.pairs.get(pair) ?? 0);
  return (2 * shared) / (a.size + b.size);
}

/** What ranking needs of an icon besides its picture, read once. */
export type Candidate = { icon: IconMeta; picture: Picture | undefined; code: TextPairs; name: TextPairs };

export function candidateOf(icon: IconMeta, picture: Picture | undefined): Candidate {
  return { icon, picture, code: pairsOf(icon.code), name: pairsOf(icon.name) };
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

function metadataParts(one: Candidate, other: Candidate): Omit<SuggestionParts, 'visual'> {
  return {
    name: Math.max(textLikeness(one.code, other.code), textLikeness(one.name, other.name)),
    category: one.icon.category === other.icon.category ? 1 : 0,
    variant: variantLikeness(one.icon.variant, other.icon.variant),
    wmo: wmoLikeness(one.icon.wmoCode, other.icon.wmoCode),
  };
}

export function scoreOf(parts: SuggestionParts): number {
  const w = SUGGESTION_WEIGHTS;
  const score =
    w.visual * parts.visual +
    w.name * parts.name +
    w.category * parts.category +
    w.variant * parts.variant +
    w.wmo * parts.wmo;
  return Math.round(score * 10_000) / 10_000;
}

export type Ranked = { reference: IconMeta; score: number; parts: SuggestionParts };

/**
 * The reference icons ranked for one icon, best first. Every reference icon is scored with a quick
 * look at the pictures; the best few are measured in full (SSIM and colour), which decides their order.
 */
export function rankReferences(one: Candidate, references: readonly Candidate[], limit: number): Ranked[] {
  const featuresOf = (p: Picture | undefined): PictureFeatures | undefined =>
    p?.drawable ? p.features : undefined;
  const features = featuresOf(one.picture);
  const quick = references.map((candidate) => {
    const other = featuresOf(candidate.picture);
    const visual = features && other ? visualLikeness(coarseDifference(features, other)) : 0;
    const parts = { visual, ...metadataParts(one, candidate) };
    return { reference: candidate.icon, other, parts, score: scoreOf(parts) };
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
