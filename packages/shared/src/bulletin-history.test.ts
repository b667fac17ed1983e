import { describe, expect, it } from 'vitest';
import type { BulletinText } from './bulletin.ts';
import { cellChanges, compositionChanges, textChanges } from './bulletin-history.ts';

const cell = (venue_id: number, day: number, value: number | string, note = '') => ({
  venue_id,
  day,
  slot: 'am',
  data_type_id: 7,
  value,
  note,
});

describe('cellChanges', () => {
  it('lists cells changed, filled and cleared, in grid order, and nothing for equal cells', () => {
    const before = [cell(2, 0, 10), cell(1, 1, 'sun'), cell(1, 0, 3), cell(3, 0, 5, 'fog')];
    const after = [cell(1, 0, 3), cell(1, 1, 'rain'), cell(2, 1, 4), cell(3, 0, 5, '')];
    expect(cellChanges(before, after)).toEqual([
      { ...key(1, 1), before: { value: 'sun', note: '' }, after: { value: 'rain', note: '' } },
      { ...key(2, 0), before: { value: 10, note: '' }, after: null },
      { ...key(2, 1), before: null, after: { value: 4, note: '' } },
      { ...key(3, 0), before: { value: 5, note: 'fog' }, after: { value: 5, note: '' } },
    ]);
    expect(cellChanges(after, after)).toEqual([]);
  });

  it('tells a number from the same digits as text', () => {
    expect(cellChanges([cell(1, 0, 3)], [cell(1, 0, '3')])).toHaveLength(1);
  });
});

function key(venue_id: number, day: number) {
  return { venue_id, day, slot: 'am', data_type_id: 7 };
}

describe('textChanges', () => {
  const it_: BulletinText = {
    language: 'it',
    title: 'Veneto',
    synopsis: 'Sole.',
    venue_notes: { '4': 'Nebbia' },
  };

  it('names the fields that differ per language, and the venues whose note differs', () => {
    const after: BulletinText[] = [
      { ...it_, synopsis: 'Pioggia.', venue_notes: { '4': 'Nebbia', '9': 'Vento' } },
      { language: 'en', title: 'Veneto', synopsis: '', venue_notes: {} },
    ];
    expect(textChanges([it_], after)).toEqual([
      { language: 'en', fields: ['title'], venue_ids: [] },
      { language: 'it', fields: ['synopsis', 'venue_notes'], venue_ids: [9] },
    ]);
  });

  it('finds no change between equal texts, and an emptied note is a change', () => {
    expect(textChanges([it_], [{ ...it_ }])).toEqual([]);
    expect(textChanges([it_], [{ ...it_, venue_notes: {} }])).toEqual([
      { language: 'it', fields: ['venue_notes'], venue_ids: [4] },
    ]);
  });
});

describe('compositionChanges', () => {
  const venue = (id: number, name: string) => ({
    id,
    code: name.toLowerCase(),
    name,
    region: '',
    elevation: null,
  });
  const dataType = (id: number, name: string) => ({ id, code: name.toLowerCase(), name });
  const slot = (code: string) => ({ code, label: code.toUpperCase(), start_hour: 0, end_hour: 12 });

  it('names what the later grid has that the earlier had not, and the reverse, in their order', () => {
    const before = {
      venues: [venue(1, 'Lido'), venue(2, 'Asiago')],
      data_types: [dataType(7, 'Tmin'), dataType(8, 'Tmax')],
      slots: [slot('am'), slot('pm')],
    };
    const after = {
      venues: [venue(3, 'Garda'), venue(1, 'Lido'), venue(4, 'Adria')],
      data_types: [dataType(8, 'Tmax')],
      slots: [slot('am'), slot('pm')],
    };
    expect(compositionChanges(before, after)).toEqual({
      added: {
        venues: [
          { id: 3, code: 'garda', name: 'Garda' },
          { id: 4, code: 'adria', name: 'Adria' },
        ],
        data_types: [],
        slots: [],
      },
      removed: {
        venues: [{ id: 2, code: 'asiago', name: 'Asiago' }],
        data_types: [{ id: 7, code: 'tmin', name: 'Tmin' }],
        slots: [],
      },
    });
    expect(compositionChanges(after, after)).toEqual({
      added: { venues: [], data_types: [], slots: [] },
      removed: { venues: [], data_types: [], slots: [] },
    });
  });
});
