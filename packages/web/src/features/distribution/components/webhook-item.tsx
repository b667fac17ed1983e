import type { Webhook, WebhookWithSecret } from '@bora/shared/webhook';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showError } from '../../../lib/show-error.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import { useChangeWebhook } from '../api/save-webhook.ts';
import { useReasonText } from '../reason-text.ts';
import { WebhookActions } from './webhook-actions.tsx';

type WebhookItemProps = {
  webhook: Webhook;
  onEdit: () => void;
  onRotated: (rotated: WebhookWithSecret) => void;
};

/**
 * One receiver of the type: its address, what it is sent, whether it is on (and why Bora turned it
 * off), which secret signs, and the manager's actions.
 */
export function WebhookItem({ webhook, onEdit, onRotated }: WebhookItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const formatDate = useDateFormat();
  const reasonText = useReasonText();
  const change = useChangeWebhook(webhook.bulletin_type_id);
  const toggle = async (active: boolean) => {
    try {
      await change.mutateAsync({ loaded: webhook, body: { active } });
      toast.success(active ? t('distribution.webhook.turnedOn') : t('distribution.webhook.turnedOff'));
    } catch (error) {
      showError(error);
    }
  };
  const languages = webhook.languages.length
    ? webhook.languages.map((language) => t(`bulletinTypes.language.${language}`)).join(', ')
    : t('distribution.webhook.allLanguages');

  return (
    <li className="list-group-item webhook-item px-0 py-3" aria-labelledby={`${id}-url`}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
        <h3 id={`${id}-url`} className="h6 font-monospace text-break mb-0">
          {webhook.url}
        </h3>
        <div className="toggles webhook-toggle">
          <label htmlFor={`${id}-active`} className="mb-0">
            {webhook.active ? t('distribution.webhook.on') : t('distribution.webhook.off')}
            <input
              id={`${id}-active`}
              type="checkbox"
              role="switch"
              aria-checked={webhook.active}
              checked={webhook.active}
              disabled={change.isPending}
              aria-label={t('distribution.webhook.activeLabel', { url: webhook.url })}
              onChange={(event) => void toggle(event.target.checked)}
            />
            <span className="lever" />
          </label>
        </div>
      </div>
      {!webhook.active && webhook.disabled_reason ? (
        <div className="alert alert-warning py-2 mb-2" role="status">
          {t('distribution.webhook.disabledBecause', {
            reason: reasonText(webhook.disabled_because, webhook.disabled_reason),
          })}
        </div>
      ) : null}
      <dl className="webhook-facts mb-2">
        <dt>{t('distribution.webhook.events')}</dt>
        <dd>{webhook.events.map((event) => t(`distribution.event.${event}`)).join(', ')}</dd>
        <dt>{t('distribution.webhook.languages')}</dt>
        <dd>{languages}</dd>
        <dt>{t('distribution.webhook.secret')}</dt>
        <dd>
          <span className="font-monospace">{webhook.secret_prefix}</span>
          {webhook.previous_secret_until ? (
            <span className="d-block small text-secondary">
              {t('distribution.webhook.previousUntil', { until: formatDate(webhook.previous_secret_until) })}
            </span>
          ) : null}
        </dd>
      </dl>
      <WebhookActions webhook={webhook} onEdit={onEdit} onRotated={onRotated} />
    </li>
  );
}
