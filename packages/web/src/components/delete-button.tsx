import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Icon } from './icon.tsx';
import { errorText } from './query-states.tsx';

type DeleteButtonProps = {
  /** What is deleted, named in the question (e.g. "ARPA Veneto"). */
  name: string;
  onDelete: () => Promise<unknown>;
  /** After a successful delete (usually: go back to the list). */
  onDeleted?: () => void;
  label?: string;
};

/**
 * Delete after a confirmation; when the server refuses (a 409 because the object is still used),
 * its explanation is shown in the dialog and nothing else happens.
 */
export function DeleteButton({ name, onDelete, onDeleted, label }: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onDelete();
      toast.success(t('ui.delete.done', { name }));
      setOpen(false);
      onDeleted?.();
    } catch (error) {
      setProblem(errorText(error, t('errors.unexpected')));
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
      </ConfirmDialog>
    </>
  );
}
