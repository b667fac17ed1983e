import { describe, expect, it } from 'vitest';
import {
  columnGroups,
  columnWidth,
  PRINT_COLUMNS_EM,
  PRINT_HEADER_SCALE,
  PRINT_ICON_EM,
  textWidth,
} from './print-columns.ts';

/** Columns of `days` days × `slots` slots × the widths of one slot, as a printed grid has them. */
function grid(days: number, slots: number, slotWidths: number[]) {
  const widths: number[] = [];
  const day: string[] = [];
  const slot: string[] = [];
  for (let d = 0; d < days; d++)
    for (let s = 0; s < slots; s++)
      for (const width of slotWidths) {
        widths.push(width);
        day.push(`d${d}`);
        slot.push(`d${d}s${s}`);
      }
  const levels = [(index: number) => day[index] ?? '', (index: number) => slot[index] ?? ''];
  return { widths, levels, day, slot };
}

const total = (widths: number[], group: number[]) =>
  group.reduce((sum, index) => sum + (widths[index] ?? 0), 0);

describe('printed column widths', () => {
  it('reckons wide letters wider than narrow ones, and bold wider still', () => {
    expect(textWidth('mmmm')).toBeGreaterThan(textWidth('iiii'));
    expect(textWidth('Temperatura', true)).toBeGreaterThan(textWidth('Temperatura'));
    expect(textWidth('')).toBe(0);
  });

  it('makes a column as wide as its header’s longest word, or its widest value, with room for padding', () => {
    const byHeader = columnWidth({
      header: 'Probabilità di precipitazione (%)',
      cells: 'line',
      texts: ['40'],
    });
    // Header cells are printed smaller than the values.
    expect(byHeader).toBeGreaterThanOrEqual(textWidth('precipitazione', true) * PRINT_HEADER_SCALE);
    expect(byHeader).toBeGreaterThan(columnWidth({ header: 'P (%)', cells: 'line', texts: ['40'] }));
    const byValue = columnWidth({ header: 'T', cells: 'line', texts: ['-12.5', '1234567890'] });
    expect(byValue).toBeGreaterThan(textWidth('1234567890'));
    // A value that wraps counts by its longest word; one that does not, whole.
    const wrapping = columnWidth({ header: 'A', cells: 'wraps', texts: ['Molto mosso oggi'] });
    const line = columnWidth({ header: 'A', cells: 'line', texts: ['Molto mosso oggi'] });
    expect(wrapping).toBeLessThan(line);
  });

  it('gives an icon column room for its picture, free text a paragraph’s width, and every column a minimum', () => {
    expect(columnWidth({ header: 'Sky', cells: 'icon', texts: [] })).toBeGreaterThan(PRINT_ICON_EM);
    const paragraph = columnWidth({ header: 'Note', cells: 'wraps', texts: ['Fog'], paragraph: true });
    expect(paragraph).toBeGreaterThanOrEqual(8);
    const long = columnWidth({ header: 'Note', cells: 'wraps', texts: ['x'.repeat(200)], paragraph: true });
    expect(long).toBeLessThanOrEqual(15);
    expect(columnWidth({ header: 'T', cells: 'line', texts: [] })).toBeGreaterThanOrEqual(2.5);
  });
});

describe('printed column groups', () => {
  it('keeps a grid that fits the page in one group', () => {
    const { widths, levels } = grid(1, 1, [4, 5]);
    expect(columnGroups(widths, levels, 80)).toEqual([[0, 1]]);
  });

  it('keeps every column once, in order, each group within the page', () => {
    for (const [days, slots, slotWidths, available] of [
      [3, 3, [3, 4.5, 4.5, 7, 5.5, 5, 5.3], 80],
      [3, 4, [3, 4.5, 4.5, 5, 7, 5.5, 5, 4.5, 5, 5.3], 80],
      [2, 2, [3, 4.5, 4.5, 5, 5, 5.5, 5], 80],
      [1, 1, [100], 80],
      [2, 3, [30, 60, 20], 80],
    ] as const) {
      const { widths, levels } = grid(days, slots, [...slotWidths]);
      const groups = columnGroups(widths, levels, available);
      expect(groups.flat()).toEqual(widths.map((_, index) => index));
      for (const group of groups)
        if (group.length > 1) expect(total(widths, group)).toBeLessThanOrEqual(available);
    }
  });

  it('breaks where a day ends when the days fit the page', () => {
    const { widths, levels, day } = grid(2, 2, [10, 10]);
    const groups = columnGroups(widths, levels, 45);
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(new Set(group.map((index) => day[index])).size).toBe(1);
  });

  it('breaks where a slot ends when a day is wider than the page, at the cost of a group more at most', () => {
    // Nine slots of 33: four groups if cut anywhere, five if cut between slots.
    const { widths, levels, slot } = grid(3, 3, [11, 11, 11]);
    const groups = columnGroups(widths, levels, 80);
    expect(groups).toHaveLength(5);
    for (const group of groups) {
      const first = group[0] ?? 0;
      const last = group[group.length - 1] ?? 0;
      expect(slot[first - 1]).not.toBe(slot[first]);
      expect(slot[last + 1]).not.toBe(slot[last]);
    }
  });

  it('cuts within slots when keeping them whole would take many more groups', () => {
    // Twelve slots of 45 on pages of 80: one slot a group (twelve groups), or eight cut anywhere
    // (17 columns fit a page: evened out, 15 a group).
    const { widths, levels } = grid(3, 4, [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5]);
    const groups = columnGroups(widths, levels, 80);
    expect(groups.map((group) => group.length)).toEqual([15, 15, 15, 15, 15, 15, 15, 15]);
  });

  it('puts a column wider than the page in a group of its own', () => {
    const widths = [10, 120, 10];
    const groups = columnGroups(widths, [(index) => String(index)], 80);
    expect(groups).toEqual([[0], [1], [2]]);
  });

  it('leaves room on an A4 landscape page for many columns beside the venue', () => {
    expect(PRINT_COLUMNS_EM).toBeGreaterThan(70);
    expect(PRINT_COLUMNS_EM).toBeLessThan(90);
  });
});
