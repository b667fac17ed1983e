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

  it('reads the names of a snapshot taken before reference data was translated as Italian alone', () => {
    const sky = { id: 7, code: 'sky', name: 'Cielo', unit: '', value_kind: 'icon', options: [] };
    const old = { ...stored([venue]), icons: [{ id: 3, code: 'sun', name: 'Sereno', svg: '<svg/>' }] };
    old.composition = { ...old.composition, data_types: [sky] as never[] };
    const read = upgradeSnapshot(old);
    expect(read?.bulletin_type.translations).toEqual({});
    expect(read?.authority.translations).toEqual({});
    expect(read?.composition.data_types[0]).toMatchObject({ name: 'Cielo', translations: {} });
    expect(read?.icons[0]).toMatchObject({ name: 'Sereno', translations: {} });
  });

  it('keeps the translations a snapshot froze', () => {
    const translations = { en: { name: 'Sky' } };
    const sky = { id: 7, code: 'sky', name: 'Cielo', translations };
    const frozen = stored([venue]);
    frozen.composition = { ...frozen.composition, data_types: [sky] as never[] };
    expect(upgradeSnapshot(frozen)?.composition.data_types[0]?.translations).toEqual(translations);
  });
});
