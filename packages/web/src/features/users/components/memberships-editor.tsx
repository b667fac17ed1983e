import { type MembershipRole, membershipRoles } from '@bora/shared/authority';
import type { MembershipsInput, User } from '@bora/shared/user';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { EmptyState } from '../../../components/query-states.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { showError } from '../../../lib/show-error.ts';
import { useSetMemberships } from '../api/set-memberships.ts';

type MembershipsEditorProps = {
  user: User;
  /** Reads the user again, when someone else changed them since they were loaded. */
  onReload: () => Promise<unknown>;
};

/**
 * The user's authorities and roles; every change (add, role, remove) saves the whole list at once,
 * over the user as loaded: a change someone else saved meanwhile is offered, not overwritten.
 */
export function MembershipsEditor({ user, onReload }: MembershipsEditorProps) {
  const { t } = useTranslation();
  const save = useSetMemberships(user);
  const [stale, setStale] = useState(false);
  const choices = useAuthorityChoices();
  const authorityId = useId();
  const roleId = useId();
  const [adding, setAdding] = useState('');
  const [role, setRole] = useState<MembershipRole>('member');

  const current: MembershipsInput = user.memberships.map((m) => ({ authority_id: m.id, role: m.role }));
  const held = new Set(current.map((m) => m.authority_id));
  const available = (choices.data ?? []).filter((a) => !held.has(a.id));

  const send = async (next: MembershipsInput, message: string) => {
    setStale(false);
    try {
      await save.mutateAsync(next);
      toast.success(message);
      return true;
    } catch (error) {
      if (isStale(error)) setStale(true);
      else showError(error);
      return false;
    }
  };

  const add = async () => {
    const id = Number(adding);
    if (!id) return;
    const name = choices.data?.find((a) => a.id === id)?.name ?? '';
    if (await send([...current, { authority_id: id, role }], t('users.memberships.added', { name }))) {
      setAdding('');
    }
  };

  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="memberships-title">
      <div className="card-body p-4">
        <h2 id="memberships-title" className="h4 mb-3">
          {t('users.memberships.title')}
        </h2>
        {stale ? (
          <ConflictAlert
            onReload={async () => {
              await onReload();
              setStale(false);
            }}
          />
        ) : null}
        {user.memberships.length === 0 ? (
          <EmptyState text={t('users.memberships.none')} />
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="visually-hidden">{t('users.memberships.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.memberships.authority')}</th>
                  <th scope="col">{t('users.memberships.role')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('users.memberships.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {user.memberships.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <Link to={`/authorities/${m.id}`}>{m.name}</Link>
                    </td>
                    <td>
                      <select
                        className="form-select form-select-sm w-auto"
                        aria-label={t('users.memberships.roleIn', { name: m.name })}
                        value={m.role}
                        disabled={save.isPending}
                        onChange={(event) =>
                          void send(
                            current.map((c) =>
                              c.authority_id === m.id
                                ? { ...c, role: event.target.value as MembershipRole }
                                : c,
                            ),
                            t('users.memberships.changed', { name: m.name }),
                          )
                        }
                      >
                        {membershipRoles.map((r) => (
                          <option key={r} value={r}>
                            {t(`authorities.role.${r}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        disabled={save.isPending}
                        aria-label={t('users.memberships.removeFrom', { name: m.name })}
                        onClick={() =>
                          void send(
                            current.filter((c) => c.authority_id !== m.id),
                            t('users.memberships.removed', { name: m.name }),
                          )
                        }
                      >
                        {t('users.memberships.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="d-flex flex-wrap align-items-end gap-3 mt-3 pt-3 border-top">
          <div className="select-wrapper flex-grow-1">
            <label htmlFor={authorityId}>{t('users.memberships.authority')}</label>
            <select
              id={authorityId}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              disabled={!choices.data}
            >
              <option value="">
                {choices.isError ? t('users.memberships.choicesFailed') : t('users.memberships.choose')}
              </option>
              {available.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div className="select-wrapper">
            <label htmlFor={roleId}>{t('users.memberships.role')}</label>
            <select
              id={roleId}
              value={role}
              onChange={(event) => setRole(event.target.value as MembershipRole)}
            >
              {membershipRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`authorities.role.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!adding || save.isPending}
            onClick={() => void add()}
          >
            {t('users.memberships.add')}
          </button>
        </div>
      </div>
    </section>
  );
}
