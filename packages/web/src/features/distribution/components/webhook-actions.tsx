import type { Webhook, WebhookWithSecret } from '@bora/shared/webhook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { showError } from '../../../lib/show-error.ts';
import { useRemoveWebhook, useRotateSecret } from '../api/save-webhook.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { deliveryLogPath } from '../paths.ts';

type WebhookActionsProps = {
  webhook: Webhook;
  onEdit: () => void;
  /** The answer of a rotation, whose new secret the screen shows once. */
  onRotated: (rotated: WebhookWithSecret) => void;
};

/** What a manager does to one webhook: edit it, send it a test, give it a new secret, remove it. */
export function WebhookActions({ webhook, onEdit, onRotated }: WebhookActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const test = useTestWebhook(webhook.bulletin_type_id);
  const rotate = useRotateSecret(webhook.bulletin_type_id);
  const remove = useRemoveWebhook(webhook.bulletin_type_id);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const sendTest = async () => {
    try {
      await test.mutateAsync(webhook);
      const log = deliveryLogPath(webhook.bulletin_type_id);
      toast.success(
        <span>
          {t('distribution.test.sent', { url: webhook.url })}{' '}
          <button
            type="button"
            className="btn btn-link toast-link p-0 align-baseline"
            onClick={() => navigate(log)}
          >
            {t('distribution.test.seeLog')}
          </button>
        </span>,
        { autoClose: 8000 },
      );
    } catch (error) {
      showError(error);
    }
  };
  const confirmRotate = async () => {
    setProblem(null);
    try {
      const rotated = await rotate.mutateAsync(webhook);
      setAsking(false);
      onRotated(rotated);
    } catch (error) {
      setProblem(errorText(error, t('errors.unexpected')));
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onEdit}>
        <Icon name="it-pencil" className="icon-sm icon-primary me-1" />
        {t('ui.detail.edit')}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void sendTest()}
        disabled={test.isPending}
        aria-busy={test.isPending || undefined}
      >
        <Icon name="it-plug" className="icon-sm icon-primary me-1" />
        {t('distribution.test.button')}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setAsking(true)}>
        <Icon name="it-key" className="icon-sm icon-primary me-1" />
        {t('distribution.secret.rotate')}
      </button>
      <DeleteButton
        name={webhook.url}
        label={t('distribution.webhook.remove')}
        onDelete={() => remove.mutateAsync(webhook)}
        small
      />
      <ConfirmDialog
        show={asking}
        title={t('distribution.secret.rotateTitle')}
        confirmLabel={t('distribution.secret.rotateConfirm')}
        onConfirm={() => void confirmRotate()}
        onHide={() => {
          setAsking(false);
          setProblem(null);
        }}
        busy={rotate.isPending}
        problem={problem}
      >
        <p className="mb-0">{t('distribution.secret.rotateQuestion', { url: webhook.url })}</p>
      </ConfirmDialog>
    </div>
  );
}
