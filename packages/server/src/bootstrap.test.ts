import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap.ts';
import { findUserByUsername } from './core/users.ts';
import type { Database } from './db/client.ts';
import { authorities } from './db/schema/authorities.ts';
import { openTestDatabase } from './test/helper.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function prepareEmpty(demoData: boolean) {
  database = await openTestDatabase();
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
  await prepareDatabase(database, { adminPassword: 'admin-password', demoData }, log);
  const db = database.db;
  return {
    lines,
    admin: await findUserByUsername(db, 'admin'),
    forecaster: await findUserByUsername(db, 'forecaster'),
    authorities: (await db.select().from(authorities)).length,
  };
}

describe('preparing an empty database', () => {
  it('without DEMO_DATA creates only the admin account, and the log says the demo data was left out', async () => {
    const result = await prepareEmpty(false);
    expect(result.admin?.isStaff).toBe(true);
    expect(result.forecaster).toBeUndefined();
    expect(result.authorities).toBe(0);
    expect(result.lines).toContain(
      'Empty database: no demo data loaded (DEMO_DATA=false, the default on PostgreSQL); `npm run manage -- loaddemo` loads it.',
    );
  }, 60000);

  it('with DEMO_DATA also loads the demo data and its accounts, and the log says so', async () => {
    const result = await prepareEmpty(true);
    expect(result.admin?.isStaff).toBe(true);
    expect(result.forecaster).toBeDefined();
    expect(result.authorities).toBeGreaterThan(0);
    expect(result.lines.some((line) => line.startsWith('Empty database: loaded the demo data ('))).toBe(true);
  }, 60000);
});
