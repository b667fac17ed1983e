import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckInput, checkBulletin } from './bulletin-check.ts';
import {
  type ConsistencyRule,
  compareBreak,
  conditionBreak,
  consistencyRuleSchema,
  type RulePlace,
  rangeBounds,
  readRules,
  ruleBreak,
  ruleDataTypes,
  ruleKindProblems,
  ruleRelations,
  ruleSeverities,
  venueRangeBreak,
} from './bulletin-rules.ts';

const TMIN = 1;
const TMAX = 2;
const SKY = 3;
const SNOW = 4;
const RAIN = 5;

/** A place of one venue, day and slot with these values by data type. */
function place(values: Record<number, unknown>, elevation: number | null = null): RulePlace {
  return { elevation, value: (id) => values[id] };
}

const tminAtMostTmax = {
  kind: 'compare' as const,
  left_data_type_id: TMIN,
  relation: '<=' as const,
  right_data_type_id: TMAX,
  severity: 'error' as const,
};
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
  when_values: ['clear-day', 'clear-night'],
  data_type_id: RAIN,
  relation: '=' as const,
  value: 0,
  severity: 'warning' as const,
};

describe('a comparison', () => {
  it('holds, or is broken on its left cell with both values', () => {
    expect(compareBreak(tminAtMostTmax, place({ [TMIN]: 3, [TMAX]: 11 }))).toBeNull();
    expect(compareBreak(tminAtMostTmax, place({ [TMIN]: 4, [TMAX]: 4 }))).toBeNull();
    expect(compareBreak(tminAtMostTmax, place({ [TMIN]: 9, [TMAX]: 4 }))).toEqual({
      kind: 'compare',
      data_type_id: TMIN,
      left: 9,
      right: 4,
    });
  });

  it('says nothing while either side is empty or not a number', () => {
    expect(compareBreak(tminAtMostTmax, place({ [TMIN]: 9 }))).toBeNull();
    expect(compareBreak(tminAtMostTmax, place({ [TMIN]: 9, [TMAX]: '4' }))).toBeNull();
  });
});

describe('a range at the venue', () => {
  it('reads its bounds from the elevation, narrowed by the absolute ones', () => {
    expect(rangeBounds(snowRange, 2000)).toEqual({ low: 500, high: 5500 });
    expect(rangeBounds({ ...snowRange, min: 0, max: 4000 }, 2000)).toEqual({ low: 500, high: 4000 });
    expect(rangeBounds({ ...snowRange, min: 0, max: 4000 }, null)).toEqual({ low: 0, high: 4000 });
    expect(rangeBounds(snowRange, null)).toEqual({ low: null, high: null });
    expect(rangeBounds({ ...snowRange, max_offset: null }, 100)).toEqual({ low: -1400, high: null });
  });

  it('is broken by a snow level of 3 m at a venue at 2 000 m, not at one by the sea', () => {
    expect(venueRangeBreak(snowRange, place({ [SNOW]: 3 }, 2000))).toEqual({
      kind: 'venue_range',
      data_type_id: SNOW,
      value: 3,
      low: 500,
      high: 5500,
    });
    expect(venueRangeBreak(snowRange, place({ [SNOW]: 3 }, 2))).toBeNull();
    expect(venueRangeBreak(snowRange, place({ [SNOW]: 500 }, 2000))).toBeNull();
    expect(venueRangeBreak(snowRange, place({ [SNOW]: 5500 }, 2000))).toBeNull();
  });

  it('has nothing to check at a venue with no elevation and no absolute bound', () => {
    expect(venueRangeBreak(snowRange, place({ [SNOW]: -99_999 }, null))).toBeNull();
  });
});

describe('a condition', () => {
  it('applies only while its data type shows one of its values', () => {
    expect(conditionBreak(dryWhenClear, place({ [SKY]: 'clear-night', [RAIN]: 1.5 }))).toEqual({
      kind: 'condition',
      data_type_id: RAIN,
      value: 1.5,
      when: 'clear-night',
    });
    expect(conditionBreak(dryWhenClear, place({ [SKY]: 'clear-day', [RAIN]: 0 }))).toBeNull();
    expect(conditionBreak(dryWhenClear, place({ [SKY]: 'rain', [RAIN]: 1.5 }))).toBeNull();
    expect(conditionBreak(dryWhenClear, place({ [RAIN]: 1.5 }))).toBeNull();
    expect(conditionBreak(dryWhenClear, place({ [SKY]: 'clear-day' }))).toBeNull();
  });
});

describe('the rule schema', () => {
  it('reads a rule stored before the kinds as a comparison', () => {
    const { kind: _kind, ...legacy } = tminAtMostTmax;
    expect(consistencyRuleSchema.parse(legacy)).toEqual(tminAtMostTmax);
    expect(readRules([legacy, snowRange, { kind: 'unknown' }, 'junk'])).toEqual([tminAtMostTmax, snowRange]);
    expect(readRules(undefined)).toEqual([]);
  });

  it('names the field at fault in each kind', () => {
    const paths = (rule: unknown) =>
      consistencyRuleSchema.safeParse(rule).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths({ ...tminAtMostTmax, right_data_type_id: TMIN })).toEqual([
      ['right_data_type_id', 'Compare two different data types.'],
    ]);
    expect(paths({ ...snowRange, min_offset: null, max_offset: null })).toEqual([
      ['min_offset', 'Give at least one bound.'],
    ]);
    expect(paths({ ...snowRange, min: 10, max: 5, min_offset: 'a' })).toEqual([
      ['min_offset', 'Enter a number.'],
    ]);
    expect(paths({ ...snowRange, min: 10, max: 5 })).toEqual([
      ['max', 'The highest bound is below the lowest.'],
    ]);
    expect(paths({ ...dryWhenClear, when_values: [] })).toEqual([
      ['when_values', 'Choose at least one value.'],
    ]);
    expect(paths({ ...dryWhenClear, when_values: ['a', 'a'], value: null })).toEqual([
      ['value', 'Enter a number.'],
    ]);
    expect(paths({ ...dryWhenClear, when_values: ['a', 'a'] })).toEqual([
      ['when_values.1', 'This value is already listed.'],
    ]);
    expect(paths({ ...dryWhenClear, kind: 'sometimes' })).toEqual([
      ['kind', 'Choose a kind of rule: compare, venue_range or condition.'],
    ]);
  });

  it('judges the kinds of the data types a rule names, and the values a condition lists', () => {
    const dataTypes = new Map([
      [TMIN, { value_kind: 'number', options: [] }],
      [SKY, { value_kind: 'icon', options: [] }],
      [RAIN, { value_kind: 'category', options: [{ code: 'none' }] }],
    ]);
    const of = (id: number) => dataTypes.get(id);
    expect(ruleKindProblems({ ...tminAtMostTmax, right_data_type_id: SKY }, of, [])).toEqual([
      { field: 'right_data_type_id', message: 'A rule compares numbers: choose a numeric data type.' },
    ]);
    expect(ruleKindProblems(dryWhenClear, of, ['clear-day'])).toEqual([
      { field: 'data_type_id', message: 'A condition checks a number: choose a numeric data type.' },
      { field: 'when_values.1', message: 'This icon is not in the bulletin type’s icon set.' },
    ]);
    const whenRain = {
      ...dryWhenClear,
      when_data_type_id: RAIN,
      when_values: ['none', 'lots'],
      data_type_id: TMIN,
    };
    expect(ruleKindProblems(whenRain, of, [])).toEqual([
      { field: 'when_values.1', message: 'This is not an option of the data type.' },
    ]);
    expect(
      ruleKindProblems({ ...dryWhenClear, when_data_type_id: TMIN, data_type_id: TMIN }, of, []),
    ).toEqual([
      {
        field: 'when_data_type_id',
        message: 'A condition reads categories or icons: choose such a data type.',
      },
    ]);
    // A data type that does not exist is another problem, reported elsewhere.
    expect(ruleKindProblems(snowRange, of, [])).toEqual([]);
  });
});

const id = fc.integer({ min: 1, max: 6 });
const bound = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null });
const relation = fc.constantFrom(...ruleRelations);
const severity = fc.constantFrom(...ruleSeverities);
const anyRule: fc.Arbitrary<ConsistencyRule> = fc.oneof(
  fc.record({
    kind: fc.constant('compare' as const),
    left_data_type_id: id,
    relation,
    right_data_type_id: id,
    severity,
  }),
  fc.record({
    kind: fc.constant('venue_range' as const),
    data_type_id: id,
    min_offset: bound,
    max_offset: bound,
    min: bound,
    max: bound,
    severity,
  }),
  fc.record({
    kind: fc.constant('condition' as const),
    when_data_type_id: id,
    when_values: fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
    data_type_id: id,
    relation,
    value: fc.double({ noNaN: true, noDefaultInfinity: true }),
    severity,
  }),
);
const anyValue = fc.oneof(fc.anything(), fc.double(), fc.constantFrom('clear-day', 'rain', ''));

describe('every rule, on any value', () => {
  it('never throws, and a break marks a data type the rule reads', () => {
    fc.assert(
      fc.property(
        anyRule,
        fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), anyValue),
        fc.oneof(fc.constant(null), fc.double()),
        (rule, values, elevation) => {
          const broken = ruleBreak(rule, { elevation, value: (id) => values[String(id)] });
          if (broken) expect(ruleDataTypes(rule).map((d) => d.id)).toContain(broken.data_type_id);
        },
      ),
    );
  });

  it('reads stored rules of any shape without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        expect(Array.isArray(readRules(stored))).toBe(true);
      }),
    );
  });

  it('is ignored when a data type it reads is not in the type', () => {
    const input = (rules: ConsistencyRule[], values: CheckInput['values']): CheckInput => ({
      venues: [{ id: 10, elevation: 2000 }],
      days: 1,
      slots: ['am'],
      // Only data types 1 to 3 are in the type; the rules may name 1 to 6.
      dataTypes: [TMIN, TMAX, SKY].map((id) => ({
        id,
        code: `d${id}`,
        required: false,
        rule: { value_kind: 'number', minimum: null, maximum: null, decimals: null, options: [] },
      })),
      rules,
      languages: [],
      values,
      texts: [],
      iconCodes: [],
    });
    fc.assert(
      fc.property(
        fc.array(anyRule, { maxLength: 4 }),
        fc.array(fc.tuple(id, fc.oneof(fc.double(), fc.string())), { maxLength: 8 }),
        (rules, cells) => {
          const values = cells.map(([data_type_id, value]) => ({
            venue_id: 10,
            day: 0,
            slot: 'am',
            data_type_id,
            value,
          }));
          const problems = checkBulletin(input(rules, values)).filter((p) => p.code === 'rule_broken');
          for (const problem of problems) {
            const rule = rules[problem.rule ?? -1];
            expect(rule && ruleDataTypes(rule).every((d) => d.id <= SKY)).toBe(true);
          }
        },
      ),
    );
  });
});
