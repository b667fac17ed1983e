import type { Membership } from '@bora/shared/authority';
import type { User } from '@bora/shared/user';
import type { UserRow } from '../../core/users.ts';

/** A user as staff see it; the only answer that carries the e-mail. */
export function toUser(row: UserRow, memberships: Membership[]): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    is_staff: row.isStaff,
    is_active: row.isActive,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    date_joined: row.createdAt.toISOString(),
    memberships,
  };
}
