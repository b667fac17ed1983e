import type { Icon } from '@bora/shared/icon';
import { describe, expect, it } from 'vitest';
import { alignIconSets } from './align-icons.ts';

let nextId = 1;
function icon(code: string, iconSetId: number, referenceIconId: number | null = null): Icon {
  const id = nextId++;
  return {
    id,
    translations: {},
    icon_set_id: iconSetId,
    code,
    name: code,
    description: '',
    category: 'sky',
    variant: 'any',
    wmo_code: null,
    reference_icon_id: referenceIconId,
    svg_url: `/api/icons/${id}/svg/?v=1`,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

const sun = icon('sun', 1);
const cloud = icon('cloud', 1);
const rain = icon('rain', 1);
const reference = [sun, cloud, rain];

describe('alignIconSets', () => {
  it('puts the reference set against itself and a regional set against the icon each stands for', () => {
    const yrSun = icon('clearsky', 2, sun.id);
    const yrSunNight = icon('clearsky-night', 2, sun.id);
    const yrRain = icon('rain', 2, rain.id);
    const yrFog = icon('fog', 2);
    const result = alignIconSets(
      reference,
      { isReference: true, icons: reference },
      { isReference: false, icons: [yrRain, yrSun, yrFog, yrSunNight] },
    );

    expect(result.rows.map((row) => row.reference.code)).toEqual(['sun', 'cloud', 'rain']);
    expect(result.rows.map((row) => row.left.map((i) => i.code))).toEqual([['sun'], ['cloud'], ['rain']]);
    expect(result.rows.map((row) => row.right.map((i) => i.code))).toEqual([
      ['clearsky', 'clearsky-night'],
      [],
      ['rain'],
    ]);
    expect(result.unmapped).toEqual({ left: [], right: [yrFog] });
    expect(result.summary).toEqual({
      left: { mapped: 3, gaps: 0, unmapped: 0 },
      right: { mapped: 2, gaps: 1, unmapped: 1 },
    });
  });

  it('compares two regional sets, each with its own gaps', () => {
    const a = [icon('a-sun', 2, sun.id), icon('a-odd', 2)];
    const b = [icon('b-cloud', 3, cloud.id), icon('b-rain', 3, rain.id)];
    const result = alignIconSets(
      reference,
      { isReference: false, icons: a },
      { isReference: false, icons: b },
    );
    expect(result.rows.map((row) => [row.left.length, row.right.length])).toEqual([
      [1, 0],
      [0, 1],
      [0, 1],
    ]);
    expect(result.summary.left).toEqual({ mapped: 1, gaps: 2, unmapped: 1 });
    expect(result.summary.right).toEqual({ mapped: 2, gaps: 1, unmapped: 0 });
    expect(result.unmapped.left.map((i) => i.code)).toEqual(['a-odd']);
  });

  it('counts an icon mapped to something that is not a known reference icon as unmapped', () => {
    const stray = icon('stray', 2, 9999);
    const result = alignIconSets(
      reference,
      { isReference: true, icons: reference },
      { isReference: false, icons: [stray] },
    );
    expect(result.unmapped.right).toEqual([stray]);
    expect(result.summary.right).toEqual({ mapped: 0, gaps: 3, unmapped: 1 });
  });

  it('has no rows without reference icons', () => {
    const result = alignIconSets([], { isReference: true, icons: [] }, { isReference: false, icons: [] });
    expect(result.rows).toEqual([]);
    expect(result.summary.left).toEqual({ mapped: 0, gaps: 0, unmapped: 0 });
  });
});
