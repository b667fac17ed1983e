import { compassDifference } from '@bora/shared/compass';
import {
  type DataTypeScores,
  DIRECTION_SECTOR_DEGREES,
  DIRECTION_TOLERANCE_SECTORS,
} from '@bora/shared/verification';

type ClassScores = Extract<DataTypeScores['overall'], { exact: number | null }>;

/** One cell of a contingency table: how many pairs were forecast one class and observed another. */
export type ClassPair = { forecast: string; observed: string; count: number };

/** A figure as the answer carries it: six decimals are more than any unit needs. */
export function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1e6) / 1e6;
}

/**
 * A group's scores from its contingency table: the share exactly right, and for directions the
 * mean angular error (degrees, the shortest way round, over pairs with a point on both sides) and
 * the share within DIRECTION_TOLERANCE_SECTORS sectors, where a forecast one sector off is right
 * and VRB is right only against VRB.
 */
export function classScores(pairs: readonly ClassPair[], direction: boolean): ClassScores {
  let count = 0;
  let right = 0;
  let angled = 0;
  let sumAngle = 0;
  let near = 0;
  const tolerance = DIRECTION_TOLERANCE_SECTORS * DIRECTION_SECTOR_DEGREES + 1e-9;
  for (const { forecast, observed, count: n } of pairs) {
    count += n;
    if (forecast === observed) right += n;
    if (!direction) continue;
    const angle = compassDifference(forecast, observed);
    if (angle !== null) {
      angled += n;
      sumAngle += n * angle;
    }
    if (angle === null ? forecast === observed : angle <= tolerance) near += n;
  }
  return {
    count,
    exact: count ? rounded(right / count) : null,
    within_sectors: direction && count ? rounded(near / count) : null,
    angular_error: direction && angled ? rounded(sumAngle / angled) : null,
    contingency: pairs
      .map((p) => ({ forecast: p.forecast, observed: p.observed, count: p.count }))
      .sort((a, b) => a.forecast.localeCompare(b.forecast) || a.observed.localeCompare(b.observed)),
  };
}
