import type { Membership } from '@bora/shared/authority';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { authorities, memberships } from '../db/schema/authorities.ts';

/**
 * Accounts as the core meets them: looked up to sign in, made by manage commands and the demo
 * data, members of authorities. The users' own screens and lists live in `features/users`.
 */
export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select({ id: authorities.id, code: authorities.code, name: authorities.name, role: memberships.role })
    .from(memberships)
    .innerJoin(authorities, eq(authorities.id, memberships.authorityId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(authorities.name));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function upsertMembership(
  db: Db,
  userId: number,
  authorityId: number,
  role: Membership['role'],
): Promise<void> {
  await db
    .insert(memberships)
    .values({ userId, authorityId, role })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.authorityId], set: { role } });
}
