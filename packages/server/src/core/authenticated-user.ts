import type { Membership } from '@bora/shared/authority';
import type { Me } from '@bora/shared/user';

export type AuthenticatedUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  isStaff: boolean;
  memberships: Membership[];
  /** How the request proved who it is. */
  via: 'session' | 'token';
  /** The name of the API key the request came with; null for a session. */
  tokenName: string | null;
};

/** The user as `GET /api/users/me/` answers it. */
export function toMe(user: AuthenticatedUser): Me {
  return { username: user.username, name: user.name, is_staff: user.isStaff, authority: user.memberships };
}
