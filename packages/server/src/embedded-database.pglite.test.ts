/**
 * One owner per embedded database, with real processes: a second server, management commands
 * beside a server and beside each other. Embedded database only: the PostgreSQL project skips it.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from './core/users.ts';
import { openPglite } from './db/client.ts';
import { manage, runServerToExit, type ServerProcess, signIn, startServer } from './test/processes.ts';

const PASSWORD = 'long-enough-pw';

describe('the embedded database has one owner', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-owner-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'admin-password' };
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer(env);
  }, 120000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server on the same DATA_DIR refuses to start, naming the first', async () => {
    const second = await runServerToExit(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `The embedded database in ${dataDir} is in use by process ${server.pid} (the Bora server, started `,
    );
    expect(second.output).toContain('stop it first, or set DATABASE_URL');
    expect((await fetch(`${server.url}/api/navbar/`)).status).toBe(200);
  }, 120000);

  it('parallel management commands beside the server all go through it', async () => {
    const names = ['par1', 'par2', 'par3', 'par4', 'par5'];
    const runs = await Promise.all(
      names.map((username) => manage(['createuser', '--username', username, '--password', PASSWORD], env)),
    );
    for (const [i, run] of runs.entries()) {
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe(`Created user "${names[i]}".`);
      expect(run.code).toBe(0);
    }
    for (const username of names) expect(await signIn(server.url, username, PASSWORD)).toBeDefined();
  }, 120000);

  it('without a server, parallel commands take turns on the directory', async () => {
    expect((await server.stop()).code).toBe(0);
    const names = ['alone1', 'alone2', 'alone3'];
    const runs = await Promise.all(
      names.map((username) => manage(['createuser', '--username', username, '--password', PASSWORD], env)),
    );
    for (const run of runs) expect([run.code, run.stderr]).toEqual([0, '']);
    const database = await openPglite(dataDir);
    try {
      for (const username of [...names, 'par1']) {
        expect((await findUserByUsername(database.db, username))?.username).toBe(username);
      }
    } finally {
      await database.close();
    }
  }, 120000);

  it('keeps DATA_DIR and everything in it private to the account that runs Bora', () => {
    const open: string[] = [];
    const walk = (target: string) => {
      const stat = statSync(target);
      if (stat.mode & 0o077)
        open.push(`${path.relative(dataDir, target)}: ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
    };
    walk(dataDir);
    expect(open).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});

describe('a management command on a new database', () => {
  it('says in one line that the database has not been set up', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-unset-'));
    try {
      const run = await manage(['createuser', '--username', 'early', '--password', PASSWORD], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        'The database has not been set up yet: run `npm run manage -- migrate` (or start the server once).\n',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120000);
});
