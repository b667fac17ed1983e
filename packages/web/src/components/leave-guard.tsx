import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../lib/use-leave-guard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Asks before leaving a form with unsaved changes (see `useLeaveGuard`); Cancel stays on the form. */
export function LeaveGuard<In extends FieldValues, Out>({ form }: { form: UseFormReturn<In, unknown, Out> }) {
  const { t } = useTranslation();
  const blocker = useLeaveGuard(form);
  return (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      title={t('ui.leave.title')}
      confirmLabel={t('ui.leave.confirm')}
      onConfirm={() => blocker.proceed?.()}
      onHide={() => blocker.reset?.()}
      danger
    >
      <p className="mb-0">{t('ui.leave.body')}</p>
    </ConfirmDialog>
  );
}
