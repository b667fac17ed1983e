import type { WebhookWithSecret } from '@bora/shared/webhook';
import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';

type SecretDialogProps = {
  /** The answer that carries the secret: a new webhook's, or a rotation's. */
  shown: WebhookWithSecret | null;
  onHide: () => void;
};

/**
 * The secret of a webhook, shown the one time the server tells it, to copy; a click outside does
 * not close it, so it is not lost by accident.
 */
export function SecretDialog({ shown, onHide }: SecretDialogProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const id = useId();
  const copy = (secret: string) =>
    copyText(secret, {
      copied: t('distribution.secret.copied'),
      byHand: t('distribution.secret.copyByHand'),
    });
  return (
    <Modal
      show={shown !== null}
      onHide={onHide}
      backdrop="static"
      size="lg"
      aria-labelledby={`${id}-title`}
      centered
    >
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {shown?.previous_secret_until
            ? t('distribution.secret.rotatedTitle')
            : t('distribution.secret.title')}
        </Modal.Title>
      </Modal.Header>
      {shown ? (
        <Modal.Body>
          <div className="alert alert-warning" role="alert">
            <strong>{t('distribution.secret.once')}</strong>
          </div>
          <label htmlFor={`${id}-secret`} className="form-label fw-semibold">
            {t('distribution.secret.label', { url: shown.url })}
          </label>
          <div className="d-flex flex-wrap flex-sm-nowrap gap-2 align-items-center">
            <input
              id={`${id}-secret`}
              className="form-control font-monospace"
              value={shown.secret}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn-primary" onClick={() => void copy(shown.secret)}>
              <Icon name="it-copy" className="icon-sm icon-white me-1" />
              {t('distribution.secret.copy')}
            </button>
          </div>
          <p className="small mt-3 mb-0">{t('distribution.secret.usage')}</p>
          {shown.previous_secret_until ? (
            <p className="small mt-2 mb-0">
              {t('distribution.secret.overlap', { until: formatDate(shown.previous_secret_until) })}
            </p>
          ) : null}
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onHide}>
          {t('distribution.secret.done')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
