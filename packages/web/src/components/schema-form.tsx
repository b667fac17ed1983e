import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditConflict } from '../lib/use-schema-form.ts';
import { FormConflict } from './conflict-alert.tsx';
import { LeaveGuard } from './leave-guard.tsx';

type SchemaFormProps<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: () => void;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  submitLabel?: string;
  /** Shows a Cancel button next to Save. */
  onCancel?: () => void;
  id?: string;
  /** Leave out Save/Cancel (e.g. a modal puts its own in the footer, with `form={id}`). */
  hideActions?: boolean;
  /**
   * A save refused because someone else changed the object (from `useSchemaForm`): shown above
   * Save, or at the end of the form when the actions are elsewhere (a form placing its own
   * FormActions inside gives it to them instead).
   */
  conflict?: EditConflict;
};

/**
 * A form whose fields (form-fields.tsx) read the given react-hook-form; Save is disabled while
 * sending, and leaving it with unsaved changes asks first.
 */
export function SchemaForm<In extends FieldValues, Out>(props: SchemaFormProps<In, Out>) {
  return (
    <FormProvider {...props.form}>
      <form
        id={props.id}
        onSubmit={props.onSubmit}
        noValidate
        aria-label={props.label}
        className="schema-form"
      >
        {props.children}
        {props.hideActions ? (
          <FormConflict conflict={props.conflict} />
        ) : (
          <FormActions
            submitting={props.form.formState.isSubmitting}
            submitLabel={props.submitLabel}
            onCancel={props.onCancel}
            conflict={props.conflict}
          />
        )}
      </form>
      <LeaveGuard form={props.form} />
    </FormProvider>
  );
}

type FormActionsProps = {
  submitting: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  /** The id of the form the Save button submits, when it sits outside it (a modal footer). */
  form?: string;
  /** A save refused because someone else changed the object, shown above the buttons. */
  conflict?: EditConflict;
};

/** Save (busy while sending) and Cancel, under what stopped the last save when someone else's change did. */
export function FormActions({ submitting, submitLabel, onCancel, form, conflict }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormConflict conflict={conflict} />
      <div className="d-flex flex-wrap gap-2 justify-content-end form-actions">
        {onCancel ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={submitting}
          >
            {t('ui.form.cancel')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={submitting} form={form}>
          {submitting ? t('ui.form.saving') : (submitLabel ?? t('ui.form.save'))}
        </button>
      </div>
    </>
  );
}
