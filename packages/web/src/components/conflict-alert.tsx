import { useCallback, useState } from 'react';
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
  // The alert is said at once (role alert); the keyboard starts from its way on, in each step
  // (the button pressed goes away with the step, so its focus would be lost).
  const focusOnMount = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  const reload = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onReload();
    } catch (error) {
      setProblem(errorText(error, t('errors.network')));
      setAsking(false);
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
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-1">{t('ui.conflict.title')}</p>
      <p className="mb-3">{text}</p>
      {problem ? <p className="text-danger mb-3">{problem}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        {asking ? (
          <>
            <button
              key="discard"
              ref={focusOnMount}
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
              onClick={() => setAsking(false)}
            >
              {t('ui.conflict.back')}
            </button>
          </>
        ) : (
          <>
            <button
              key="reload"
              ref={focusOnMount}
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => (onKeep ? setAsking(true) : void reload())}
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
