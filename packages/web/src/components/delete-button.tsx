import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isConflict, isStale } from '../lib/api-error.ts';
import { fetchDeleteCheck } from '../lib/delete-check.ts';
import { problemText } from '../lib/problem-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConflictAlert } from './conflict-alert.tsx';
import { Icon } from './icon.tsx';
import { errorText } from './query-states.tsx';

type DeleteButtonProps = {
  /** What is deleted, named in the question (e.g. "ARPA Veneto"). */
  name: string;
  onDelete: () => Promise<unknown>;
  /** After a successful delete (usually: go back to the list). */
  onDeleted?: () => void;
  label?: string;
  /**
   * Reads the object again after the server refused the delete because someone else changed it
   * since it was loaded (412); the dialog then closes on their version.
   */
  onReload?: () => Promise<unknown>;
  /**
   * The object's API address (e.g. `/api/venues/7/`) when something may still use it: the
   * button first asks the server, and says why the delete would be refused instead of asking
   * to confirm it.
   */
  checkPath?: string;
  /**
   * Retires the object instead, where it has an active flag: offered when the delete is refused
   * because something still uses it (bulletins are kept for ever, so what they use stays).
   */
  onDeactivate?: () => Promise<unknown>;
  /** A small button, for one of many rows. */
  small?: boolean;
};

/**
 * Delete after a confirmation. An object still in use is said to be so before any confirmation
 * (with `checkPath`); when the server refuses anyway (a 409 because it became used meanwhile),
 * its explanation is shown in the dialog and nothing else happens; when someone else changed the
 * object meanwhile (412), the dialog offers their version.
 */
export function DeleteButton({
  name,
  onDelete,
  onDeleted,
  label,
  onReload,
  checkPath,
  onDeactivate,
  small = false,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const close = () => {
    setOpen(false);
    setBlocked(null);
    setProblem(null);
    setStale(false);
  };
  const ask = async () => {
    if (checkPath) {
      setChecking(true);
      try {
        const check = await fetchDeleteCheck(checkPath);
        if (!check.deletable && check.problem) setBlocked(problemText(check.problem));
      } catch {
        // The check only spares a question: without it the delete itself still answers.
      } finally {
        setChecking(false);
      }
    }
    setOpen(true);
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    setStale(false);
    try {
      await onDelete();
      toast.success(t('ui.delete.done', { name }));
      setOpen(false);
      onDeleted?.();
    } catch (error) {
      if (onReload && isStale(error)) setStale(true);
      else if (onDeactivate && isConflict(error)) setBlocked(errorText(error, t('errors.unexpected')));
      else setProblem(errorText(error, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    if (!onDeactivate) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDeactivate();
      toast.success(t('ui.delete.deactivated', { name }));
      close();
    } catch (error) {
      setProblem(errorText(error, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-outline-danger${small ? ' btn-sm' : ''}`}
        onClick={() => void ask()}
        disabled={checking}
        aria-busy={checking || undefined}
      >
        <Icon name="it-delete" className="icon-sm icon-danger me-1" />
        {label ?? t('ui.delete.button')}
      </button>
      {blocked ? (
        <ConfirmDialog
          show={open}
          title={t('ui.delete.blockedTitle')}
          onHide={close}
          {...(onDeactivate
            ? { confirmLabel: t('ui.delete.deactivateInstead'), onConfirm: () => void deactivate() }
            : {})}
          busy={busy}
          problem={problem}
        >
          <div className="alert alert-warning mb-0" role="alert">
            {blocked}
          </div>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          show={open}
          title={t('ui.delete.title')}
          confirmLabel={t('ui.delete.confirm')}
          onConfirm={() => void confirm()}
          onHide={close}
          busy={busy}
          problem={problem}
          danger
        >
          <p className="mb-0">{t('ui.delete.question', { name })}</p>
          {stale && onReload ? (
            <div className="mt-3">
              <ConflictAlert
                refused="delete"
                onReload={async () => {
                  await onReload();
                  close();
                }}
              />
            </div>
          ) : null}
        </ConfirmDialog>
      )}
    </>
  );
}
