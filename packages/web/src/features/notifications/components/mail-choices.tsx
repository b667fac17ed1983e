import {
  type NotificationPreferences,
  notificationKinds,
  notificationPreferencesUpdateSchema,
} from '@bora/shared/notification';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecksField } from '../../../components/form-fields.tsx';
import { QueryState } from '../../../components/query-states.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { preferencesQueryOptions, usePreferences, useSavePreferences } from '../api/preferences.ts';

/** On the profile: which notifications the person is also told by e-mail, and at which address. */
export function MailChoices() {
  const { t } = useTranslation();
  const titleId = useId();
  const preferences = usePreferences();
  return (
    <section className="card shadow-sm rounded" aria-labelledby={titleId}>
      <div className="card-body p-4">
        <h2 id={titleId} className="h4 mb-2">
          {t('notifications.mail.title')}
        </h2>
        <QueryState query={preferences}>{(loaded) => <MailChoicesForm preferences={loaded} />}</QueryState>
      </div>
    </section>
  );
}

/** Without an address on the account nothing can be sent: the choices are shown, inert, with why. */
function MailChoicesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const { form, submit, conflict } = useSchemaForm(notificationPreferencesUpdateSchema, {
    edit: { loaded: preferences, values: ({ mail }) => ({ mail }), query: preferencesQueryOptions },
    save: (body, loaded) => save.mutateAsync({ loaded, body }),
    savedObject: (saved) => saved,
    success: t('notifications.mail.saved'),
  });
  const noAddress = preferences.email === '';
  return (
    <>
      {noAddress ? (
        <div className="alert alert-info" role="status">
          {t('notifications.mail.noAddress')}
        </div>
      ) : (
        <p className="text-secondary">
          {t('notifications.mail.sentTo')} <strong className="text-break">{preferences.email}</strong>
        </p>
      )}
      <SchemaForm
        form={form}
        onSubmit={submit}
        label={t('notifications.mail.title')}
        submitLabel={t('notifications.mail.save')}
        hideActions={noAddress}
        conflict={conflict}
      >
        <ChecksField
          name="mail"
          label={t('notifications.mail.kinds')}
          options={notificationKinds.map((kind) => ({ value: kind, label: t(`notifications.kind.${kind}`) }))}
          disabled={noAddress}
          stacked
        />
      </SchemaForm>
    </>
  );
}
