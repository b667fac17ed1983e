import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from './prepared.ts';

let engine: PGlite;

beforeAll(async () => {
  engine = await PGlite.create();
  await engine.exec(`create table numbers (n int); insert into numbers select generate_series(1, 10);`);
});

afterAll(async () => {
  await engine.close();
});

const TEXT = 'select n, n * 10 from numbers order by n limit $1 offset $2';

describe('a statement prepared once in the embedded engine', () => {
  it('answers the rows of each run as arrays of their columns, with the integers given', async () => {
    expect(await executePrepared(engine, 'tens', TEXT, [2, 0])).toEqual([
      [1, 10],
      [2, 20],
    ]);
    expect(await executePrepared(engine, 'tens', TEXT, [1, 4])).toEqual([[5, 50]]);
    const held = await engine.query<{ name: string }>('select name from pg_prepared_statements');
    expect(held.rows.map((r) => r.name)).toEqual(['tens']);
  });

  it('prepares it again when the session lost it, and replaces one held by that name from elsewhere', async () => {
    await engine.exec('deallocate all');
    expect(await executePrepared(engine, 'tens', TEXT, [1, 9])).toEqual([[10, 100]]);

    await engine.exec(`prepare other as select 'not mine'`);
    expect(await executePrepared(engine, 'other', TEXT, [1, 0])).toEqual([[1, 10]]);
  });

  it('writes in nothing but safe integers, and names nothing but plain names', async () => {
    await expect(executePrepared(engine, 'tens', TEXT, [1.5, 0])).rejects.toThrow('not an integer');
    await expect(executePrepared(engine, 'tens', TEXT, [Number.NaN, 0])).rejects.toThrow('not an integer');
    await expect(executePrepared(engine, 'tens; drop table numbers', TEXT, [1, 0])).rejects.toThrow(
      'not a statement name',
    );
    expect((await engine.query('select count(*)::int as n from numbers')).rows).toEqual([{ n: 10 }]);
  });
});
