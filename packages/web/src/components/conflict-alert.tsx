import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditConflict } from '../lib/use-schema-form.ts';
import { Icon } from './icon.tsx';
import { errorText } from './query-states.tsx';

type ConflictAlertProps = {
  /** Fetches the other person's version and shows it in place of the one that was loaded. */
  onReload: () => Promise<unknown>;
  /**
   * Closes the alert and leaves the form as it is; its next save is refused again until a reload.
   * Only a form has changes to keep: with it, Reload asks before discarding them.
   */
  onKeep?: () => void;
  /** What the server refused: a save (the default) or a delete. */
  refused?: 'save' | 'delete';
};

/**
 * The answer to a write refused because someone else changed the object since it was loaded
 * (412): nothing happened, and the way on is to see their version.
 */
export function ConflictAlert({ onReload, onKeep, refused = 'save' }: ConflictAlertProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // Said at once, and the keyboard is where the way on is.
  useEffect(() => box.current?.focus(), []);
  // The pressed button goes away with each step: keep the focus in the alert.
  const step = (next: boolean) => {
    box.current?.focus();
    setAsking(next);
  };

  const reload = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onReload();
    } catch (error) {
      setProblem(errorText(error, t('errors.network')));
      step(false);
    } finally {
      setBusy(false);
    }
  };

  const text = asking
    ? t('ui.conflict.discardQuestion')
    : refused === 'delete'
      ? t('ui.conflict.notDeleted')
      : t('ui.conflict.notSaved');
  return (
    <div
      ref={box}
      className="alert alert-warning conflict-alert"
      role="alert"
      tabIndex={-1}
      data-focus-mouse="true"
    >
      <p className="fw-semibold mb-1">{t('ui.conflict.title')}</p>
      <p className="mb-3">{text}</p>
      {problem ? <p className="text-danger mb-3">{problem}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        {asking ? (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => void reload()}
            >
              {busy ? t('ui.conflict.reloading') : t('ui.conflict.discard')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={busy}
              onClick={() => step(false)}
            >
              {t('ui.conflict.back')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => (onKeep ? step(true) : void reload())}
            >
              <Icon name="it-refresh" className="icon-sm icon-white me-1" />
              {busy ? t('ui.conflict.reloading') : t('ui.conflict.reload')}
            </button>
            {onKeep ? (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onKeep}>
                {t('ui.conflict.keep')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** What a schema form shows after a refused save: the conflict, or, once reloaded, what to do next. */
export function FormConflict({ conflict }: { conflict?: EditConflict }) {
  const { t } = useTranslation();
  if (!conflict) return null;
  if (conflict.state === 'reloaded') {
    return (
      <div className="alert alert-info" role="status">
        {t('ui.conflict.reloaded')}
      </div>
    );
  }
  return <ConflictAlert onReload={conflict.reload} onKeep={conflict.keep} />;
}
