import { checkComposition } from '@bora/shared/bulletin-check';
import { describe, expect, it } from 'vitest';
import { typedValue } from '../../../test/bulletin-test-data.ts';
import { gridCheck } from './grid-check.ts';
import { emptyDraft, recordChanges, withPending } from './pending-draft.ts';
import { applyChanges, cellsFromValues } from './sheet-cells.ts';
import { sheetLayout } from './sheet-layout.ts';
import { composition, ICON_CODES, sky, temperature } from './test-sheet.ts';

const ruled = {
  ...composition,
  data_types: composition.data_types.map((d) => (d.id === 12 ? { ...d, required: false } : d)),
  rules: [
    {
      kind: 'compare' as const,
      left_data_type_id: temperature.id,
      relation: '<' as const,
      right_data_type_id: temperature.id,
      severity: 'warning' as const,
    },
  ],
};
const layout = sheetLayout(ruled);
const texts = [{ language: 'it', title: 'Titolo', synopsis: '', venue_notes: {} }];
const values = [
  typedValue(101, 0, 'am', 11, 12.5),
  typedValue(101, 0, 'am', 14, 'hail'),
  typedValue(102, 1, 'pm', 13, 'NE'),
];
const sorted = (problems: unknown[]) => problems.map((p) => JSON.stringify(p)).sort();

describe('the check of the grid as it is typed', () => {
  it('finds what the server’s check finds, cells and texts', () => {
    const check = gridCheck(ruled, layout, ICON_CODES);
    const cells = cellsFromValues(values);
    const expected = checkComposition(ruled, values, texts, ICON_CODES);
    expect(expected.some((p) => p.code === 'invalid_value')).toBe(true);
    expect(expected.some((p) => p.code === 'synopsis_missing')).toBe(true);
    expect(expected.some((p) => p.code === 'rule_broken')).toBe(true);
    expect(sorted(check(cells, texts))).toEqual(sorted(expected));
  });

  it('follows each change of a cell, a venue checked again only when its own cells changed', () => {
    const check = gridCheck(ruled, layout, ICON_CODES);
    const before = cellsFromValues(values);
    const first = check(before, texts);
    const key = { venue_id: 101, day: 0, slot: 'am', data_type_id: 14 };
    const after = applyChanges(before, [{ key, before: null, after: { kind: 'value', value: 'sun' } }]);
    const fixed = check(after, texts);
    expect(fixed.filter((p) => p.code === 'invalid_value')).toEqual([]);
    expect(fixed).toHaveLength(first.length - 1);
    // The other venues' problems are those found before, not found again.
    const other = (problems: typeof first) => problems.filter((p) => p.cell?.venue_id === 103);
    expect(other(fixed).every((p, i) => p === other(first)[i])).toBe(true);
    expect(sorted(fixed)).toEqual(
      sorted(
        checkComposition(
          ruled,
          [values[0], { ...values[1], value: 'sun' }, values[2]] as never,
          texts,
          ICON_CODES,
        ),
      ),
    );
  });

  it('follows my unsent edits over the server’s cells, and a new reading of the server’s', () => {
    const check = gridCheck(ruled, layout, ICON_CODES);
    const server = cellsFromValues(values);
    const hail = { venue_id: 101, day: 0, slot: 'am', data_type_id: 14 };
    const cold = { venue_id: 102, day: 1, slot: 'pm', data_type_id: 11 };
    const expect_ = (cells: ReturnType<typeof withPending>, shown: typeof values) =>
      expect(sorted(check(cells, texts))).toEqual(sorted(checkComposition(ruled, shown, texts, ICON_CODES)));
    let draft = emptyDraft(1, 1);
    expect_(withPending(server, draft), values);
    draft = recordChanges(draft, [
      { key: hail, before: { kind: 'value', value: 'hail' }, after: { kind: 'value', value: 'sun' } },
    ]);
    const sunny = [values[0], { ...values[1], value: 'sun' }, values[2]] as typeof values;
    expect_(withPending(server, draft), sunny);
    draft = recordChanges(draft, [{ key: cold, before: null, after: { kind: 'value', value: -3 } }]);
    const colder = [
      ...sunny,
      { ...cold, value: -3, note: '', source: 'manual' as const, origin: '', copied_from: null },
    ];
    expect_(withPending(server, draft), colder);
    // The same edits, undone: the draft holds the cells as the server has them.
    draft = recordChanges(draft, [
      { key: cold, before: { kind: 'value', value: -3 }, after: null },
      { key: hail, before: { kind: 'value', value: 'sun' }, after: { kind: 'value', value: 'hail' } },
    ]);
    expect_(withPending(server, draft), values);
    // Someone else's save, read anew: every venue is compared again.
    const theirs = [values[0], values[1], { ...values[2], value: 'SW' }] as typeof values;
    expect_(withPending(cellsFromValues(theirs), draft), theirs);
  });

  it('calls a cell holding text the rules refuse invalid, with the reason, and not empty', () => {
    const check = gridCheck(ruled, layout, ICON_CODES);
    const windKey = { venue_id: 102, day: 1, slot: 'pm', data_type_id: 13 };
    const tempKey = { venue_id: 101, day: 1, slot: 'am', data_type_id: 11 };
    const typed = applyChanges(cellsFromValues(values), [
      {
        key: windKey,
        before: { kind: 'value', value: 'NE' },
        after: { kind: 'invalid', raw: 'NX', problem: 'No.' },
      },
      { key: tempKey, before: null, after: { kind: 'invalid', raw: 'warm', problem: 'Enter a number.' } },
    ]);
    const problems = check(typed, texts);
    const about = (key: typeof windKey) =>
      problems.filter((p) => JSON.stringify(p.cell) === JSON.stringify(key)).map((p) => [p.code, p.message]);
    expect(about(windKey)).toEqual([['invalid_value', 'No.']]);
    // The temperature is required: still no "required", the cell is not empty.
    expect(about(tempKey)).toEqual([['invalid_value', 'Enter a number.']]);
    expect(problems.find((p) => p.cell && p.code === 'invalid_value')?.severity).toBe('error');
  });

  it('marks the cell of a range at the venue and of a condition as the server does', () => {
    const kinds = {
      ...composition,
      data_types: composition.data_types.map((d) => ({ ...d, required: false })),
      rules: [
        {
          kind: 'venue_range' as const,
          data_type_id: temperature.id,
          min_offset: -10,
          max_offset: 35,
          min: null,
          max: null,
          severity: 'error' as const,
        },
        {
          kind: 'condition' as const,
          when_data_type_id: sky.id,
          when_values: ['clear'],
          data_type_id: temperature.id,
          relation: '<' as const,
          value: 30,
          severity: 'warning' as const,
        },
      ],
    };
    const cell = (venue_id: number, data_type_id: number, value: number | string) => ({
      venue_id,
      day: 0,
      slot: 'am',
      data_type_id,
      value,
      note: '',
      source: 'manual' as const,
      origin: '',
      copied_from: null,
    });
    // Venezia (2 m) allows -8 to 37, Belluno (390 m) 380 to 425: made-up bounds that the
    // elevation moves; at Belluno 36 under a clear sky also breaks the condition.
    const cells = [cell(101, 11, 40), cell(102, 11, 20), cell(103, 11, 36), cell(103, 12, 'clear')];
    const check = gridCheck(kinds, sheetLayout(kinds), ICON_CODES);
    const found = check(cellsFromValues(cells), texts).filter((p) => p.code === 'rule_broken');
    expect(found.map((p) => [p.cell?.venue_id, p.cell?.data_type_id, p.severity, p.rule])).toEqual([
      [101, 11, 'error', 0],
      [103, 11, 'error', 0],
      [103, 11, 'warning', 1],
    ]);
    expect(sorted(check(cellsFromValues(cells), texts))).toEqual(
      sorted(checkComposition(kinds, cells, texts, ICON_CODES)),
    );
  });
});
