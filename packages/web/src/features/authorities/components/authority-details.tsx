import { type Authority, authorityInputSchema } from '@bora/shared/authority';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/detail-frame.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { authorityQueryOptions } from '../api/get-authority.ts';
import { useUpdateAuthority } from '../api/update-authority.ts';
import { AuthorityFields } from './authority-fields.tsx';

type AuthorityDetailsProps = {
  authority: Authority;
  editing: boolean;
  onDone: () => void;
};

/** The authority's fields: read, or (for staff, after Edit) a form saved in place. */
export function AuthorityDetails({ authority, editing, onDone }: AuthorityDetailsProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <section className="card shadow-sm rounded" aria-labelledby="authority-details-title">
      <div className="card-body p-4">
        <h2 id="authority-details-title" className="h4 mb-4">
          {t('authorities.details')}
        </h2>
        {editing ? (
          <EditAuthority authority={authority} onDone={onDone} />
        ) : (
          <FieldList
            items={[
              {
                label: t('authorities.field.code'),
                value: <span className="font-monospace">{authority.code}</span>,
              },
              { label: t('authorities.field.name'), value: authority.name },
              { label: t('authorities.field.shortName'), value: local.shortName(authority) },
              { label: t('authorities.field.kind'), value: t(`authorities.kind.${authority.kind}`) },
              {
                label: t('authorities.field.website'),
                value: authority.website ? (
                  <a href={authority.website} rel="noopener noreferrer" target="_blank">
                    {authority.website}
                  </a>
                ) : null,
              },
              {
                label: t('authorities.field.email'),
                value: authority.email ? <a href={`mailto:${authority.email}`}>{authority.email}</a> : null,
              },
              { label: t('authorities.field.description'), value: local.description(authority) },
            ]}
          />
        )}
      </div>
    </section>
  );
}

function EditAuthority({ authority, onDone }: { authority: Authority; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAuthority();
  const { form, submit, conflict } = useSchemaForm(authorityInputSchema, {
    edit: { loaded: authority, values: authorityValues, query: authorityQueryOptions(authority.id) },
    save: (body, loaded) => update.mutateAsync({ loaded, body }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      label={t('authorities.edit')}
      onCancel={onDone}
      conflict={conflict}
    >
      <AuthorityFields />
    </SchemaForm>
  );
}

function authorityValues(authority: Authority) {
  const { code, name, short_name, kind, website, email, description, translations } = authority;
  return { code, name, short_name, kind, website, email, description, translations };
}
