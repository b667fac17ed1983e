import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { memberships } from '../../db/schema/authorities.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { nationalAuthorityId } from '../bulletins/repository.ts';

/**
 * Who is told what (DESIGN §6): those the workflow asks to act, read from the memberships as they
 * are when the notification is made. Only active accounts are told.
 */

async function activeIds(db: Db, where: SQL | undefined, joinMemberships: boolean): Promise<number[]> {
  const query = db.selectDistinct({ id: users.id }).from(users);
  const rows = joinMemberships
    ? await query
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .where(and(eq(users.isActive, true), where))
    : await query.where(and(eq(users.isActive, true), where));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const staff = (db: Db) => activeIds(db, eq(users.isStaff, true), false);

/** The authority's managers (`managers`) or everyone in it (`members`). */
function ofAuthority(db: Db, authorityId: number, who: 'managers' | 'members'): Promise<number[]> {
  const role = who === 'managers' ? eq(memberships.role, 'manager') : undefined;
  return activeIds(db, and(eq(memberships.authorityId, authorityId), role), true);
}

/** Whoever may publish or return a submitted bulletin of the authority: its managers and staff. */
export async function reviewersOf(db: Db, authorityId: number): Promise<number[]> {
  return union(await ofAuthority(db, authorityId, 'managers'), await staff(db));
}

/** A type's owning authority: null for a national type, undefined for no such type. */
async function ownerOf(db: Db, typeId: number): Promise<number | null | undefined> {
  const [type] = await db
    .select({ authorityId: bulletinTypes.authorityId })
    .from(bulletinTypes)
    .where(eq(bulletinTypes.id, typeId));
  return type?.authorityId;
}

/** Those who keep a type's channels: its authority's managers, staff for a national type. */
export async function channelKeepersOf(db: Db, typeId: number): Promise<number[]> {
  const owner = await ownerOf(db, typeId);
  if (owner === undefined) return [];
  return owner === null ? staff(db) : ofAuthority(db, owner, 'managers');
}

/**
 * Those who write a type's bulletins (`members`: everyone in the authority its bulletins belong
 * to, the national one for a national type) or lead them (`managers`).
 */
export async function writersOf(db: Db, typeId: number, who: 'managers' | 'members'): Promise<number[]> {
  const owner = await ownerOf(db, typeId);
  const authorityId = owner === undefined ? undefined : (owner ?? (await nationalAuthorityId(db)));
  return authorityId === undefined ? [] : ofAuthority(db, authorityId, who);
}

/** Of these people, the active ones. */
export async function activeOf(db: Db, ids: (number | null)[]): Promise<number[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  return wanted.length ? activeIds(db, inArray(users.id, wanted), false) : [];
}

function union(...lists: number[][]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
