import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { type Database, migrationsFolder } from './client.ts';
import { auditLog } from './schema/audit.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('moves member changes recorded with the authority to their own record, and nothing else', async () => {
  await database.db.insert(auditLog).values([
    { entity: 'authority', entityId: 1, action: 'create', after: { name: 'Veneto' } },
    {
      entity: 'authority',
      entityId: 1,
      action: 'update',
      before: { 'member rossi': null },
      after: { 'member rossi': 'member' },
    },
    {
      entity: 'authority',
      entityId: 1,
      action: 'update',
      before: { 'member rossi': 'member' },
      after: { 'member rossi': null },
    },
    { entity: 'authority', entityId: 1, action: 'delete', before: { name: 'Veneto' } },
    { entity: 'venue', entityId: 1, action: 'update', before: { 'member x': 1 }, after: { 'member x': 2 } },
  ]);
  const migration = readFileSync(path.join(migrationsFolder, '0003_member_history_apart.sql'), 'utf8');
  await database.db.execute(sql.raw(migration));
  const rows = await database.db.select({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.id));
  expect(rows.map((r) => r.entity)).toEqual([
    'authority',
    'authority_member',
    'authority_member',
    'authority',
    'venue',
  ]);
});
