import type { BulletinDetail } from '@bora/shared/bulletin';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../../lib/problem-text.ts';
import type { CellWords } from '../sheet/cell-input.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';
import type { EditorState } from './editor-state.ts';
import { unsentAsText } from './unsent-text.ts';
import type { SaveStatus } from './use-autosave.ts';

type SaveStatusBarProps = {
  status: SaveStatus;
  readOnly: boolean;
  bulletin: BulletinDetail;
  unsent: { cells: number; languages: number };
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSaveNow: () => void;
  /** A sentence about the latest gesture (a paste that did not fit, say). */
  message: string | null;
  state: EditorState;
  layout: SheetLayout;
  /** How the unsent values are written for a person to keep. */
  words: CellWords;
};

function invalidCount(state: EditorState): number {
  return Object.values(state.sheet.draft.cells).filter((cell) => cell.mine?.kind === 'invalid').length;
}

/**
 * Where the edits stand (saved, saving, offline and retrying, in conflict, refused, or read-only and
 * why), with undo, redo and save now; read out politely as it changes.
 */
export function SaveStatusBar(props: SaveStatusBarProps) {
  const { status, readOnly, bulletin, unsent, state, layout, words } = props;
  const { t } = useTranslation();
  const invalid = invalidCount(state);
  const conflicts = state.sheet.conflicts.length + state.textConflicts.length;
  const pending = unsent.cells + unsent.languages;
  const closed = readOnly || status.kind === 'closed';
  const retryIn = useSecondsUntil(status.kind === 'offline' && !closed && !conflicts ? status.retryAt : null);

  let tone = 'secondary';
  let text: string;
  // What the line says, for tests and styles: the same as its words, never "saved" with edits waiting.
  let shown: string = status.kind;
  if (closed) {
    tone = 'warning';
    shown = 'closed';
    text =
      status.kind === 'closed'
        ? problemText(status.problem.problem)
        : t('editor.status.readOnly', { status: t(`problems.bulletinStatus.${bulletin.status}`) });
    if (pending) text = `${text} ${t('editor.status.keptToCopy', { count: pending })}`;
  } else if (conflicts) {
    tone = 'danger';
    shown = 'conflict';
    text = t('editor.status.conflict', { count: conflicts });
  } else if (status.kind === 'offline') {
    tone = 'warning';
    text = t('editor.status.offline', { count: pending });
  } else if (status.kind === 'refused') {
    tone = 'danger';
    text = t('editor.status.refused', { problem: problemText(status.problem.problem) });
  } else if (status.kind === 'saving') text = t('editor.status.saving');
  else if (pending > invalid) {
    shown = 'waiting';
    text = t('editor.status.waiting', { count: pending - invalid });
  } else {
    tone = 'success';
    shown = 'saved';
    text = t('editor.status.saved');
  }

  const copyUnsent = () => void navigator.clipboard?.writeText(unsentAsText(bulletin, layout, state, words));

  return (
    <div className={`editor-status editor-status-${tone} d-print-none`}>
      <div className="editor-status-text">
        <p className="mb-0" role="status" data-status={shown}>
          {text}
        </p>
        {retryIn === null ? null : (
          // Outside the status, so that a screen reader hears the change of state once, not every second.
          <p className="mb-0 small" data-retry-in={retryIn}>
            {t('editor.status.retryIn', { count: retryIn })}
          </p>
        )}
        {invalid ? <p className="mb-0 small">{t('editor.status.invalid', { count: invalid })}</p> : null}
        {props.message ? (
          <p className="mb-0 small" role="alert">
            {props.message}
          </p>
        ) : null}
      </div>
      <div className="editor-status-buttons">
        {closed ? (
          pending ? (
            <button type="button" className="btn btn-outline-primary btn-xs" onClick={copyUnsent}>
              {t('editor.status.copyUnsent')}
            </button>
          ) : null
        ) : (
          <>
            <button
              type="button"
              className="btn btn-outline-primary btn-xs"
              onClick={props.onUndo}
              disabled={!props.canUndo}
            >
              {t('editor.undo')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-xs"
              onClick={props.onRedo}
              disabled={!props.canRedo}
            >
              {t('editor.redo')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-xs"
              onClick={props.onSaveNow}
              disabled={pending <= invalid || status.kind === 'saving'}
            >
              {t('editor.saveNow')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** Whole seconds left until `at` (epoch ms), drawn again as each second passes; null when there is nothing to wait for. */
function useSecondsUntil(at: number | null): number | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const left = at - Date.now();
      if (left <= 0) return;
      // On the second's boundary, so that the number changes when a second has gone.
      timer = setTimeout(
        () => {
          redraw();
          next();
        },
        left % 1000 || 1000,
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
