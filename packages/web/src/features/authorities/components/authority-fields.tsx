import { type AuthorityInput, authorityKinds } from '@bora/shared/authority';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
import { TranslationsFields } from '../../../components/translations-fields.tsx';

/** The authority's fields, for both the create dialog and edit in place. */
export function AuthorityFields() {
  const { t } = useTranslation();
  const kinds = authorityKinds.map((kind) => ({ value: kind, label: t(`authorities.kind.${kind}`) }));
  return (
    <div className="row">
      <div className="col-md-6">
        <TextField<AuthorityInput>
          name="code"
          label={t('authorities.field.code')}
          required
          hint={t('authorities.codeHint')}
        />
      </div>
      <div className="col-md-6">
        <SelectField<AuthorityInput>
          name="kind"
          label={t('authorities.field.kind')}
          options={kinds}
          required
        />
      </div>
      <div className="col-md-8">
        <TextField<AuthorityInput> name="name" label={t('authorities.field.name')} required />
      </div>
      <div className="col-md-4">
        <TextField<AuthorityInput> name="short_name" label={t('authorities.field.shortName')} />
      </div>
      <div className="col-md-6">
        <TextField<AuthorityInput> name="website" type="url" label={t('authorities.field.website')} />
      </div>
      <div className="col-md-6">
        <TextField<AuthorityInput> name="email" type="email" label={t('authorities.field.email')} />
      </div>
      <div className="col-12">
        <TextAreaField<AuthorityInput> name="description" label={t('authorities.field.description')} />
      </div>
      <div className="col-12">
        <TranslationsFields<AuthorityInput> shortName />
      </div>
    </div>
  );
}

export const EMPTY_AUTHORITY: AuthorityInput = {
  code: '',
  name: '',
  short_name: '',
  kind: 'regional',
  website: '',
  email: '',
  description: '',
  translations: {},
};
