import { type User, userUpdateSchema } from '@bora/shared/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { EditButton, FieldList } from '../../../components/detail-frame.tsx';
import { CheckboxField, TextField } from '../../../components/form-fields.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { userByUsernameQueryOptions } from '../api/find-user.ts';
import { useUpdateUser } from '../api/update-user.ts';

type UserDetailsProps = {
  user: User;
  /** Reads the user again, when someone else changed them since they were loaded. */
  onReload: () => Promise<unknown>;
};

/** A user's account as staff see it: read, edited in place, deactivated after a confirmation, reactivated. */
export function UserDetails({ user, onReload }: UserDetailsProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
  return (
    <section className="card shadow-sm rounded h-100" aria-labelledby="user-details-title">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
          <h2 id="user-details-title" className="h4 mb-0">
            {t('users.details')}
          </h2>
          {editing ? null : (
            <div className="d-flex flex-wrap gap-2">
              <EditButton onClick={() => setEditing(true)} />
              <ActiveToggle user={user} onStale={() => setStale(true)} />
            </div>
          )}
        </div>
        {stale && !editing ? (
          <ConflictAlert
            onReload={async () => {
              await onReload();
              setStale(false);
            }}
          />
        ) : null}
        {editing ? (
          <EditUser user={user} onDone={() => setEditing(false)} />
        ) : (
          <FieldList
            items={[
              {
                label: t('users.field.username'),
                value: <span className="font-monospace">{user.username}</span>,
              },
              { label: t('users.field.name'), value: user.name },
              { label: t('users.field.email'), value: user.email },
              { label: t('users.field.isStaff'), value: user.is_staff ? t('common.yes') : t('common.no') },
              {
                label: t('users.field.isActive'),
                value: user.is_active ? (
                  t('common.yes')
                ) : (
                  <span className="badge bg-secondary">{t('users.inactiveBadge')}</span>
                ),
              },
              {
                label: t('users.field.lastLogin'),
                value: user.last_login ? formatDate(user.last_login) : t('users.never'),
              },
              { label: t('users.field.dateJoined'), value: formatDate(user.date_joined) },
            ]}
          />
        )}
      </div>
    </section>
  );
}

function EditUser({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const { form, submit, conflict } = useSchemaForm(userUpdateSchema.omit({ is_active: true }), {
    edit: {
      loaded: user,
      values: ({ name, email, is_staff }: User) => ({ name, email, is_staff }),
      query: userByUsernameQueryOptions(user.username),
    },
    save: (body, loaded) => update.mutateAsync({ loaded, body }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <SchemaForm form={form} onSubmit={submit} label={t('users.edit')} onCancel={onDone} conflict={conflict}>
      <TextField name="name" label={t('users.field.name')} autoComplete="off" />
      <TextField name="email" type="email" label={t('users.field.email')} autoComplete="off" />
      <CheckboxField name="is_staff" label={t('users.field.isStaff')} hint={t('users.staffHint')} />
    </SchemaForm>
  );
}

/**
 * Deactivate (asked first: it ends the user's sessions) or reactivate; a refusal because someone
 * else changed the user meanwhile goes to `onStale`.
 */
function ActiveToggle({ user, onStale }: { user: User; onStale: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const who = user.name || user.username;

  const setActive = async (is_active: boolean) => {
    setProblem(null);
    try {
      await update.mutateAsync({ loaded: user, body: { is_active } });
      setAsking(false);
      toast.success(
        is_active ? t('users.reactivated', { name: who }) : t('users.deactivated', { name: who }),
      );
    } catch (error) {
      if (!isStale(error)) {
        setProblem(errorText(error, t('errors.unexpected')));
        return;
      }
      setAsking(false);
      onStale();
    }
  };

  if (!user.is_active) {
    return (
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={update.isPending}
        onClick={() => void setActive(true)}
      >
        {t('users.reactivate')}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
        {t('users.deactivate')}
      </button>
      <ConfirmDialog
        show={asking}
        title={t('users.deactivate')}
        confirmLabel={t('users.deactivate')}
        onConfirm={() => void setActive(false)}
        onHide={() => {
          setAsking(false);
          setProblem(null);
        }}
        busy={update.isPending}
        problem={problem}
        danger
      >
        <p className="mb-0">{t('users.deactivateQuestion', { name: who })}</p>
      </ConfirmDialog>
    </>
  );
}
