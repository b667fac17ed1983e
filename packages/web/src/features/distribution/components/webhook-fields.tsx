import type { WebhookInput } from '@bora/shared/webhook';
import { bulletinEvents } from '@bora/shared/webhook';
import { useTranslation } from 'react-i18next';
import { ChecksField, TextField } from '../../../components/form-fields.tsx';

/** A webhook's address, the events it is sent and the languages of the texts: the type's, none for all. */
export function WebhookFields({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField<WebhookInput>
        name="url"
        type="url"
        label={t('distribution.webhook.url')}
        hint={t('distribution.webhook.urlHint')}
        placeholder="https://"
        required
      />
      <ChecksField<WebhookInput>
        name="events"
        label={t('distribution.webhook.events')}
        options={bulletinEvents.map((event) => ({ value: event, label: t(`distribution.event.${event}`) }))}
        required
      />
      <ChecksField<WebhookInput>
        name="languages"
        label={t('distribution.webhook.languages')}
        hint={t('distribution.webhook.languagesHint')}
        options={languages.map((language) => ({
          value: language,
          label: t(`bulletinTypes.language.${language}`),
        }))}
      />
    </>
  );
}
