import type { BulletinEvent } from '@bora/shared/webhook';
import { useTranslation } from 'react-i18next';
import { useRecipients } from './api/get-recipients.ts';
import { useManagesType } from './use-manages-type.ts';

/**
 * Who an event of the type is sent to, in a sentence ("It is then sent to 2 webhooks and 14 e-mail
 * subscribers."), for whoever keeps the type's channels; nothing for others, or until it is known.
 */
export function SentTo({ typeId, event }: { typeId: number; event: BulletinEvent }) {
  const { t } = useTranslation();
  const manages = useManagesType(typeId);
  const recipients = useRecipients(typeId, manages);
  if (!manages || !recipients.data) return null;
  const webhooks = recipients.data.webhooks[event];
  const subscribers = recipients.data.email_subscribers;
  return (
    <p>
      {webhooks + subscribers === 0
        ? t('distribution.sentTo.nobody')
        : t('distribution.sentTo.some', {
            webhooks: t('distribution.sentTo.webhooks', { count: webhooks }),
            subscribers: t('distribution.sentTo.subscribers', { count: subscribers }),
          })}
    </p>
  );
}
