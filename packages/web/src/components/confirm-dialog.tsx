import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  /** Without these the dialog only informs: its one button closes it. */
  confirmLabel?: string;
  onConfirm?: () => void;
  onHide: () => void;
  busy?: boolean;
  /** A problem to show inside the dialog (e.g. a 409's detail). */
  problem?: string | null;
  danger?: boolean;
};

/** Asks before something that cannot be undone; a failure stays in the dialog, said in words. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="confirm-dialog-title" centered>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h4">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {props.children}
        {props.problem ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {props.problem}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className={props.onConfirm ? 'btn btn-outline-secondary' : 'btn btn-primary'}
          onClick={props.onHide}
          disabled={props.busy}
        >
          {props.onConfirm ? t('ui.form.cancel') : t('ui.form.close')}
        </button>
        {props.onConfirm ? (
          <button
            type="button"
            className={`btn ${props.danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.confirmLabel}
          </button>
        ) : null}
      </Modal.Footer>
    </Modal>
  );
}
