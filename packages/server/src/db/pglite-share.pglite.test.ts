import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from './event-bus.ts';
import { pgliteEventBus } from './events-pglite.ts';
import { type PgliteShare, sharePglite } from './pglite-share.ts';

let dir: string;
let pglite: PGlite;
let share: PgliteShare;
let events: EventBus;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  return client;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const values = async () =>
  (await pglite.query<{ v: string }>('select v from t order by v')).rows.map((r) => r.v);

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), pause(ms).then(() => false)]);
}

describe('the embedded database shared on a socket', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bora-share-'));
    pglite = await PGlite.create();
    await pglite.exec('create table t (v text)');
    events = await pgliteEventBus(pglite);
    share = await sharePglite(pglite, path.join(dir, '.s.PGSQL.5432'), events);
  });
  afterAll(async () => {
    await share.close();
    await events.close();
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => pglite.exec('delete from t'));

  it('answers queries, with parameters and after an error', async () => {
    const client = await connect();
    try {
      expect((await client.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
      await expect(client.query('select 1/0')).rejects.toThrow('division by zero');
      expect((await client.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await client.end();
    }
  });

  it('keeps a client write out of an app transaction that rolls back', async () => {
    const app = pglite
      .transaction(async (tx) => {
        await tx.query(`insert into t values ('app')`);
        await pause(300);
        throw new Error('the app rolls back');
      })
      .catch(() => undefined);
    await pause(50);
    const client = await connect();
    await client.query(`insert into t values ('client')`);
    await client.end();
    await app;
    expect(await values()).toEqual(['client']);
  });

  it("keeps the app's statements out of a client transaction, waiting until it ends", async () => {
    const client = await connect();
    try {
      await client.query('begin');
      await client.query(`insert into t values ('client')`);
      const app = pglite.query(`insert into t values ('app')`);
      expect(await settlesWithin(app, 300)).toBe(false);
      await client.query('rollback');
      await app;
      expect(await values()).toEqual(['app']);
    } finally {
      await client.end();
    }
  });

  it('rolls back the transaction of a client that vanishes, and the app goes on', async () => {
    const client = await connect();
    client.on('error', () => {});
    await client.query('begin');
    await client.query(`insert into t values ('vanished')`);
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await pglite.query(`insert into t values ('app')`);
    expect(await values()).toEqual(['app']);
  });

  it('serves one client at a time; the next waits its turn', async () => {
    const first = await connect();
    const second = connect();
    expect(await settlesWithin(second, 300)).toBe(false);
    await first.end();
    const client = await second;
    expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await client.end();
  });

  it('resets the event bus after a client’s statement, whose notifications this server does not hear', async () => {
    let resets = 0;
    const stop = events.onReset(() => resets++);
    const client = await connect();
    try {
      await client.query(`insert into t values ('through the socket')`);
      expect(resets).toBeGreaterThan(0);
    } finally {
      stop();
      await client.end();
    }
  });
});
