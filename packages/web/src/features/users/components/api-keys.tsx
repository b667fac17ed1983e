import { apiTokenInputSchema, type CreatedApiToken } from '@bora/shared/api-token';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { TextField } from '../../../components/form-fields.tsx';
import { QueryState } from '../../../components/query-states.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

/** The person's keys for machine clients: create one (shown once, to copy), see them, revoke them. */
export function ApiKeys() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const formatDate = useDateFormat();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { form, submit } = useSchemaForm(apiTokenInputSchema, {
    defaultValues: { name: '' },
    save: async (values) => setCreated(await create.mutateAsync(values)),
    success: t('profile.apiKeys.created'),
    onSaved: () => form.reset({ name: '' }),
  });

  const copy = (key: string) =>
    copyText(key, { copied: t('profile.apiKeys.copied'), byHand: t('profile.apiKeys.copyByHand') });

  return (
    <section className="card shadow-sm rounded" aria-labelledby="api-keys-title">
      <div className="card-body p-4">
        <h2 id="api-keys-title" className="h4 mb-2">
          {t('profile.apiKeys.title')}
        </h2>
        <p className="text-secondary">{t('profile.apiKeys.lead')}</p>
        {created ? (
          <div className="alert alert-success" role="status">
            <p className="mb-2">
              <strong>{t('profile.apiKeys.showOnce', { name: created.name })}</strong>
            </p>
            <label className="visually-hidden" htmlFor="new-api-key">
              {t('profile.apiKeys.newKey')}
            </label>
            <div className="d-flex gap-2 align-items-center">
              <input id="new-api-key" className="form-control font-monospace" value={created.key} readOnly />
              <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy(created.key)}>
                {t('profile.apiKeys.copy')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setCreated(null)}
              >
                {t('profile.apiKeys.done')}
              </button>
            </div>
            <p className="small mb-0 mt-2">{t('profile.apiKeys.usage')}</p>
          </div>
        ) : null}
        <QueryState query={keys}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('profile.apiKeys.none')}</p>
            ) : (
              <table className="table">
                <caption className="visually-hidden">{t('profile.apiKeys.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('profile.apiKeys.name')}</th>
                    <th scope="col">{t('profile.apiKeys.key')}</th>
                    <th scope="col">{t('profile.apiKeys.createdAt')}</th>
                    <th scope="col">{t('profile.apiKeys.lastUsed')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('profile.apiKeys.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((key) => (
                    <tr key={key.id}>
                      <td>{key.name}</td>
                      <td className="font-monospace">{key.prefix}…</td>
                      <td>{formatDate(key.created_at)}</td>
                      <td>{key.last_used_at ? formatDate(key.last_used_at) : t('profile.apiKeys.never')}</td>
                      <td className="text-end">
                        <DeleteButton
                          name={key.name}
                          label={t('profile.apiKeys.revoke')}
                          onDelete={() => revoke.mutateAsync(key.id)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
        <h3 className="h5 mt-4">{t('profile.apiKeys.create')}</h3>
        <SchemaForm
          form={form}
          onSubmit={submit}
          label={t('profile.apiKeys.create')}
          submitLabel={t('profile.apiKeys.create')}
        >
          <TextField
            name="name"
            label={t('profile.apiKeys.name')}
            hint={t('profile.apiKeys.nameHint')}
            required
          />
        </SchemaForm>
      </div>
    </section>
  );
}
