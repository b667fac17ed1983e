import { useCallback, useState } from 'react';
import type { SheetEdit } from '../sheet/sheet-cells.ts';
import type { TextField } from '../sheet/texts-draft.ts';
import type { EditorAction } from './editor-state.ts';

/**
 * What a person does to the draft (an edit of the grid, undo, redo, a text written) and the message
 * the status bar shows about it (a paste that did not fit, a note with no value): each edit of the
 * grid, and each undo or redo, takes the last message away.
 */
export function useDraftEdits(dispatch: (action: EditorAction) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const onEdit = useCallback(
    (edit: SheetEdit) => {
      setMessage(null);
      dispatch({ type: 'edit', edit });
    },
    [dispatch],
  );
  const writeText = useCallback(
    (lang: string, field: TextField, value: string) =>
      dispatch({ type: 'write-text', language: lang, field, value }),
    [dispatch],
  );
  const undo = useCallback(() => {
    setMessage(null);
    dispatch({ type: 'undo' });
  }, [dispatch]);
  const redo = useCallback(() => {
    setMessage(null);
    dispatch({ type: 'redo' });
  }, [dispatch]);
  return { message, setMessage, onEdit, writeText, undo, redo };
}
