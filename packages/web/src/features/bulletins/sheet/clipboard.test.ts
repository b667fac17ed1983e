import { describe, expect, it } from 'vitest';
import { copyRange, paste } from './clipboard.ts';
import { extendTo, selectCell } from './selection.ts';
import { applyChanges, contentAt, type StoredCells } from './sheet-cells.ts';
import { cellKeyAt, sheetLayout } from './sheet-layout.ts';
import { composition, ICONS } from './test-sheet.ts';

const layout = sheetLayout(composition);
const empty: StoredCells = new Map();

function at(cells: StoredCells, row: number, col: number) {
  const key = cellKeyAt(layout, { row, col });
  if (!key) throw new Error('outside the grid');
  return contentAt(cells, key);
}

function pasted(text: string, row: number, col: number) {
  const result = paste(layout, empty, selectCell(layout, { row, col }), text, { icons: ICONS });
  return { ...result, cells: applyChanges(empty, result.edit?.changes ?? []) };
}

describe('pasting from a spreadsheet', () => {
  it('places a block from the active cell, reading each cell by its column’s data type', () => {
    const { edit, clipped, cells } = pasted('12,5\tSereno\t200\tSun\r\n-1\tcloudy\tne\train\r\n', 1, 0);
    expect(edit?.kind).toBe('paste');
    expect(clipped).toEqual({ rows: 0, columns: 0 });
    expect([at(cells, 1, 0), at(cells, 1, 1), at(cells, 1, 2), at(cells, 1, 3)]).toEqual([
      { kind: 'value', value: 12.5 },
      { kind: 'value', value: 'clear' },
      { kind: 'value', value: 'SSW' },
      { kind: 'value', value: 'sun' },
    ]);
    expect(at(cells, 2, 2)).toEqual({ kind: 'value', value: 'NE' });
    expect(at(cells, 0, 0)).toBeNull();
  });

  it('reads a spreadsheet’s column of names, in either language, and numbers grouped the UI language’s way', () => {
    const text =
      '1.234,5\tSERENO\tNord-est\tPioggia\r\n-1\tnuvoloso\tSouthwest\tneve\r\n2\tNebbia\tnord\tGrandine\r\n';
    const result = paste(layout, empty, selectCell(layout, { row: 0, col: 0 }), text, {
      icons: ICONS,
      language: 'it',
    });
    const cells = applyChanges(empty, result.edit?.changes ?? []);
    const column = (col: number) => [0, 1, 2].map((row) => at(cells, row, col));
    expect(column(0)).toEqual([
      { kind: 'invalid', raw: '1.234,5', problem: 'At most 50.' },
      { kind: 'value', value: -1 },
      { kind: 'value', value: 2 },
    ]);
    expect(column(1)).toEqual([
      { kind: 'value', value: 'clear' },
      { kind: 'value', value: 'cloudy' },
      { kind: 'invalid', raw: 'Nebbia', problem: '“Nebbia” is not one of: Sereno, Nuvoloso.' },
    ]);
    expect(column(2)).toEqual([
      { kind: 'value', value: 'NE' },
      { kind: 'value', value: 'SW' },
      { kind: 'value', value: 'N' },
    ]);
    expect(column(3)).toEqual([
      { kind: 'value', value: 'rain' },
      { kind: 'value', value: 'snow' },
      {
        kind: 'invalid',
        raw: 'Grandine',
        problem:
          '“Grandine” is not in the bulletin’s icon set: enter the name or the code of one of its icons.',
      },
    ]);
  });

  it('keeps refused text in its cell, and an icon code outside the set, with the reason', () => {
    const { cells } = pasted('warm\t\t\thail', 0, 0);
    expect(at(cells, 0, 0)).toEqual({ kind: 'invalid', raw: 'warm', problem: 'Enter a number.' });
    expect(at(cells, 0, 3)).toMatchObject({ kind: 'invalid', raw: 'hail' });
  });

  it('clips a block larger than the grid, and counts the rows and columns left out', () => {
    const line = Array.from({ length: 6 }, (_, i) => String(i)).join('\t');
    const { clipped, edit } = pasted(`${line}\n${line}\n${line}\n`, 1, 12);
    expect(clipped).toEqual({ rows: 1, columns: 2 });
    expect(edit?.changes).toHaveLength(2 * 4);
  });

  it('clips a paste of ten thousand rows to the grid', () => {
    const { clipped, edit } = pasted('1\n'.repeat(10000), 0, 0);
    expect(clipped).toEqual({ rows: 9997, columns: 0 });
    expect(edit?.changes).toHaveLength(3);
  });

  it('empties the cells a block’s empty cells land on', () => {
    const full = pasted('1\t\t\t\r\n', 0, 0).cells;
    const result = paste(layout, full, selectCell(layout, { row: 0, col: 0 }), '\tclear');
    const after = applyChanges(full, result.edit?.changes ?? []);
    expect([at(after, 0, 0), at(after, 0, 1)]).toEqual([null, { kind: 'value', value: 'clear' }]);
  });

  it('fills a selected range with a single value', () => {
    const range = extendTo(layout, selectCell(layout, { row: 0, col: 4 }), { row: 2, col: 4 });
    const result = paste(layout, empty, range, '7,5\r\n');
    const cells = applyChanges(empty, result.edit?.changes ?? []);
    expect([0, 1, 2].map((row) => at(cells, row, 4))).toEqual(Array(3).fill({ kind: 'value', value: 7.5 }));
    expect(result.clipped).toEqual({ rows: 0, columns: 0 });
  });

  it('places a block on the top-left cell of a range dragged upwards', () => {
    const range = extendTo(layout, selectCell(layout, { row: 2, col: 5 }), { row: 1, col: 4 });
    const result = paste(layout, empty, range, '1\t\r\n2\t\r\n');
    const cells = applyChanges(empty, result.edit?.changes ?? []);
    expect([at(cells, 1, 4), at(cells, 2, 4)]).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 2 },
    ]);
    expect(cells.size).toBe(2);
  });

  it('changes nothing when the clipboard is empty', () => {
    expect(pasted('', 0, 0).edit).toBeNull();
  });
});

/** The set's icons as the grid has them in a language: named in it, known by their Italian and English names. */
const ENGLISH: Record<string, string> = { sun: 'Sun', rain: 'Rain', snow: 'Snow' };
const wordsIn = (language: 'it' | 'en') => ({
  language,
  icons: ICONS.map((icon) => ({
    ...icon,
    name: language === 'it' ? icon.name : (ENGLISH[icon.code] ?? icon.code),
    names: [icon.name, ENGLISH[icon.code] ?? icon.code],
  })),
});

describe('copying a range', () => {
  const { cells } = pasted('12,5\tclear\tSW\tsnow\r\nwarm\t\tVRB\train\r\n', 0, 0);
  const range = { top: 0, left: 0, bottom: 1, right: 3 };

  it('writes the range as TSV of names and numbers in the UI language, never codes', () => {
    expect(copyRange(layout, cells, range, wordsIn('it'))).toBe(
      '12,5\tSereno\tSO\tNeve\r\nwarm\t\tvariabile\tPioggia\r\n',
    );
    expect(copyRange(layout, cells, range, wordsIn('en'))).toBe(
      '12.5\tSereno\tSW\tSnow\r\nwarm\t\tvariable\tRain\r\n',
    );
  });

  it('pastes back exactly what it copies, in either language', () => {
    for (const language of ['it', 'en'] as const) {
      const words = wordsIn(language);
      const text = copyRange(layout, cells, range, words);
      const again = paste(layout, empty, selectCell(layout, { row: 0, col: 0 }), text, words);
      expect(applyChanges(empty, again.edit?.changes ?? [])).toEqual(cells);
    }
  });

  it('reads the names a copy in the other language wrote', () => {
    const fromItalian = copyRange(layout, cells, range, wordsIn('it'));
    const again = paste(layout, empty, selectCell(layout, { row: 0, col: 0 }), fromItalian, wordsIn('en'));
    expect(applyChanges(empty, again.edit?.changes ?? [])).toEqual(cells);
  });
});
