import { passwordProblems, usernameSchema } from '@bora/shared/user';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { throttledCheck } from '../../core/login-throttle.ts';
import { deleteOtherSessions, deleteTokensOf } from '../../core/sessions.ts';
import { findUserById, findUserByUsername, insertUser, type UserRow, updateUser } from '../../core/users.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotAuthenticated, TooManyRequests, ValidationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

export type NewUser = {
  username: string;
  password: string;
  name?: string;
  email?: string;
  isStaff?: boolean;
};

/** What the audit trail keeps of a user: never the password hash. */
export function auditedUser(user: UserRow) {
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    is_staff: user.isStaff,
    is_active: user.isActive,
  };
}

/** Creates a user after checking the username and the password rules. */
export async function createUser(db: Db, input: NewUser, actor: AuditActor): Promise<UserRow> {
  const username = usernameSchema.safeParse(input.username);
  const errors: Record<string, string[]> = {};
  if (!username.success) errors.username = username.error.issues.map((i) => i.message);
  const problems = passwordProblems(input.password, input.username);
  if (problems.length) errors.password = problems;
  if (Object.keys(errors).length || !username.success) throw new ValidationFailed(errors);
  return db.transaction(async (tx) => {
    if (await findUserByUsername(tx, username.data)) {
      throw new Conflict(
        `A user named "${username.data}" already exists.`,
        { code: 'username_taken', params: { username: username.data } },
        {
          username: ['A user with that username already exists.'],
        },
      );
    }
    const user = await insertUser(tx, {
      username: username.data,
      name: input.name ?? '',
      email: input.email ?? '',
      isStaff: input.isStaff ?? false,
      passwordHash: await hashPassword(input.password),
    });
    await recordAudit(tx, {
      entity: 'user',
      entityId: user.id,
      action: 'create',
      actor,
      after: auditedUser(user),
    });
    return user;
  });
}

export type PasswordOptions = {
  /** The session that stays signed in (the one making the change), if any. */
  keepSessionId: string | null;
  /** Also revoke the user's API keys. */
  revokeApiKeys: boolean;
  /** The field a password that breaks the rules is reported on. */
  field?: string;
};

/** Sets a new password; the user's other sessions end, and their API keys too when asked. */
export async function setPassword(
  db: Db,
  userId: number,
  password: string,
  actor: AuditActor,
  { keepSessionId, revokeApiKeys, field = 'new_password' }: PasswordOptions,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new ValidationFailed({ username: ['No such user.'] });
  const problems = passwordProblems(password, user.username);
  if (problems.length) throw new ValidationFailed({ [field]: problems });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteOtherSessions(tx, userId, keepSessionId);
    const revoked = revokeApiKeys ? await deleteTokensOf(tx, userId) : 0;
    await recordAudit(tx, {
      entity: 'user',
      entityId: userId,
      action: 'update',
      actor,
      before: { password: '(set)', ...(revoked ? { api_keys: revoked } : {}) },
      after: { password: '(changed)', ...(revoked ? { api_keys: 0 } : {}) },
    });
  });
}

export type OwnPasswordChange = {
  userId: number;
  oldPassword: string;
  newPassword: string;
  /** The session in use, which stays signed in. */
  sessionId: string | null;
  /** The client's address: a wrong current password counts against the sign-in throttle. */
  address: string;
  /** Also revoke the user's API keys (for a password that may have leaked with them). */
  revokeApiKeys: boolean;
};

/**
 * The signed-in user's own password change: the current password must be right, and a wrong
 * one counts as a failed sign-in, so the form cannot be used to guess it.
 */
export async function changeOwnPassword(db: Db, change: OwnPasswordChange, actor: AuditActor): Promise<void> {
  const user = await findUserById(db, change.userId);
  if (!user) throw new NotAuthenticated();
  const result = await throttledCheck(db, user.username, change.address, () =>
    verifyPassword(change.oldPassword, user.passwordHash),
  );
  if (result.outcome === 'throttled') {
    throw new TooManyRequests(
      `Too many wrong passwords: try again in ${result.retryAfterSeconds} s.`,
      result.retryAfterSeconds,
    );
  }
  if (result.outcome === 'wrong') {
    throw new ValidationFailed({ old_password: ['Your current password was entered incorrectly.'] });
  }
  if (change.oldPassword === change.newPassword) {
    throw new ValidationFailed({ new_password: ['The new password must differ from the current one.'] });
  }
  await setPassword(db, user.id, change.newPassword, actor, {
    keepSessionId: change.sessionId,
    revokeApiKeys: change.revokeApiKeys,
  });
}
