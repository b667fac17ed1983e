import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@bora/shared/agency-time';
import { recordAudit } from '../core/audit.ts';
import { findUserByUsername, upsertMembership } from '../core/users.ts';
import type { Db } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';
import { createUser } from '../features/users/service.ts';
import { demoAuthorities } from './authorities.ts';
import { loadDemoBulletinTypes } from './bulletin-types.ts';
import { loadDemoBulletins } from './bulletins.ts';
import { loadDemoDataTypes } from './data-types.ts';
import { loadDemoIcons } from './icons.ts';
import { loadDemoObservations } from './observations.ts';
import { loadDemoVenues } from './venues.ts';

export type DemoResult = {
  authorities: number;
  users: string[];
  venues: number;
  dataTypes: number;
  icons: number;
  bulletinTypes: number;
  bulletins: number;
  observations: number;
};

/**
 * Demo people, with the same password: a forecaster and a manager of Veneto, the manager of
 * Lombardia, and the national agency's forecaster on duty (who writes and publishes its bulletins).
 */
const demoPeople = [
  { username: 'forecaster', name: 'Franca Previsore', authority: 'veneto', role: 'member' as const },
  { username: 'manager', name: 'Marco Responsabile', authority: 'veneto', role: 'manager' as const },
  { username: 'lombardia', name: 'Lucia Lombardi', authority: 'lombardia', role: 'manager' as const },
  { username: 'nazionale', name: 'Nicola Nazionale', authority: 'national', role: 'manager' as const },
];
export const DEMO_PASSWORD = 'bora-demo-2025';

/**
 * Loads the demo data; running it again adds only what is missing. The demo bulletins are dated
 * around `now` in the agency's time zone.
 */
export async function loadDemo(db: Db, options: { timeZone?: string; now?: Date } = {}): Promise<DemoResult> {
  let created = 0;
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const a of demoAuthorities) {
      const [row] = await tx
        .insert(authorities)
        .values(a)
        .onConflictDoNothing({ target: authorities.code })
        .returning();
      if (row) {
        created++;
        await recordAudit(tx, {
          entity: 'authority',
          entityId: row.id,
          action: 'create',
          actor: null,
          after: a,
        });
      }
    }
    for (const row of await tx.select({ id: authorities.id, code: authorities.code }).from(authorities)) {
      ids.set(row.code, row.id);
    }
  });
  const users: string[] = [];
  for (const person of demoPeople) {
    const existing = await findUserByUsername(db, person.username);
    const user =
      existing ??
      (await createUser(db, { username: person.username, password: DEMO_PASSWORD, name: person.name }, null));
    if (!existing) users.push(person.username);
    const authorityId = ids.get(person.authority);
    if (authorityId) await upsertMembership(db, user.id, authorityId, person.role);
  }
  const venues = await loadDemoVenues(db, ids);
  const dataTypes = await loadDemoDataTypes(db);
  const icons = await loadDemoIcons(db);
  const bulletinTypes = await loadDemoBulletinTypes(db);
  const when = { timeZone: options.timeZone ?? DEFAULT_TIME_ZONE, now: options.now ?? new Date() };
  const bulletins = await loadDemoBulletins(db, when);
  const observations = await loadDemoObservations(db, when);
  return { authorities: created, users, venues, dataTypes, icons, bulletinTypes, bulletins, observations };
}

/** A readable random password for the first admin. */
export function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** One line saying what a demo load added. */
export function describeDemo(result: DemoResult): string {
  const users = result.users.length ? result.users.join(', ') : 'none';
  return `${result.authorities} authorities, ${result.venues} venues, ${result.dataTypes} data types, ${result.icons} icons, ${result.bulletinTypes} bulletin types, ${result.bulletins} bulletins, ${result.observations} observations; new users: ${users}`;
}
