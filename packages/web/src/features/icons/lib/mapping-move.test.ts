import { describe, expect, it } from 'vitest';
import { cloud, icon, rain, sun, yrFog, yrRain, yrSun } from '../test-fixtures.ts';
import { mappingMove } from './mapping-move.ts';

const references = [sun, cloud, rain];

describe('mappingMove', () => {
  it('takes nothing away from an unmapped icon, or one already standing for the target', () => {
    expect(mappingMove(yrFog, cloud.id, references, [yrSun, yrRain, yrFog])).toBeNull();
    expect(mappingMove(yrSun, sun.id, references, [yrSun, yrRain, yrFog])).toBeNull();
  });

  it('names the reference icon left without an icon of the set', () => {
    expect(mappingMove(yrSun, cloud.id, references, [yrSun, yrRain, yrFog])).toEqual({
      icon: yrSun,
      from: sun,
      leavesGap: true,
    });
  });

  it('opens no gap when another icon of the set stands for the same reference icon', () => {
    const secondSun = icon(24, 'fair-day', 2, { reference_icon_id: sun.id });
    expect(mappingMove(yrSun, cloud.id, references, [yrSun, secondSun])?.leavesGap).toBe(false);
  });
});
