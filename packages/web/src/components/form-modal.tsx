import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditConflict } from '../lib/use-schema-form.ts';
import { FormActions, SchemaForm } from './schema-form.tsx';

type FormModalProps<In extends FieldValues, Out> = {
  show: boolean;
  onHide: () => void;
  title: string;
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: () => void;
  submitLabel?: string;
  children: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  conflict?: EditConflict;
};

/**
 * The create pattern: a dialog holding a schema form (open it with `useUrlFlag('new')` so `?new`
 * links to it); Save in the footer, Cancel closes.
 */
export function FormModal<In extends FieldValues, Out>(props: FormModalProps<In, Out>) {
  const { t } = useTranslation();
  const formId = 'form-modal-form';
  return (
    <Modal
      show={props.show}
      onHide={props.onHide}
      size={props.size}
      aria-labelledby="form-modal-title"
      centered
    >
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="form-modal-title" as="h2" className="h4">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SchemaForm
          form={props.form}
          onSubmit={props.onSubmit}
          label={props.title}
          id={formId}
          hideActions
          conflict={props.conflict}
        >
          {props.children}
        </SchemaForm>
      </Modal.Body>
      <Modal.Footer>
        <FormActions
          submitting={props.form.formState.isSubmitting}
          submitLabel={props.submitLabel ?? t('ui.form.create')}
          onCancel={props.onHide}
          form={formId}
        />
      </Modal.Footer>
    </Modal>
  );
}
