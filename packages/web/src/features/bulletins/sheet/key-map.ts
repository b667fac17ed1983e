import { type GridSize, type NavigationKey, navigate, selectCell } from './selection.ts';
import type { CellPosition } from './sheet-layout.ts';

/** A key as the sheet hears it: its name (`KeyboardEvent.key`) and the modifiers held; Ctrl stands for ⌘ too. */
export type KeyPress = { key: string; ctrl?: boolean; shift?: boolean; alt?: boolean };

/** What a key does while a cell is selected, not being edited. */
export type GridCommand =
  /** Left to the grid, which moves the active cell (arrows, Tab, Home, End, Page Up and Down). */
  | { kind: 'move' }
  /** Copy, cut and paste arrive as clipboard events: the grid must not open an editor for them. */
  | { kind: 'clipboard' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'select-all' }
  | { kind: 'fill-down' }
  /** The range's far end moves as the key moves it; the active cell stays. */
  | { kind: 'extend'; key: NavigationKey; ctrl: boolean }
  /** The cell's note is to be written (or read, when the sheet cannot be written). */
  | { kind: 'edit-note' }
  | { kind: 'clear' }
  /** The cell's editor opens with this text, or with the cell's own when null. */
  | { kind: 'edit'; text: string | null }
  /** Taken from the grid and the browser, and nothing done: Ctrl+D on a sheet that cannot be written. */
  | { kind: 'nothing' };

/** Where the key was pressed: on a value's cell (not a venue's), and whether the sheet can be written. */
export type KeyPlace = { valueCell: boolean; readOnly: boolean };

const MOVING: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Tab',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const EXTENDING: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);
const PRINTABLE = /^.$/u;

function ctrlCommand(press: KeyPress, place: KeyPlace): GridCommand | null {
  const letter = press.key.toLowerCase();
  if (letter === 'c' || letter === 'x' || letter === 'v') return { kind: 'clipboard' };
  if (letter === 'z') return press.shift ? { kind: 'redo' } : { kind: 'undo' };
  if (letter === 'y') return { kind: 'redo' };
  if (letter === 'a') return { kind: 'select-all' };
  // Taken even where nothing can be filled: the browser would bookmark the page.
  if (letter === 'd') return place.readOnly ? { kind: 'nothing' } : { kind: 'fill-down' };
  return null;
}

/**
 * The sheet's keys, as spreadsheets have them: arrows, Tab and Shift+Tab move (the grid's own),
 * Shift+arrows extend the range, typing replaces the cell, Enter or F2 edits it, Delete or
 * Backspace clears the range, Shift+F2 goes to the cell's note, Ctrl+D fills down, Ctrl+Z undoes,
 * Ctrl+Y or Ctrl+Shift+Z redoes, Ctrl+A selects all. Null: not the sheet's key.
 */
export function gridKeyCommand(press: KeyPress, place: KeyPlace): GridCommand | null {
  const { key, ctrl = false, shift = false, alt = false } = press;
  const theGrids: GridCommand | null = MOVING.has(key) ? { kind: 'move' } : null;
  if (ctrl) {
    const command = ctrlCommand(press, place);
    if (command) return command;
  }
  if (!place.valueCell) return theGrids;
  if (shift && EXTENDING.has(key)) return { kind: 'extend', key: key as NavigationKey, ctrl };
  // The note is read there too when the bulletin can no longer be written.
  if (key === 'F2' && shift) return { kind: 'edit-note' };
  if (place.readOnly) return theGrids;
  if (key === 'Delete' || key === 'Backspace') return { kind: 'clear' };
  if (key === 'Enter' || key === 'F2') return { kind: 'edit', text: null };
  if (!ctrl && !alt && PRINTABLE.test(key)) return { kind: 'edit', text: key };
  return theGrids;
}

/** Where the active cell goes after a commit: Enter down, Shift+Enter up, Tab right, Shift+Tab left. */
export type CommitMove = 'down' | 'up' | 'right' | 'left' | 'none';

/** What a key does in a cell's editor: choose the next or the previous choice listed, commit, cancel. */
export type EditorCommand =
  | { kind: 'choose'; step: 1 | -1 }
  | { kind: 'commit'; move: CommitMove }
  | { kind: 'cancel' };

/**
 * The keys of a cell's editor: Enter commits and moves down (Shift+Enter up), Tab commits and moves
 * right (Shift+Tab left), Escape cancels; the arrows go through the choices while they are listed.
 * Null: the text box's own key.
 */
export function editorKeyCommand(press: KeyPress, listOpen: boolean): EditorCommand | null {
  const { key, shift = false } = press;
  if (listOpen && (key === 'ArrowDown' || key === 'ArrowUp'))
    return { kind: 'choose', step: key === 'ArrowDown' ? 1 : -1 };
  if (key === 'Enter') return { kind: 'commit', move: shift ? 'up' : 'down' };
  if (key === 'Tab') return { kind: 'commit', move: shift ? 'left' : 'right' };
  if (key === 'Escape') return { kind: 'cancel' };
  return null;
}

/** The cell a commit moves to; the same cell at the grid's edge, null when the commit does not move. */
export function afterCommit(size: GridSize, pos: CellPosition, move: CommitMove): CellPosition | null {
  const at = selectCell(size, pos);
  switch (move) {
    case 'down':
      return navigate(size, at, 'Enter').active;
    case 'up':
      return navigate(size, at, 'Enter', { shift: true }).active;
    case 'right':
      return navigate(size, at, 'Tab').active;
    case 'left':
      return navigate(size, at, 'Tab', { shift: true }).active;
    case 'none':
      return null;
  }
}
