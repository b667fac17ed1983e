import { checkComposition } from '@bora/shared/bulletin-check';
import { describe, expect, it } from 'vitest';
import { gridCheck } from './grid-check.ts';
import { cellsFromValues } from './sheet-cells.ts';
import { sheetLayout } from './sheet-layout.ts';
import { composition, ICON_CODES } from './test-sheet.ts';

const layout = sheetLayout(composition);
const texts = [
  {
    language: 'it',
    title: 'Previsioni del 26 novembre',
    synopsis: 'Da sabato 28 novembre sereno; giovedì 3/12 piogge.',
    venue_notes: {},
  },
];

describe('the check of the texts as they are typed', () => {
  it('warns of the dates that are not the bulletin’s, as the server’s check does', () => {
    const check = gridCheck(composition, layout, ICON_CODES, '2026-11-28');
    const found = check(cellsFromValues([]), texts).filter((p) => p.date !== undefined);
    expect(found.map((p) => [p.code, p.severity, p.language, p.date])).toEqual([
      ['title_other_date', 'warning', 'it', '26 novembre'],
      ['synopsis_other_date', 'warning', 'it', 'giovedì 3/12'],
    ]);
    const server = checkComposition(composition, [], texts, ICON_CODES, '2026-11-28');
    expect(found).toEqual(server.filter((p) => p.date !== undefined));
  });

  it('reads no date without the bulletin’s issue date', () => {
    const check = gridCheck(composition, layout, ICON_CODES);
    expect(check(cellsFromValues([]), texts).filter((p) => p.date !== undefined)).toEqual([]);
  });
});
