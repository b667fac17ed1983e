import { describe, expect, it } from 'vitest';
import { type CheckInput, checkBulletin, checkPasses } from './bulletin-check.ts';
import type { ValueRule } from './data-type-values.ts';

const temperature: ValueRule = { value_kind: 'number', minimum: -40, maximum: 50, decimals: 1, options: [] };
const TMIN = 1;
const TMAX = 2;
const SKY = 3;

/** One venue, two days, one slot: tmin and tmax required, the sky optional; Italian and English. */
function bulletin(overrides: Partial<CheckInput> = {}): CheckInput {
  return {
    venueIds: [10],
    days: 2,
    slots: ['am'],
    dataTypes: [
      { id: TMIN, code: 'tmin', required: true, rule: temperature },
      { id: TMAX, code: 'tmax', required: true, rule: temperature },
      {
        id: SKY,
        code: 'sky',
        required: false,
        rule: { value_kind: 'icon', minimum: null, maximum: null, decimals: null, options: [] },
      },
    ],
    rules: [{ left_data_type_id: TMIN, relation: '<=', right_data_type_id: TMAX, severity: 'error' }],
    languages: ['it', 'en'],
    values: [
      { venue_id: 10, day: 0, slot: 'am', data_type_id: TMIN, value: 3 },
      { venue_id: 10, day: 0, slot: 'am', data_type_id: TMAX, value: 11.5 },
      { venue_id: 10, day: 1, slot: 'am', data_type_id: TMIN, value: 4 },
      { venue_id: 10, day: 1, slot: 'am', data_type_id: TMAX, value: 12 },
    ],
    texts: [
      { language: 'it', title: 'Previsioni', synopsis: 'Sereno.', venue_notes: {} },
      { language: 'en', title: 'Forecast', synopsis: 'Clear.', venue_notes: {} },
    ],
    iconCodes: ['clear', 'rain'],
    ...overrides,
  };
}

describe('the check of a bulletin', () => {
  it('finds nothing in a complete, consistent bulletin', () => {
    expect(checkBulletin(bulletin())).toEqual([]);
    expect(checkPasses([])).toBe(true);
  });

  it('reports each empty required cell as an error, and an empty optional one not at all', () => {
    const values = bulletin().values.filter((v) => !(v.day === 1 && v.data_type_id === TMAX));
    const problems = checkBulletin(bulletin({ values }));
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'required_missing',
        message: 'tmax is required.',
        cell: { venue_id: 10, day: 1, slot: 'am', data_type_id: TMAX },
      },
    ]);
    expect(checkPasses(problems)).toBe(false);
  });

  it('reports a value its data type refuses, and an icon outside the set', () => {
    const values = [
      ...bulletin().values.map((v) => (v.day === 0 && v.data_type_id === TMIN ? { ...v, value: -60 } : v)),
      { venue_id: 10, day: 0, slot: 'am', data_type_id: SKY, value: 'snow' },
    ];
    const problems = checkBulletin(bulletin({ values }));
    expect(problems.map((p) => [p.code, p.cell?.data_type_id, p.message])).toEqual([
      ['invalid_value', TMIN, 'At least -40.'],
      ['invalid_value', SKY, 'This icon is not in the bulletin’s icon set.'],
    ]);
  });

  it('checks a consistency rule where both values are there, with the rule’s severity', () => {
    const values = bulletin().values.map((v) =>
      v.day === 1 && v.data_type_id === TMIN ? { ...v, value: 14 } : v,
    );
    const asError = checkBulletin(bulletin({ values }));
    expect(asError).toEqual([
      {
        severity: 'error',
        code: 'rule_broken',
        message: 'tmin ≤ tmax does not hold (14, 12).',
        cell: { venue_id: 10, day: 1, slot: 'am', data_type_id: TMIN },
        rule: 0,
      },
    ]);
    const rules = [
      {
        left_data_type_id: TMIN,
        relation: '<=' as const,
        right_data_type_id: TMAX,
        severity: 'warning' as const,
      },
    ];
    const asWarning = checkBulletin(bulletin({ values, rules }));
    expect(asWarning.map((p) => p.severity)).toEqual(['warning']);
    expect(checkPasses(asWarning)).toBe(true);
  });

  it('says nothing of a rule when one side is empty (the empty cell is its own problem)', () => {
    const values = bulletin().values.filter((v) => !(v.day === 0 && v.data_type_id === TMAX));
    expect(checkBulletin(bulletin({ values })).map((p) => p.code)).toEqual(['required_missing']);
  });

  it('requires the title and synopsis in every language of the type', () => {
    const texts = [{ language: 'it', title: 'Previsioni', synopsis: '  ', venue_notes: {} }];
    expect(checkBulletin(bulletin({ texts })).map((p) => [p.code, p.language])).toEqual([
      ['synopsis_missing', 'it'],
      ['title_missing', 'en'],
      ['synopsis_missing', 'en'],
    ]);
  });

  it('warns of a venue note not written in every language', () => {
    const texts = bulletin().texts.map((t) =>
      t.language === 'it' ? { ...t, venue_notes: { '10': 'Nebbia.' } } : t,
    );
    expect(checkBulletin(bulletin({ texts }))).toEqual([
      {
        severity: 'warning',
        code: 'note_translation_missing',
        message: 'The note on venue 10 has no en version.',
        language: 'en',
        venue_id: 10,
      },
    ]);
  });

  it('warns of a value the type no longer has room for', () => {
    const values = [...bulletin().values, { venue_id: 99, day: 0, slot: 'am', data_type_id: TMIN, value: 1 }];
    const problems = checkBulletin(bulletin({ values }));
    expect(problems.map((p) => [p.severity, p.code, p.cell?.venue_id])).toEqual([
      ['warning', 'not_in_type', 99],
    ]);
  });
});
