import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isStale } from '../lib/api-error.ts';
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
};

/**
 * Delete after a confirmation; when the server refuses (a 409 because the object is still used),
 * its explanation is shown in the dialog and nothing else happens; when someone else changed the
 * object meanwhile (412), the dialog offers their version.
 */
export function DeleteButton({ name, onDelete, onDeleted, label, onReload }: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const close = () => {
    setOpen(false);
    setProblem(null);
    setStale(false);
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
      else setProblem(errorText(error, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        <Icon name="it-delete" className="icon-sm icon-danger me-1" />
        {label ?? t('ui.delete.button')}
      </button>
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
    </>
  );
}
