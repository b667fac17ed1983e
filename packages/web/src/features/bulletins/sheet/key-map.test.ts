import { describe, expect, it } from 'vitest';
import { afterCommit, editorKeyCommand, gridKeyCommand, type KeyPlace } from './key-map.ts';

const writable: KeyPlace = { valueCell: true, readOnly: false };
const readOnly: KeyPlace = { valueCell: true, readOnly: true };
const venueCell: KeyPlace = { valueCell: false, readOnly: false };

describe('the keys of a selected cell', () => {
  it('leaves the arrows, Tab and Shift+Tab, Home, End and the page keys to the grid, which moves', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End', 'PageDown'])
      expect(gridKeyCommand({ key }, writable), key).toEqual({ kind: 'move' });
    expect(gridKeyCommand({ key: 'Tab', shift: true }, writable)).toEqual({ kind: 'move' });
    expect(gridKeyCommand({ key: 'ArrowDown', ctrl: true }, writable)).toEqual({ kind: 'move' });
    // On a sheet that cannot be written, and from a venue's name, too.
    expect(gridKeyCommand({ key: 'ArrowRight' }, readOnly)).toEqual({ kind: 'move' });
    expect(gridKeyCommand({ key: 'ArrowRight' }, venueCell)).toEqual({ kind: 'move' });
  });

  it('extends the range with Shift+arrows, Home and End, to the grid’s edge with Ctrl', () => {
    expect(gridKeyCommand({ key: 'ArrowDown', shift: true }, writable)).toEqual({
      kind: 'extend',
      key: 'ArrowDown',
      ctrl: false,
    });
    expect(gridKeyCommand({ key: 'End', shift: true, ctrl: true }, writable)).toEqual({
      kind: 'extend',
      key: 'End',
      ctrl: true,
    });
    // Reading a range is writing nothing.
    expect(gridKeyCommand({ key: 'ArrowLeft', shift: true }, readOnly)).toEqual({
      kind: 'extend',
      key: 'ArrowLeft',
      ctrl: false,
    });
  });

  it('opens the editor with Enter or F2 on the cell’s text, and with the key typed on anything else', () => {
    expect(gridKeyCommand({ key: 'Enter' }, writable)).toEqual({ kind: 'edit', text: null });
    expect(gridKeyCommand({ key: 'F2' }, writable)).toEqual({ kind: 'edit', text: null });
    expect(gridKeyCommand({ key: '7' }, writable)).toEqual({ kind: 'edit', text: '7' });
    expect(gridKeyCommand({ key: 'N', shift: true }, writable)).toEqual({ kind: 'edit', text: 'N' });
    expect(gridKeyCommand({ key: 'è' }, writable)).toEqual({ kind: 'edit', text: 'è' });
    // Shortcuts and keys that write nothing open no editor.
    expect(gridKeyCommand({ key: 'q', ctrl: true }, writable)).toBeNull();
    expect(gridKeyCommand({ key: 'q', alt: true }, writable)).toBeNull();
    expect(gridKeyCommand({ key: 'Escape' }, writable)).toBeNull();
    expect(gridKeyCommand({ key: 'Shift', shift: true }, writable)).toBeNull();
  });

  it('clears the range with Delete or Backspace', () => {
    expect(gridKeyCommand({ key: 'Delete' }, writable)).toEqual({ kind: 'clear' });
    expect(gridKeyCommand({ key: 'Backspace' }, writable)).toEqual({ kind: 'clear' });
  });

  it('goes to the cell’s note with Shift+F2, even where the note can only be read', () => {
    expect(gridKeyCommand({ key: 'F2', shift: true }, writable)).toEqual({ kind: 'edit-note' });
    expect(gridKeyCommand({ key: 'F2', shift: true }, readOnly)).toEqual({ kind: 'edit-note' });
  });

  it('fills down with Ctrl+D, undoes with Ctrl+Z, redoes with Ctrl+Y or Ctrl+Shift+Z, selects all with Ctrl+A', () => {
    expect(gridKeyCommand({ key: 'd', ctrl: true }, writable)).toEqual({ kind: 'fill-down' });
    expect(gridKeyCommand({ key: 'z', ctrl: true }, writable)).toEqual({ kind: 'undo' });
    expect(gridKeyCommand({ key: 'y', ctrl: true }, writable)).toEqual({ kind: 'redo' });
    expect(gridKeyCommand({ key: 'Z', ctrl: true, shift: true }, writable)).toEqual({ kind: 'redo' });
    expect(gridKeyCommand({ key: 'a', ctrl: true }, writable)).toEqual({ kind: 'select-all' });
    // From the venues' column as well.
    expect(gridKeyCommand({ key: 'z', ctrl: true }, venueCell)).toEqual({ kind: 'undo' });
  });

  it('leaves Ctrl+C, Ctrl+X and Ctrl+V to the clipboard events, without opening an editor', () => {
    for (const key of ['c', 'x', 'v', 'V'])
      expect(gridKeyCommand({ key, ctrl: true }, writable), key).toEqual({ kind: 'clipboard' });
  });

  it('writes nothing on a sheet that cannot be written, and keeps Ctrl+D from the browser there', () => {
    for (const key of ['Enter', 'F2', 'Delete', 'Backspace', '7'])
      expect(gridKeyCommand({ key }, readOnly), key).toBeNull();
    expect(gridKeyCommand({ key: 'd', ctrl: true }, readOnly)).toEqual({ kind: 'nothing' });
  });

  it('edits nothing from a venue’s name', () => {
    for (const key of ['Enter', 'F2', 'Delete', '7'])
      expect(gridKeyCommand({ key }, venueCell), key).toBeNull();
    expect(gridKeyCommand({ key: 'F2', shift: true }, venueCell)).toBeNull();
    expect(gridKeyCommand({ key: 'ArrowDown', shift: true }, venueCell)).toEqual({ kind: 'move' });
  });
});

describe('the keys of a cell being edited', () => {
  it('commits with Enter and moves down, with Shift+Enter up, with Tab right, with Shift+Tab left', () => {
    expect(editorKeyCommand({ key: 'Enter' }, false)).toEqual({ kind: 'commit', move: 'down' });
    expect(editorKeyCommand({ key: 'Enter', shift: true }, false)).toEqual({ kind: 'commit', move: 'up' });
    expect(editorKeyCommand({ key: 'Tab' }, false)).toEqual({ kind: 'commit', move: 'right' });
    expect(editorKeyCommand({ key: 'Tab', shift: true }, false)).toEqual({ kind: 'commit', move: 'left' });
    // With the choices listed too: Enter takes the one chosen.
    expect(editorKeyCommand({ key: 'Enter' }, true)).toEqual({ kind: 'commit', move: 'down' });
  });

  it('cancels with Escape', () => {
    expect(editorKeyCommand({ key: 'Escape' }, false)).toEqual({ kind: 'cancel' });
    expect(editorKeyCommand({ key: 'Escape' }, true)).toEqual({ kind: 'cancel' });
  });

  it('goes through the choices with the up and down arrows while they are listed, and leaves the arrows to the text otherwise', () => {
    expect(editorKeyCommand({ key: 'ArrowDown' }, true)).toEqual({ kind: 'choose', step: 1 });
    expect(editorKeyCommand({ key: 'ArrowUp' }, true)).toEqual({ kind: 'choose', step: -1 });
    expect(editorKeyCommand({ key: 'ArrowDown' }, false)).toBeNull();
    expect(editorKeyCommand({ key: 'ArrowLeft' }, true)).toBeNull();
    expect(editorKeyCommand({ key: 'a' }, true)).toBeNull();
  });
});

describe('where a commit moves to', () => {
  const size = { rowCount: 3, colCount: 4 };

  it('goes down, up, right and left as the key said, wrapping Tab across rows', () => {
    expect(afterCommit(size, { row: 1, col: 1 }, 'down')).toEqual({ row: 2, col: 1 });
    expect(afterCommit(size, { row: 1, col: 1 }, 'up')).toEqual({ row: 0, col: 1 });
    expect(afterCommit(size, { row: 1, col: 3 }, 'right')).toEqual({ row: 2, col: 0 });
    expect(afterCommit(size, { row: 1, col: 0 }, 'left')).toEqual({ row: 0, col: 3 });
  });

  it('stays on the cell at the grid’s edge, and goes nowhere when the editor was left', () => {
    expect(afterCommit(size, { row: 2, col: 1 }, 'down')).toEqual({ row: 2, col: 1 });
    expect(afterCommit(size, { row: 2, col: 3 }, 'right')).toEqual({ row: 2, col: 3 });
    expect(afterCommit(size, { row: 1, col: 1 }, 'none')).toBeNull();
  });
});
