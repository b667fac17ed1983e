import type { Db } from '../db/client.ts';
import { makeAuthority, makeUser, PASSWORD } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { Browser } from './sessions.ts';

export const PERSONAS = ['anonymous', 'member', 'otherManager', 'manager', 'staff'] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * The five people of the permission table (DESIGN §4): nobody, a member of authority `home`,
 * a manager of another authority, a manager of `home`, and staff; each with a signed-in browser.
 */
export async function makePersonas(app: TestApp, db: Db) {
  const home = await makeAuthority(db, 'home-service', 'Home weather service');
  const other = await makeAuthority(db, 'other-service', 'Other weather service');
  await makeUser(db, 'p-member', { memberOf: [{ id: home.id, role: 'member' }] });
  await makeUser(db, 'p-other-manager', { memberOf: [{ id: other.id, role: 'manager' }] });
  await makeUser(db, 'p-manager', { memberOf: [{ id: home.id, role: 'manager' }] });
  await makeUser(db, 'p-staff', { staff: true });
  const browsers: Record<Persona, Browser> = {
    anonymous: new Browser(app),
    member: await new Browser(app).login('p-member', PASSWORD),
    otherManager: await new Browser(app).login('p-other-manager', PASSWORD),
    manager: await new Browser(app).login('p-manager', PASSWORD),
    staff: await new Browser(app).login('p-staff', PASSWORD),
  };
  await browsers.anonymous.get('/api/navbar/');
  return { home, other, as: browsers };
}

/** The status a refused write answers: 401 for nobody, 403 for anyone signed in. */
export function refusal(persona: Persona): number {
  return persona === 'anonymous' ? 401 : 403;
}
