import type { DataTypeScores } from '@bora/shared/verification';

type Scores = DataTypeScores['overall'];
export type NumericScores = Extract<Scores, { mae: number | null }>;
export type ClassScores = Extract<Scores, { exact: number | null }>;

export function isNumeric(scores: Scores): scores is NumericScores {
  return 'mae' in scores;
}

/**
 * The share a group got right: exactly for categories and icons; for directions, within the
 * tolerance of sectors (a forecast one sector off is right).
 */
export function shareRight(scores: ClassScores, direction: boolean): number | null {
  return direction ? scores.within_sectors : scores.exact;
}

/**
 * A group's error for the map's colour: the mean absolute error of numbers, the mean angular error
 * of directions (degrees), the share wrong of other classes.
 */
export function errorOf(scores: Scores, direction = false): number | null {
  if (isNumeric(scores)) return scores.mae;
  if (direction) return scores.angular_error;
  return scores.exact === null ? null : 1 - scores.exact;
}

/** The classes of a contingency table, forecast and observed alike, in order. */
export function classesOf(contingency: ClassScores['contingency']): string[] {
  return [...new Set(contingency.flatMap((c) => [c.forecast, c.observed]))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The count of one cell of a contingency table (0 when absent). */
export function cellCount(
  contingency: ClassScores['contingency'],
  forecast: string,
  observed: string,
): number {
  return contingency.find((c) => c.forecast === forecast && c.observed === observed)?.count ?? 0;
}

/** Colour steps from light (small error) to dark (large): a sequential scale readable in grey too. */
export const ERROR_COLOURS = ['#fee8c8', '#fdbb84', '#fc8d59', '#d7301f', '#7f0000'] as const;

/** The step of an error between the smallest and the largest shown (five equal steps). */
export function colourStep(error: number, lowest: number, highest: number): number {
  if (highest <= lowest) return 0;
  const step = Math.floor(((error - lowest) / (highest - lowest)) * ERROR_COLOURS.length);
  return Math.min(ERROR_COLOURS.length - 1, Math.max(0, step));
}
