import {
  bulletinEvents,
  type Webhook,
  type WebhookWithSecret,
  webhookInputSchema,
} from '@bora/shared/webhook';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { showError } from '../../../lib/show-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useWebhook, webhookQueryOptions } from '../api/get-webhook.ts';
import { useChangeWebhook, useCreateWebhook } from '../api/save-webhook.ts';
import { WebhookFields } from './webhook-fields.tsx';

const FIELDS = ['url', 'events', 'languages'];

type AddWebhookDialogProps = {
  typeId: number;
  languages: readonly string[];
  onHide: () => void;
  /** The new webhook with its secret, which the screen shows once. */
  onAdded: (created: WebhookWithSecret) => void;
};

/** Adds a webhook: every event and every language unless chosen otherwise. */
export function AddWebhookDialog({ typeId, languages, onHide, onAdded }: AddWebhookDialogProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook(typeId);
  const { form, submit } = useSchemaForm(webhookInputSchema, {
    defaultValues: { url: '', events: [...bulletinEvents], languages: [], active: true },
    save: (values) => create.mutateAsync(values),
    success: t('distribution.webhook.added'),
    onSaved: onAdded,
    fields: FIELDS,
  });
  return (
    <FormModal
      show
      onHide={onHide}
      title={t('distribution.webhook.addTitle')}
      form={form}
      onSubmit={submit}
      submitLabel={t('distribution.webhook.add')}
    >
      <WebhookFields languages={languages} />
    </FormModal>
  );
}

type EditWebhookDialogProps = {
  webhook: Webhook;
  languages: readonly string[];
  onHide: () => void;
};

/** Changes a webhook's address, events and languages, on its version as read when the dialog opened. */
export function EditWebhookDialog({ webhook, languages, onHide }: EditWebhookDialogProps) {
  const query = useWebhook(webhook.bulletin_type_id, webhook.id);
  const failed = query.isError ? query.error : null;
  const told = useRef(false);
  // Removed by someone else meanwhile, or out of reach: said once in a toast, and nothing opens.
  useEffect(() => {
    if (!failed || told.current) return;
    told.current = true;
    showError(failed);
    onHide();
  }, [failed, onHide]);
  return query.isSuccess ? (
    <EditWebhookForm loaded={query.data} languages={languages} onHide={onHide} />
  ) : null;
}

function EditWebhookForm({
  loaded,
  languages,
  onHide,
}: { loaded: Webhook } & Omit<EditWebhookDialogProps, 'webhook'>) {
  const { t } = useTranslation();
  const change = useChangeWebhook(loaded.bulletin_type_id);
  const { form, submit, conflict } = useSchemaForm(webhookInputSchema, {
    edit: {
      loaded,
      values: (webhook) => ({
        url: webhook.url,
        events: webhook.events,
        languages: webhook.languages,
        active: webhook.active,
      }),
      query: webhookQueryOptions(loaded.bulletin_type_id, loaded.id),
    },
    save: (values, current) =>
      change.mutateAsync({
        loaded: current,
        body: { url: values.url, events: values.events, languages: values.languages },
      }),
    success: t('ui.form.saved'),
    onSaved: onHide,
    fields: FIELDS,
  });
  return (
    <FormModal
      show
      onHide={onHide}
      title={t('distribution.webhook.editTitle')}
      form={form}
      onSubmit={submit}
      submitLabel={t('ui.form.save')}
      conflict={conflict}
    >
      <WebhookFields languages={languages} />
    </FormModal>
  );
}
