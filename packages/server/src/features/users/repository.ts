import type { Membership } from '@bora/shared/authority';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authorities, memberships, users } from '../../db/schema.ts';

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

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export async function hasMembership(db: Db, userId: number, authorityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.authorityId, authorityId)))
    .limit(1);
  return rows.length > 0;
}
