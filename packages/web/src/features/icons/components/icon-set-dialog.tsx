import { type IconSet, iconSetInputSchema } from '@bora/shared/icon';
import { isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorState } from '../../../components/query-states.tsx';
import { TranslationsFields } from '../../../components/translations-fields.tsx';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { iconSetQueryOptions, useIconSet } from '../api/get-icon-set.ts';
import { useSaveIconSet } from '../api/save-icon-set.ts';

type IconSetDialogProps = {
  /** The set to edit; none to create one. */
  set?: IconSet;
  /** There already is a reference set (there is only ever one). */
  hasReferenceSet: boolean;
  onClose: () => void;
};

/**
 * Creates or edits an icon set: staff for any authority or the reference set, managers for theirs.
 * An edit starts from the set's own read, whose version (ETag) the save is sent with.
 */
export function IconSetDialog({ set, hasReferenceSet, onClose }: IconSetDialogProps) {
  const { t } = useTranslation();
  const detail = useIconSet(set?.id);
  if (!set) return <IconSetForm hasReferenceSet={hasReferenceSet} onClose={onClose} />;
  if (detail.data)
    return <IconSetForm set={detail.data} hasReferenceSet={hasReferenceSet} onClose={onClose} />;
  return (
    <Modal show onHide={onClose} centered aria-label={t('icons.set.editTitle', { name: set.name })}>
      <Modal.Body>
        {detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <Loading />
        )}
      </Modal.Body>
    </Modal>
  );
}

function IconSetForm({ set, hasReferenceSet, onClose }: IconSetDialogProps) {
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
  const { form, submit, conflict } = useSchemaForm(schema, {
    defaultValues: {
      code: '',
      name: '',
      description: '',
      credit: '',
      authority_id: me?.authority.find((m) => m.role === 'manager')?.id ?? null,
    },
    edit: set ? { loaded: set, values: iconSetValues, query: iconSetQueryOptions(set.id) } : undefined,
    save: (input, loaded) => mutation.mutateAsync({ loaded: set && loaded, input }),
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
      conflict={conflict}
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
      <TranslationsFields />
      <TextField name="credit" label={t('icons.set.creditLabel')} hint={t('icons.set.creditHint')} />
    </FormModal>
  );
}

function iconSetValues({ code, name, description, credit, authority_id, translations }: IconSet) {
  return { code, name, description, credit, authority_id, translations };
}
