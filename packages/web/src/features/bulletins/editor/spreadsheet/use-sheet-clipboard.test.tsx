import { fireEvent, render, screen } from '@testing-library/react';
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { cellKeyAt } from '../../sheet/sheet-layout.ts';
import type { SheetLatest } from './sheet-grid-props.ts';
import { CLEAR_SKY, sheetLatest } from './test-sheet-latest.ts';
import { useSheetClipboard } from './use-sheet-clipboard.ts';

/** The grid's frame with the clipboard's handlers, and a text box inside as a cell's editor. */
function Frame({ latest }: { latest: RefObject<SheetLatest> }) {
  const { onCopy, onCut, onPaste } = useSheetClipboard(latest, i18n.t);
  return (
    <div data-testid="frame" onCopy={onCopy} onCut={onCut} onPaste={onPaste}>
      <input aria-label="Editor" />
    </div>
  );
}

/** What a copy or a cut put on the clipboard, and whether the grid took it from the browser. */
function copied(kind: 'copy' | 'cut', on = screen.getByTestId('frame')) {
  let text: string | null = null;
  const event = kind === 'copy' ? fireEvent.copy : fireEvent.cut;
  const taken = !event(on, { clipboardData: { setData: (_type: string, data: string) => (text = data) } });
  return { text, taken };
}

function pasted(text: string, on = screen.getByTestId('frame')) {
  return !fireEvent.paste(on, { clipboardData: { getData: () => text } });
}

const range = (top: number, left: number, bottom: number, right: number) => ({
  active: { row: top, col: left },
  focus: { row: bottom, col: right },
});

describe('the clipboard on the grid', () => {
  it('copies the selected range as spreadsheets do: names and numbers in the UI language, never codes', () => {
    const sheet = sheetLatest({ selection: range(0, 0, 1, 2) });
    render(<Frame latest={sheet.latest} />);
    expect(copied('copy')).toEqual({ text: 'Clear sky\t12.5\tNE\r\n\t\t\r\n', taken: true });
    sheet.latest.current.words = { language: 'it', icons: [{ ...CLEAR_SKY, name: 'Sereno' }] };
    expect(copied('copy').text).toBe('Sereno\t12,5\tNE\r\n\t\t\r\n');
    expect(sheet.edits).toEqual([]);
  });

  it('pastes names, in Italian or in English, as the codes they name', () => {
    for (const [language, text] of [
      ['it', 'Sereno\t7,5\tSud-ovest\r\n'],
      ['en', 'clear sky\t7.5\tSouthwest\r\n'],
      ['en', 'SERENO\t7,5\tSO\r\n'],
    ] as const) {
      const sheet = sheetLatest({ selection: range(1, 0, 1, 0) });
      sheet.latest.current.words.language = language;
      const { unmount } = render(<Frame latest={sheet.latest} />);
      pasted(text);
      expect(sheet.edits[0]?.changes.map((c) => c.after)).toEqual([
        { kind: 'value', value: 'clear' },
        { kind: 'value', value: 7.5 },
        { kind: 'value', value: 'SW' },
      ]);
      unmount();
    }
  });

  it('pastes back exactly what it copied', () => {
    for (const language of ['it', 'en'] as const) {
      const sheet = sheetLatest({ selection: range(0, 0, 0, 2) });
      sheet.latest.current.words.language = language;
      const { unmount } = render(<Frame latest={sheet.latest} />);
      const text = copied('copy').text ?? '';
      sheet.latest.current.props.selection = range(1, 0, 1, 0);
      pasted(text);
      expect(sheet.edits[0]?.changes.map((c) => c.after)).toEqual([
        { kind: 'value', value: 'clear' },
        { kind: 'value', value: 12.5 },
        { kind: 'value', value: 'NE' },
      ]);
      unmount();
    }
  });

  it('cuts: copies the range, then clears it as one edit; a sheet that cannot be written is only copied', () => {
    const sheet = sheetLatest({ selection: range(0, 1, 0, 2) });
    render(<Frame latest={sheet.latest} />);
    expect(copied('cut').text).toBe('12.5\tNE\r\n');
    expect(sheet.edits).toHaveLength(1);
    expect(sheet.edits[0]?.changes.map((c) => c.after)).toEqual([null, null]);

    const reader = sheetLatest({ selection: range(0, 1, 0, 2), readOnly: true });
    render(<Frame latest={reader.latest} />);
    expect(copied('cut', screen.getAllByTestId('frame')[1]).text).toBe('12.5\tNE\r\n');
    expect(reader.edits).toEqual([]);
  });

  it('pastes a block from the active cell, and selects what it covered', () => {
    const sheet = sheetLatest({ selection: range(0, 4, 0, 4) });
    render(<Frame latest={sheet.latest} />);
    expect(pasted('7\tS\r\n-2\tN\r\n')).toBe(true);
    const changed = sheet.edits[0]?.changes.map((c) => [c.key, c.after]);
    const { layout } = sheet.latest.current.props;
    expect(changed).toEqual([
      [cellKeyAt(layout, { row: 0, col: 4 }), { kind: 'value', value: 7 }],
      [cellKeyAt(layout, { row: 0, col: 5 }), { kind: 'value', value: 'S' }],
      [cellKeyAt(layout, { row: 1, col: 4 }), { kind: 'value', value: -2 }],
      [cellKeyAt(layout, { row: 1, col: 5 }), { kind: 'value', value: 'N' }],
    ]);
    expect(sheet.selections).toEqual([range(0, 4, 1, 5)]);
    expect(sheet.messages).toEqual([]);
  });

  it('says what of a block fell outside the grid, and when a paste changed nothing', () => {
    const sheet = sheetLatest({ selection: range(1, 11, 1, 11) });
    render(<Frame latest={sheet.latest} />);
    pasted('1\t2\r\n3\t4\r\n');
    expect(sheet.selections).toEqual([range(1, 11, 1, 11)]);
    expect(sheet.messages).toEqual([
      'The pasted block is larger than the grid: what fits was pasted from the selected cell, 1 row and 1 column left out.',
    ]);

    sheet.latest.current.props.selection = range(0, 1, 0, 1);
    pasted('12.5');
    expect(sheet.messages[1]).toBe('The paste changed nothing: the cells already hold those values.');
  });

  it('leaves copy, cut and paste in a cell’s editor to its text box, and pastes nothing into a sheet that cannot be written', () => {
    const sheet = sheetLatest({ selection: range(0, 0, 0, 2) });
    render(<Frame latest={sheet.latest} />);
    const editor = screen.getByRole('textbox', { name: 'Editor' });
    expect(copied('cut', editor)).toEqual({ text: null, taken: false });
    expect(pasted('9', editor)).toBe(false);
    expect(sheet.edits).toEqual([]);

    const reader = sheetLatest({ selection: range(0, 0, 0, 2), readOnly: true });
    render(<Frame latest={reader.latest} />);
    expect(pasted('9', screen.getAllByTestId('frame')[1])).toBe(false);
    expect(reader.edits).toEqual([]);
  });
});
