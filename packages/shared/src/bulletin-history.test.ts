import { describe, expect, it } from 'vitest';
import type { BulletinText } from './bulletin.ts';
import { cellChanges, textChanges } from './bulletin-history.ts';

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
