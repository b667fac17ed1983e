import { describe, expect, it } from 'vitest';
import { upgradeSnapshot } from './snapshot.ts';

const venue = { id: 4, code: 'lido', name: 'Lido', region: 'Veneto', elevation: 2 };

function stored(venues: object[]) {
  return {
    bulletin_type: { id: 1, code: 'daily', name: 'Daily' },
    authority: { id: 1, code: 'arpav', name: 'ARPAV' },
    composition: { venues, rules: [], days: 1, slots: [], data_types: [], languages: ['it'] },
    values: [],
    texts: [],
    icons: [],
  };
}

describe('upgradeSnapshot', () => {
  it('reads the venues of a snapshot taken before the bulletin map as venues of no known place', () => {
    const read = upgradeSnapshot(stored([venue]));
    expect(read?.composition.venues).toEqual([{ ...venue, latitude: null, longitude: null }]);
  });

  it('keeps the place a snapshot froze, not the venue’s place today', () => {
    const placed = { ...venue, latitude: 45.41, longitude: 12.37 };
    expect(upgradeSnapshot(stored([placed]))?.composition.venues).toEqual([placed]);
  });
});
