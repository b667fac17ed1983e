import { actionCommentSchema, type BulletinDetail } from '@bora/shared/bulletin';
import type { WorkflowAction } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/form-fields.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

type CommentDialogProps = {
  action: WorkflowAction;
  onHide: () => void;
  /** Takes the action with the comment; a refusal stays in the dialog's form or shows as a toast. */
  onSend: (comment: string) => Promise<BulletinDetail>;
  onDone: (result: BulletinDetail) => void;
};

/** Asks for the comment (returning) or the reason (withdrawing) an action needs, then takes it. */
export function CommentDialog({ action, onHide, onSend, onDone }: CommentDialogProps) {
  const { t } = useTranslation();
  const { form, submit } = useSchemaForm(actionCommentSchema(action), {
    defaultValues: { comment: '' },
    save: (values) => onSend(values.comment),
    success: t(`bulletin.actions.done.${action}`),
    onSaved: onDone,
  });
  return (
    <FormModal
      show
      onHide={onHide}
      title={t(`bulletin.actions.dialog.${action}`)}
      form={form}
      onSubmit={submit}
      submitLabel={t(`bulletin.actions.${action}`)}
    >
      <TextAreaField<{ comment: string }>
        name="comment"
        label={t(`bulletin.actions.comment.${action}`)}
        hint={t('bulletin.actions.commentHint')}
        required
      />
    </FormModal>
  );
}
