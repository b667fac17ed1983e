import type { MembershipRole } from '@bora/shared/authority';
import { upsertMembership } from '../core/users.ts';
import type { Db } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';
import { createUser } from '../features/users/service.ts';

export const PASSWORD = 'correct-horse-battery';

export async function makeAuthority(db: Db, code: string, name = `Servizio ${code}`) {
  const [row] = await db.insert(authorities).values({ code, name, kind: 'regional' }).returning();
  if (!row) throw new Error('no authority');
  return row;
}

export async function makeUser(
  db: Db,
  username: string,
  options: { staff?: boolean; name?: string; memberOf?: { id: number; role: MembershipRole }[] } = {},
) {
  const user = await createUser(
    db,
    { username, password: PASSWORD, name: options.name ?? '', isStaff: options.staff ?? false },
    null,
  );
  for (const m of options.memberOf ?? []) await upsertMembership(db, user.id, m.id, m.role);
  return user;
}
