import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername, membershipsOf } from '../core/users.ts';
import type { Database } from '../db/client.ts';
import { loadDemo } from '../demo/load-demo.ts';
import { createToken, listTokens } from '../features/api-tokens/service.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { openTestDatabase } from '../test/helper.ts';
import { commands, UsageError } from './commands.ts';
import { exportDatabase, importDatabase } from './dump.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadDemo(database.db);
});
afterAll(() => database.close());

const run = (name: string, values: Record<string, unknown>, positionals: string[] = []) =>
  commands[name]?.run(database, { values: values as never, positionals });

describe('createuser', () => {
  it('creates a staff user with memberships and a working password', async () => {
    const message = await run('createuser', {
      username: 'giulia',
      password: 'long-enough-pw',
      name: 'Giulia',
      staff: true,
      authority: ['veneto:manager', 'lazio'],
    });
    expect(message).toBe('Created user "giulia" (staff).');
    const user = await findUserByUsername(database.db, 'giulia');
    expect(user?.isStaff).toBe(true);
    expect(await verifyPassword('long-enough-pw', user?.passwordHash ?? '')).toBe(true);
    const roles = (await membershipsOf(database.db, user?.id ?? 0)).map((m) => `${m.code}:${m.role}`).sort();
    expect(roles).toEqual(['lazio:member', 'veneto:manager']);
  });

  it('refuses a missing argument, an unknown authority and a bad role, creating nothing', async () => {
    await expect(run('createuser', { username: 'x' })).rejects.toThrow('--password is required.');
    await expect(
      run('createuser', { username: 'nobody1', password: 'long-enough-pw', authority: ['atlantis'] }),
    ).rejects.toThrow('No authority with code "atlantis".');
    await expect(
      run('createuser', { username: 'nobody2', password: 'long-enough-pw', authority: ['veneto:boss'] }),
    ).rejects.toThrow(UsageError);
    expect(await findUserByUsername(database.db, 'nobody1')).toBeUndefined();
    expect(await findUserByUsername(database.db, 'nobody2')).toBeUndefined();
  });

  it('refuses a duplicate username whatever its case', async () => {
    await expect(run('createuser', { username: 'GIULIA', password: 'long-enough-pw' })).rejects.toThrow(
      'A user named "GIULIA" already exists.',
    );
  });
});

describe('changepassword', () => {
  it('sets the password, revokes the API keys, and refuses an unknown user or a weak password', async () => {
    const before = await findUserByUsername(database.db, 'giulia');
    await createToken(database.db, before?.id ?? 0, { name: 'Import' }, null);
    expect(await run('changepassword', { username: 'Giulia', password: 'another-long-pw' })).toBe(
      'Password changed for "giulia".',
    );
    const user = await findUserByUsername(database.db, 'giulia');
    expect(await verifyPassword('another-long-pw', user?.passwordHash ?? '')).toBe(true);
    expect(await listTokens(database.db, user?.id ?? 0)).toEqual([]);
    await expect(run('changepassword', { username: 'ghost', password: 'another-long-pw' })).rejects.toThrow(
      'No user named "ghost".',
    );
    await expect(run('changepassword', { username: 'giulia', password: '123' })).rejects.toThrow(
      'Some fields are not valid.',
    );
  });
});

describe('export and import', () => {
  it('carries every table into an empty database, exactly, and only into an empty one', async () => {
    const dump = await exportDatabase(database.db);
    for (const table of [
      'venues',
      'data_types',
      'icon_sets',
      'icons',
      'bulletin_types',
      'bulletin_type_venues',
    ]) {
      expect(dump.tables[table]?.length, table).toBeGreaterThan(0);
    }
    const target = await openTestDatabase();
    try {
      const rows = await importDatabase(target.db, JSON.stringify(dump));
      expect(rows).toBe(Object.values(dump.tables).reduce((n, t) => n + t.length, 0));
      const copy = await findUserByUsername(target.db, 'giulia');
      expect(await verifyPassword('another-long-pw', copy?.passwordHash ?? '')).toBe(true);
      expect((await membershipsOf(target.db, copy?.id ?? 0)).length).toBe(2);
      await expect(importDatabase(target.db, JSON.stringify(dump))).rejects.toThrow(
        'The database is not empty',
      );
      await expect(importDatabase(target.db, '{"nope":1}')).rejects.toThrow('The file is not a Bora export.');
    } finally {
      await target.close();
    }
  });
});
