import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { memberships } from '../../db/schema/authorities.ts';

/**
 * The active managers of an authority, but `except` (a user id, or null), by name: who publishes
 * or returns its submitted bulletins (DESIGN §4), as a writer sees them in the member list; in the
 * order of the name shown (the username where the name is blank).
 */
export async function managersOf(
  db: Db,
  authorityId: number,
  except: number | null,
): Promise<{ username: string; name: string }[]> {
  return db
    .select({ username: users.username, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.authorityId, authorityId),
        eq(memberships.role, 'manager'),
        eq(users.isActive, true),
        except === null ? undefined : ne(users.id, except),
      ),
    )
    .orderBy(sql`lower(coalesce(nullif(${users.name}, ''), ${users.username}))`, users.username);
}
