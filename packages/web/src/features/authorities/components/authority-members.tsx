import { type Member, type MembershipRole, memberInputSchema, membershipRoles } from '@bora/shared/authority';
import { canManageAuthorities, canSeeMembers, type Viewer } from '@bora/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/form-fields.tsx';
import { EmptyState, QueryState } from '../../../components/query-states.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useMemberChanges, useMembers } from '../api/members.ts';

type AuthorityMembersProps = { authorityId: number; authorityName: string; viewer: Viewer };

/**
 * The members and their roles, for staff and the authority's own members (nobody else: the
 * section is left out, also when the server refuses); staff add, re-role and remove members.
 */
export function AuthorityMembers({ authorityId, authorityName, viewer }: AuthorityMembersProps) {
  const { t } = useTranslation();
  const allowed = canSeeMembers(viewer, authorityId);
  const query = useMembers(authorityId, allowed);
  const canEdit = canManageAuthorities(viewer);
  if (!allowed) return null;
  if (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 401))
    return null;

  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="authority-members-title">
      <div className="card-body p-4">
        <h2 id="authority-members-title" className="h4 mb-3">
          {t('authorities.members.title')}
        </h2>
        <QueryState query={query}>
          {(members) => (
            <>
              {members.length === 0 ? (
                <EmptyState text={t('authorities.members.empty')} />
              ) : (
                <MemberTable
                  authorityId={authorityId}
                  authorityName={authorityName}
                  members={members}
                  canEdit={canEdit}
                />
              )}
              {canEdit ? <AddMember authorityId={authorityId} /> : null}
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}

type MemberTableProps = { authorityId: number; authorityName: string; members: Member[]; canEdit: boolean };

function MemberTable({ authorityId, authorityName, members, canEdit }: MemberTableProps) {
  const { t } = useTranslation();
  const changes = useMemberChanges(authorityId);
  const [leaving, setLeaving] = useState<Member | null>(null);

  const changeRole = async (member: Member, role: MembershipRole) => {
    try {
      await changes.changeRole.mutateAsync({ userId: member.user_id, role });
      toast.success(t('authorities.members.roleChanged', { name: member.name || member.username }));
    } catch (error) {
      showError(error);
    }
  };
  const remove = async (member: Member) => {
    try {
      await changes.remove.mutateAsync(member.user_id);
      toast.success(t('authorities.members.removed', { name: member.name || member.username }));
    } catch (error) {
      showError(error);
    } finally {
      setLeaving(null);
    }
  };

  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">
          {t('authorities.members.caption', { name: authorityName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('authorities.members.user')}</th>
            <th scope="col">{t('authorities.members.name')}</th>
            <th scope="col">{t('authorities.members.role')}</th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">{t('authorities.members.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.user_id}>
              <td className="font-monospace">
                {canEdit ? (
                  <Link to={`/users/${encodeURIComponent(member.username)}/`}>{member.username}</Link>
                ) : (
                  member.username
                )}
              </td>
              <td>{member.name || '—'}</td>
              <td>
                {canEdit ? (
                  <select
                    className="form-select form-select-sm w-auto"
                    aria-label={t('authorities.members.roleOf', { name: member.username })}
                    value={member.role}
                    disabled={changes.changeRole.isPending}
                    onChange={(event) => void changeRole(member, event.target.value as MembershipRole)}
                  >
                    {membershipRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`authorities.role.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className={`badge ${member.role === 'manager' ? 'bg-primary' : 'bg-secondary'}`}>
                    {t(`authorities.role.${member.role}`)}
                  </span>
                )}
              </td>
              {canEdit ? (
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    onClick={() => setLeaving(member)}
                    aria-label={t('authorities.members.removeOne', { name: member.username })}
                  >
                    {t('authorities.members.remove')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        show={leaving !== null}
        title={t('authorities.members.remove')}
        confirmLabel={t('authorities.members.remove')}
        onConfirm={() => leaving && void remove(leaving)}
        onHide={() => setLeaving(null)}
        busy={changes.remove.isPending}
        danger
      >
        <p className="mb-0">
          {t('authorities.members.removeQuestion', { user: leaving?.username ?? '', name: authorityName })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function AddMember({ authorityId }: { authorityId: number }) {
  const { t } = useTranslation();
  const changes = useMemberChanges(authorityId);
  const { form, submit } = useSchemaForm(memberInputSchema, {
    defaultValues: { username: '', role: 'member' },
    save: (values) => changes.add.mutateAsync(values),
    success: t('authorities.members.added'),
    onSaved: () => form.reset({ username: '', role: 'member' }),
  });
  return (
    <div className="add-member mt-4 pt-3 border-top">
      <h3 className="h5 mb-4">{t('authorities.members.add')}</h3>
      <SchemaForm
        form={form}
        onSubmit={submit}
        label={t('authorities.members.add')}
        submitLabel={t('authorities.members.addButton')}
      >
        <div className="row">
          <div className="col-md-7">
            <TextField
              name="username"
              label={t('authorities.members.user')}
              autoComplete="off"
              required
              hint={t('authorities.members.userHint')}
            />
          </div>
          <div className="col-md-5">
            <SelectField
              name="role"
              label={t('authorities.members.role')}
              options={membershipRoles.map((role) => ({ value: role, label: t(`authorities.role.${role}`) }))}
            />
          </div>
        </div>
      </SchemaForm>
    </div>
  );
}
