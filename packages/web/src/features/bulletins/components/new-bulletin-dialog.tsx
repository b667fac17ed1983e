import { type BulletinCreate, bulletinCreateSchema } from '@bora/shared/bulletin';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { SelectField, TextField } from '../../../components/form-fields.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CopySourceField } from '../../imports/components/copy-source-field.tsx';
import { useCreateBulletin } from '../api/create-bulletin.ts';
import { useNextDueDate } from '../api/type-calendar.ts';

type NewBulletinDialogProps = {
  show: boolean;
  onHide: () => void;
  /** The types whose bulletins the person may create. */
  types: BulletinType[];
  /** The type chosen to start with (e.g. the one the list is filtered by); else the first. */
  initialTypeId?: number;
};

/** The bulletin a 409 `bulletin_exists` names, and the date it was refused for. */
type Existing = { id: number; typeId: number; date: string };

function existingOf(error: unknown, values: BulletinCreate): Existing | null {
  if (!(error instanceof ApiError) || error.problem.code !== 'bulletin_exists') return null;
  const id = Number(error.problem.params?.id);
  return Number.isInteger(id) ? { id, typeId: values.bulletin_type_id, date: values.issue_date } : null;
}

/**
 * A new bulletin: a type the person writes, a date (the type's next due one to start with), and
 * what it starts from (the published bulletin that carries the most to begin with, or another, or empty), saying
 * what that will carry.
 */
export function NewBulletinDialog({ show, onHide, types, initialTypeId }: NewBulletinDialogProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const navigate = useNavigate();
  const mutation = useCreateBulletin();
  const [existing, setExisting] = useState<Existing | null>(null);
  const initial = types.find((candidate) => candidate.id === initialTypeId) ?? types[0];
  const defaults = { bulletin_type_id: initial?.id, issue_date: '', copy_from: null };
  const { form, submit } = useSchemaForm(bulletinCreateSchema, {
    defaultValues: defaults,
    save: async (values) => {
      setExisting(null);
      try {
        return await mutation.mutateAsync(values);
      } catch (error) {
        setExisting(existingOf(error, values));
        throw error;
      }
    },
    onSaved: (created) => {
      toast.success(
        created.copied_from_id === null
          ? t('bulletins.new.createdEmpty')
          : t('bulletins.new.createdCopied', { count: created.copied_cells }),
      );
      navigate(`/bulletin/${created.id}`);
    },
  });
  const type = types.find((candidate) => candidate.id === Number(form.watch('bulletin_type_id')));
  const date = form.watch('issue_date');
  const due = useNextDueDate(show ? type?.id : undefined);
  useEffect(() => {
    if (due) form.setValue('issue_date', due);
  }, [due, form]);

  const hide = () => {
    form.reset(defaults);
    setExisting(null);
    onHide();
  };
  return (
    <FormModal
      show={show}
      onHide={hide}
      title={t('bulletins.new.title')}
      form={form}
      onSubmit={submit}
      submitLabel={t('bulletins.new.submit')}
      // Wide enough for a source's date, state and what it carries on one line.
      size="lg"
    >
      <SelectField
        name="bulletin_type_id"
        label={t('bulletins.field.type')}
        numeric
        required
        options={types.map((candidate) => ({ value: String(candidate.id), label: local.name(candidate) }))}
      />
      <TextField
        name="issue_date"
        type="date"
        label={t('bulletins.field.issueDate')}
        hint={t('bulletins.new.dateHint')}
        required
      />
      {existing && existing.typeId === type?.id && existing.date === date ? (
        <p className="alert alert-warning" role="alert">
          <Link to={`/bulletin/${existing.id}`}>{t('bulletins.new.openExisting', { id: existing.id })}</Link>
        </p>
      ) : null}
      <CopySourceField type={type} date={date} />
    </FormModal>
  );
}
