/**
 * A write the server answered 2xx is kept, even when the server is killed (SIGKILL: no shutdown,
 * no flush) in the middle of a burst of writes. Each database in its own test project.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, type HttpSession, signIn, startServer } from './test/processes.ts';
import { scratchPostgresDatabase } from './test/scratch-postgres.ts';

const ADMIN_PASSWORD = 'admin-password';
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 60;
const project = process.env.BORA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function signInAdmin(url: string): Promise<HttpSession> {
  const session = await signIn(url, 'admin', ADMIN_PASSWORD);
  if (!session) throw new Error('admin could not sign in');
  return session;
}

/** The codes of the authorities the server has, every page of them. */
async function authorityCodes(url: string, session: HttpSession): Promise<Set<string>> {
  const codes = new Set<string>();
  let next: string | null = '/api/authorities/?page_size=500';
  while (next) {
    const response = await call(url, session, 'GET', next.replace(/^https?:\/\/[^/]+/, ''));
    const page = (await response.json()) as { next: string | null; results: { code: string }[] };
    for (const authority of page.results) codes.add(authority.code);
    next = page.next;
  }
  return codes;
}

async function killMidBurstAndRestart(env: Record<string, string>) {
  const settings = { ...env, ADMIN_PASSWORD, DEMO_DATA: 'false' };
  const first = await startServer(settings);
  const acknowledged: string[] = [];
  let killed = false;
  let failure: unknown;
  try {
    const session = await signInAdmin(first.url);
    let sent = 0;
    const writer = async () => {
      while (!killed) {
        const code = `burst-${sent++}`;
        try {
          const response = await call(first.url, session, 'POST', '/api/authorities/', {
            code,
            name: `Burst ${code}`,
            kind: 'regional',
          });
          if (response.ok) acknowledged.push(code);
          else failure ??= new Error(`${code}: ${response.status} ${await response.text()}`);
        } catch (error) {
          if (!killed) failure ??= error;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    // Killed once a good number of writes were answered, with more in flight.
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && failure === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
    await Promise.all(writers);
  } finally {
    killed = true;
    await first.stop('SIGKILL');
  }
  if (failure) throw failure;

  const second = await startServer(settings);
  try {
    const kept = await authorityCodes(second.url, await signInAdmin(second.url));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(acknowledged.filter((code) => !kept.has(code))).toEqual([]);
  } finally {
    await second.stop();
  }
}

describe('acknowledged writes survive a server killed mid-burst', () => {
  it(project === 'postgres' ? 'on PostgreSQL' : 'on the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-durability-'));
    const database = project === 'postgres' ? await scratchPostgresDatabase() : null;
    try {
      await killMidBurstAndRestart({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240000);
});
