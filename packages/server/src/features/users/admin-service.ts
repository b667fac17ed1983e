import type { MembershipsInput, User, UserCreate, UserUpdate } from '@bora/shared/user';
import { userUpdateSchema } from '@bora/shared/user';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { deleteOtherSessions, deleteTokensOf } from '../../core/sessions.ts';
import { findUserById, membershipsOf, type UserRow, updateUser } from '../../core/users.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { users } from '../../db/schema/accounts.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { existingAuthorityIds, replaceMemberships } from './repository.ts';
import { toUser } from './serialize.ts';
import { auditedUser, createUser, setPassword } from './service.ts';

/** Who is making the change: a staff user may not lock themselves out. */
export type Operator = { actor: AuditActor; sessionId: string | null };

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFound('No user with this id.');
  return row;
}

export async function adminCreateUser(db: Db, input: UserCreate, actor: AuditActor): Promise<UserRow> {
  return createUser(
    db,
    {
      username: input.username,
      password: input.password,
      name: input.name,
      email: input.email,
      isStaff: input.is_staff,
    },
    actor,
  );
}

/** Changes name, e-mail, staff and active flags; deactivating ends the user's sessions and revokes their API keys. */
export async function changeUser(
  db: Db,
  id: number,
  change: Partial<UserUpdate>,
  operator: Operator,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, id);
    const parsed = userUpdateSchema.safeParse({
      name: before.name,
      email: before.email,
      is_staff: before.isStaff,
      is_active: before.isActive,
      ...change,
    });
    if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
    const next = parsed.data;
    if (id === operator.actor?.id) {
      const errors: Record<string, string[]> = {};
      if (!next.is_active) errors.is_active = ['You cannot deactivate yourself: ask another staff member.'];
      if (!next.is_staff)
        errors.is_staff = ['You cannot remove your own staff rights: ask another staff member.'];
      if (Object.keys(errors).length) throw new ValidationFailed(errors, 'You cannot lock yourself out.');
    }
    await updateUser(tx, id, {
      name: next.name,
      email: next.email,
      isStaff: next.is_staff,
      isActive: next.is_active,
    });
    // Reactivating must not bring back a way in that was cut off: sessions and keys end for good.
    let revoked = 0;
    if (!next.is_active) {
      await deleteOtherSessions(tx, id, null);
      revoked = await deleteTokensOf(tx, id);
    }
    const after = await getUser(tx, id);
    await recordAudit(tx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      actor: operator.actor,
      before: { ...auditedUser(before), ...(revoked ? { api_keys: revoked } : {}) },
      after: { ...auditedUser(after), ...(revoked ? { api_keys: 0 } : {}) },
    });
    return after;
  });
}

/**
 * Sets a temporary password chosen by staff: a reset after a suspected compromise, so every
 * session of the user ends (but the operator's own) and their API keys are revoked.
 */
export async function setTemporaryPassword(
  db: Db,
  id: number,
  password: string,
  operator: Operator,
): Promise<void> {
  await getUser(db, id);
  const keep = id === operator.actor?.id ? operator.sessionId : null;
  await setPassword(db, id, password, operator.actor, {
    keepSessionId: keep,
    revokeApiKeys: true,
    field: 'password',
  });
}

const membershipLabels = (list: { code: string; role: string }[]) =>
  list.map((m) => `${m.code} (${m.role})`).sort();

/** Replaces all of the user's memberships; every authority must exist. */
export async function setMemberships(
  db: Db,
  id: number,
  list: MembershipsInput,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getUser(tx, id);
    const known = await existingAuthorityIds(
      tx,
      list.map((m) => m.authority_id),
    );
    const errors: Record<string, string[]> = {};
    list.forEach((m, index) => {
      if (!known.has(m.authority_id)) errors[`${index}.authority_id`] = ['No authority with this id.'];
    });
    if (Object.keys(errors).length) throw new ValidationFailed(errors);
    const before = await membershipsOf(tx, id);
    await replaceMemberships(
      tx,
      id,
      list.map((m) => ({ authorityId: m.authority_id, role: m.role })),
    );
    const after = await membershipsOf(tx, id);
    await recordAudit(tx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      actor,
      before: { memberships: membershipLabels(before) },
      after: { memberships: membershipLabels(after) },
    });
  });
}

/** A user as staff see them, memberships included. */
export async function userAnswer(db: Db, id: number): Promise<User> {
  return toUser(await getUser(db, id), await membershipsOf(db, id));
}

/** The user as a write target: its row lock and its current answer, for `If-Match`. */
export function userTarget(id: number): WriteTarget {
  return { lock: (tx) => lockRow(tx, users, id), current: (tx) => userAnswer(tx, id) };
}
