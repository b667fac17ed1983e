import { describe, expect, it } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { fitHidden, NONE_HIDDEN, oneDayAndSlot, parseHidden, revealCell } from './hidden-columns.ts';

const { composition } = submitted;

describe('hidden columns', () => {
  it('keep what the composition has, and never hide the last day, slot or data type', () => {
    expect(fitHidden(composition, { days: [1, 7], slots: ['sera'], dataTypes: [2, 99] })).toEqual({
      days: [1],
      slots: [],
      dataTypes: [2],
    });
    expect(
      fitHidden(composition, { days: [0, 1], slots: ['mattina', 'pomeriggio'], dataTypes: [1, 2, 3] }),
    ).toEqual(NONE_HIDDEN);
  });

  it('bring back the day, slot and data type of a cell', () => {
    const hidden = { days: [1], slots: ['mattina'], dataTypes: [2, 3] };
    expect(revealCell(hidden, { day: 1, slot: 'mattina', data_type_id: 2 })).toEqual({
      days: [],
      slots: [],
      dataTypes: [3],
    });
  });

  it('show a phone one day and one slot', () => {
    expect(oneDayAndSlot(composition, 1, 'pomeriggio')).toEqual({
      days: [0],
      slots: ['mattina'],
      dataTypes: [],
    });
  });

  it('read a remembered choice, and anything else as none hidden', () => {
    expect(parseHidden('{"days":[1],"slots":["mattina"],"dataTypes":[2,"x"]}')).toEqual({
      days: [1],
      slots: ['mattina'],
      dataTypes: [2],
    });
    for (const stored of [null, '', 'not json', '42', 'null', '{"days":"all"}'])
      expect(parseHidden(stored)).toEqual(NONE_HIDDEN);
  });
});
