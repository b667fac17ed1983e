import { describe, expect, it } from 'vitest';
import { classScores } from './class-scores.ts';

const pair = (forecast: string, observed: string, count = 1) => ({ forecast, observed, count });

describe('the scores of directions', () => {
  it('count a forecast one sector off as right, and two sectors off as wrong', () => {
    const scores = classScores(
      [pair('N', 'N'), pair('N', 'NNE'), pair('N', 'NE'), pair('E', 'ESE', 2)],
      true,
    );
    expect(scores.count).toBe(5);
    expect(scores.exact).toBe(0.2);
    // N, N→NNE and E→ESE twice are within one sector; N→NE is two sectors off.
    expect(scores.within_sectors).toBe(0.8);
    // (0 + 22.5 + 45 + 2 × 22.5) / 5
    expect(scores.angular_error).toBe(22.5);
  });

  it('measure the angle the shortest way round, across north', () => {
    const scores = classScores([pair('NNW', 'NNE'), pair('W', 'E'), pair('N', 'NNW')], true);
    // 45° (not 315°), 180°, 22.5° (not 337.5°)
    expect(scores.angular_error).toBe(82.5);
    expect(scores.within_sectors).toBe(0.333333);
  });

  it('leave VRB out of the angle, and count it right only against VRB', () => {
    const scores = classScores(
      [pair('VRB', 'VRB', 2), pair('VRB', 'N'), pair('S', 'VRB'), pair('S', 'SSE')],
      true,
    );
    expect(scores.count).toBe(5);
    expect(scores.within_sectors).toBe(0.6);
    expect(scores.exact).toBe(0.4);
    expect(scores.angular_error).toBe(22.5);
  });

  it('have no angle without a pair of points', () => {
    expect(classScores([pair('VRB', 'N')], true)).toMatchObject({ angular_error: null, within_sectors: 0 });
    expect(classScores([], true)).toMatchObject({
      count: 0,
      exact: null,
      within_sectors: null,
      angular_error: null,
    });
  });

  it('are not taken for other classes: a category or an icon is right only when exact', () => {
    const scores = classScores([pair('N', 'NNE'), pair('clear', 'clear')], false);
    expect(scores).toMatchObject({ exact: 0.5, within_sectors: null, angular_error: null });
  });
});
