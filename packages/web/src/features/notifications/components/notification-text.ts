import type { Notification } from '@bora/shared/notification';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';

/**
 * A notification's sentence in the UI language, made from its kind and fields: the type's English
 * name in English when it has one, the actor's name (else username), dates as the app writes them.
 */
export function useNotificationText(): (notification: Notification) => string {
  const { t } = useTranslation();
  const formatDate = useCalendarDateFormat();
  const english = currentLanguage() === 'en';
  return (n) => {
    const values = {
      actor: n.actor ? n.actor.name || n.actor.username : t('notifications.someone'),
      type: english && n.type_name_en ? n.type_name_en : n.type_name,
      date: n.issue_date ? formatDate(n.issue_date) : '',
      comment: n.comment,
      receiver: n.receiver,
      issue_time: n.issue_time,
    };
    // A test delivery is of no day's bulletin.
    const key = n.kind === 'delivery_failed' && !n.issue_date ? 'delivery_failed_test' : n.kind;
    return t(`notifications.text.${key}`, values);
  };
}
