import { describe, expect, it } from 'vitest';
import { type CheckInput, checkBulletin, checkPasses } from './bulletin-check.ts';
import type { ValueRule } from './data-type-values.ts';

const temperature: ValueRule = { value_kind: 'number', minimum: -40, maximum: 50, decimals: 1, options: [] };
const TMIN = 1;
const TMAX = 2;
const SKY = 3;
const SNOW = 4;
const RAIN = 5;

/** One venue at 2 000 m, two days, one slot: tmin and tmax required, the sky optional; Italian and English. */
function bulletin(overrides: Partial<CheckInput> = {}): CheckInput {
  return {
    venues: [{ id: 10, elevation: 2000 }],
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
    rules: [
      {
        kind: 'compare',
        left_data_type_id: TMIN,
        relation: '<=',
        right_data_type_id: TMAX,
        severity: 'error',
      },
    ],
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
        kind: 'compare' as const,
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

describe('the consistency rules of each kind in the check', () => {
  const level: ValueRule = { value_kind: 'integer', minimum: 0, maximum: 4000, decimals: null, options: [] };
  const rain: ValueRule = { value_kind: 'number', minimum: 0, maximum: 500, decimals: 1, options: [] };
  const dataTypes = [
    ...bulletin().dataTypes,
    { id: SNOW, code: 'snow-level', required: false, rule: level },
    { id: RAIN, code: 'precipitation', required: false, rule: rain },
  ];
  const snowRange = {
    kind: 'venue_range' as const,
    data_type_id: SNOW,
    min_offset: -1500,
    max_offset: 3500,
    min: null,
    max: null,
    severity: 'warning' as const,
  };
  const dryWhenClear = {
    kind: 'condition' as const,
    when_data_type_id: SKY,
    when_values: ['clear'],
    data_type_id: RAIN,
    relation: '=' as const,
    value: 0,
    severity: 'warning' as const,
  };
  const at = (data_type_id: number, value: number | string, day = 0) => ({
    venue_id: 10,
    day,
    slot: 'am',
    data_type_id,
    value,
  });
  const withDay0 = (...cells: ReturnType<typeof at>[]) => [
    ...bulletin().values.filter(
      (v) => !(v.day === 0 && cells.some((c) => c.data_type_id === v.data_type_id)),
    ),
    ...cells,
  ];
  const rules = [...bulletin().rules, snowRange, dryWhenClear];

  it('reports a Tmin of 9 above a Tmax of 4 as an error on the Tmin, which blocks', () => {
    const problems = checkBulletin(bulletin({ values: withDay0(at(TMIN, 9), at(TMAX, 4)) }));
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'rule_broken',
        message: 'tmin ≤ tmax does not hold (9, 4).',
        cell: { venue_id: 10, day: 0, slot: 'am', data_type_id: TMIN },
        rule: 0,
      },
    ]);
    expect(checkPasses(problems)).toBe(false);
  });

  it('reports a snow level of 3 m at a venue at 2 000 m, with the range at that venue', () => {
    const problems = checkBulletin(bulletin({ dataTypes, rules, values: withDay0(at(SNOW, 3)) }));
    expect(problems).toEqual([
      {
        severity: 'warning',
        code: 'rule_broken',
        message: 'snow-level should be between 500 and 5500 at this venue, not 3.',
        cell: { venue_id: 10, day: 0, slot: 'am', data_type_id: SNOW },
        rule: 1,
      },
    ]);
    expect(checkBulletin(bulletin({ dataTypes, rules, values: withDay0(at(SNOW, 1200)) }))).toEqual([]);
  });

  it('reads the absolute bounds alone at a venue with no elevation', () => {
    const range = { ...snowRange, min: 0, max: 3000, severity: 'error' as const };
    const venues = [{ id: 10, elevation: null }];
    const input = (value: number) =>
      bulletin({ venues, dataTypes, rules: [range], values: withDay0(at(SNOW, value)) });
    expect(checkBulletin(input(3))).toEqual([]);
    expect(checkBulletin(input(3500)).map((p) => [p.severity, p.message])).toEqual([
      ['error', 'snow-level should be between 0 and 3000 at this venue, not 3500.'],
    ]);
  });

  it('warns of precipitation under a clear sky, and says nothing of it under rain', () => {
    const clear = checkBulletin(
      bulletin({ dataTypes, rules, values: withDay0(at(SKY, 'clear'), at(RAIN, 2.5)) }),
    );
    expect(clear).toEqual([
      {
        severity: 'warning',
        code: 'rule_broken',
        message: 'precipitation = 0 does not hold when sky is clear (2.5).',
        cell: { venue_id: 10, day: 0, slot: 'am', data_type_id: RAIN },
        rule: 2,
      },
    ]);
    expect(checkPasses(clear)).toBe(true);
    const rainy = withDay0(at(SKY, 'rain'), at(RAIN, 2.5));
    expect(checkBulletin(bulletin({ dataTypes, rules, values: rainy }))).toEqual([]);
  });

  it('ignores a rule on a data type the type no longer lists', () => {
    const values = withDay0(at(TMIN, 9), at(TMAX, 4));
    const withoutTmax = bulletin().dataTypes.filter((d) => d.id !== TMAX);
    const problems = checkBulletin(bulletin({ dataTypes: withoutTmax, rules, values }));
    expect(problems.map((p) => p.code)).toEqual(['not_in_type', 'not_in_type']);
  });
});
