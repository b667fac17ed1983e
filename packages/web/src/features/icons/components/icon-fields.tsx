import { type Icon, iconCategories, iconVariants } from '@bora/shared/icon';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeNameFields } from '../../../components/code-name-fields.tsx';
import { SelectField } from '../../../components/form-fields.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { translateMessage } from '../../../lib/messages.ts';
import { categoryLabel, variantLabel } from '../lib/labels.ts';
import { ReferenceIconPicker } from './reference-icon-picker.tsx';

type IconFieldValues = {
  code: string;
  name: string;
  description?: string;
  category: string;
  variant?: string;
  wmo_code?: number | null;
  reference_icon_id?: number | null;
};

/** An icon's fields; the mapping to a reference icon only for icons outside the reference set. */
export function IconFields({ referenceIcons, mappable }: { referenceIcons: Icon[]; mappable: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<IconFieldValues>();
  const reference = form.watch('reference_icon_id') ?? null;
  const referenceError = form.getFieldState('reference_icon_id', form.formState).error?.message;
  return (
    <>
      <CodeNameFields<IconFieldValues>
        labels={{
          code: t('icons.fields.code'),
          name: t('icons.fields.name'),
          description: t('icons.fields.description'),
        }}
      />
      <div className="row">
        <div className="col-md-4">
          <SelectField<IconFieldValues>
            name="category"
            label={t('icons.fields.category')}
            required
            options={iconCategories.map((value) => ({ value, label: categoryLabel(t, value) }))}
          />
        </div>
        <div className="col-md-4">
          <SelectField<IconFieldValues>
            name="variant"
            label={t('icons.fields.variant')}
            options={iconVariants.map((value) => ({ value, label: variantLabel(t, value) }))}
          />
        </div>
        <div className="col-md-4">
          <NumberField<IconFieldValues>
            name="wmo_code"
            label={t('icons.fields.wmo')}
            hint={t('icons.fields.wmoHint')}
          />
        </div>
      </div>
      {mappable ? (
        <ReferenceIconPicker
          label={t('icons.fields.reference')}
          icons={referenceIcons}
          value={reference}
          noneLabel={t('icons.picker.none')}
          onChange={(id) => form.setValue('reference_icon_id', id, { shouldDirty: true })}
          error={referenceError ? translateMessage(referenceError) : undefined}
        />
      ) : null}
    </>
  );
}
