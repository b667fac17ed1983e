import { type IconSet, iconSetInputSchema } from '@bora/shared/icon';
import { isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useViewer } from '../../users/api/get-me.ts';
import { useSaveIconSet } from '../api/save-icon-set.ts';

type IconSetDialogProps = {
  /** The set to edit; none to create one. */
  set?: IconSet;
  /** There already is a reference set (there is only ever one). */
  hasReferenceSet: boolean;
  onClose: () => void;
};

/** Creates or edits an icon set: staff for any authority or the reference set, managers for theirs. */
export function IconSetDialog({ set, hasReferenceSet, onClose }: IconSetDialogProps) {
  const { t } = useTranslation();
  const me = useViewer().user;
  const staff = isStaff(me);
  const authorities = useAuthorityChoices(staff);
  const mutation = useSaveIconSet();
  // The national reference set is staff's, and there is only one.
  const offerReference = staff && (!hasReferenceSet || set?.authority_id === null);
  const schema = offerReference
    ? iconSetInputSchema
    : iconSetInputSchema.refine((v) => v.authority_id !== null, {
        path: ['authority_id'],
        message: 'Choose the owning authority.',
      });
  const { form, submit } = useSchemaForm(schema, {
    defaultValues: {
      code: set?.code ?? '',
      name: set?.name ?? '',
      description: set?.description ?? '',
      credit: set?.credit ?? '',
      authority_id: set ? set.authority_id : (me?.authority.find((m) => m.role === 'manager')?.id ?? null),
    },
    save: (input) => mutation.mutateAsync({ id: set?.id, input }),
    success: set ? t('ui.form.saved') : t('icons.set.created'),
    onSaved: onClose,
  });

  const managed = new Set(managedAuthorityIds(me) ?? []);
  const owners = staff
    ? (authorities.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))
    : (me?.authority ?? [])
        .filter((m) => managed.has(m.id))
        .map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <FormModal
      show
      onHide={onClose}
      title={set ? t('icons.set.editTitle', { name: set.name }) : t('icons.set.createTitle')}
      form={form}
      onSubmit={submit}
      submitLabel={set ? t('ui.form.save') : t('ui.form.create')}
    >
      <SelectField
        name="authority_id"
        label={t('icons.set.owner')}
        numeric
        required
        placeholder={offerReference ? t('icons.set.referenceOwner') : t('icons.set.chooseOwner')}
        options={owners}
      />
      <TextField name="code" label={t('icons.fields.code')} required />
      <TextField name="name" label={t('icons.fields.name')} required />
      <TextAreaField name="description" label={t('icons.fields.description')} rows={3} />
      <TextField name="credit" label={t('icons.set.creditLabel')} hint={t('icons.set.creditHint')} />
    </FormModal>
  );
}
