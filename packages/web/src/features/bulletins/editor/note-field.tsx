import { MAX_NOTE } from '@bora/shared/bulletin';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellContent, noteOf } from '../sheet/cell-input.ts';

type NoteFieldProps = {
  /** What the active cell holds; null when it is empty (a note goes with a value). */
  content: CellContent | null;
  readOnly: boolean;
  /** Writes the note on the active cell. */
  onCommit: (note: string) => void;
  /** After Enter or Escape: the keyboard goes back to the cell. */
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The note of the active cell, written in place: Enter, leaving the field or selecting another
 * cell writes it (an edit undone like any other), Escape takes back what was typed. Rendered anew
 * for each cell and each note it holds, so that it always starts from the cell's note.
 */
export function NoteField({ content, readOnly, onCommit, onDone, inputRef }: NoteFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const saved = noteOf(content);
  const [text, setText] = useState(saved);
  // What is typed and what was last written, read by handlers that outlive a render.
  const typed = useRef(saved);
  const written = useRef(saved);
  const empty = content === null;

  const commit = () => {
    const note = typed.current.trim();
    if (readOnly || note === written.current) return;
    written.current = note;
    onCommit(note);
  };
  const type = (value: string) => {
    typed.current = value;
    setText(value);
  };
  // Selecting another cell draws this field anew before the browser moves the focus, so the
  // blur never comes: what was typed is written as the field goes.
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => () => latestCommit.current(), []);

  return (
    <div className="editor-cell-note">
      <label htmlFor={id} className="fw-semibold">
        {t('editor.note.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="form-control form-control-sm"
        value={text}
        maxLength={MAX_NOTE}
        readOnly={readOnly}
        disabled={empty}
        placeholder={empty ? t('editor.note.needsValue') : undefined}
        aria-keyshortcuts="Shift+F2"
        title={t('editor.note.shortcut')}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
            onDone();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            type(written.current);
            onDone();
          }
        }}
      />
    </div>
  );
}
