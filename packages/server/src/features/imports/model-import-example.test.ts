import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { listening } from '../../test/sse-client.ts';
import { makeDailyType, writeCells } from '../bulletins/test-fixtures.ts';

const root = new URL('../../../../../', import.meta.url);
const script = new URL('examples/model-import.mjs', root);

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let base: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'model');
  base = await listening(t.app);
  key = (await p.as.member.post('/api/users/me/tokens/', { name: 'model-bot' })).json().key;
});
afterAll(() => t.close());

async function run(issueDate: string, rows: unknown[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bora-model-'));
  const file = join(dir, 'values.json');
  await writeFile(file, JSON.stringify(rows));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [script.pathname, 'model', issueDate, file, 'ecmwf-pp 2026-11-25T00Z'],
    { env: { ...process.env, BORA_URL: base, BORA_TOKEN: key } },
  );
  return stdout.trim();
}

const row = (venue: string, day: number, dataType: string, value: number) => ({
  venue: `model-${venue}`,
  day,
  slot: 'day',
  data_type: `model-${dataType}`,
  value,
});

describe('the README’s model import script', () => {
  it('is the script the README shows', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain(readFileSync(script, 'utf8').trim());
  });

  it('makes the draft when there is none and imports the run, leaving out other places', async () => {
    const out = await run('2026-09-01', [
      row('lido', 0, 'tmin', 4),
      row('asiago', 1, 'tmax', 11),
      row('paris', 0, 'tmin', 9),
    ]);
    expect(out).toMatch(/^Bulletin \d+: 2 set, 0 unchanged, 0 kept as typed, 1 outside the type\.$/);
    const id = Number(out.match(/^Bulletin (\d+)/)?.[1]);
    const values = (await p.as.member.get(`/api/bulletins/${id}/`)).json().values;
    expect(values).toHaveLength(2);
    expect(values[0]).toMatchObject({
      source: 'imported',
      origin: 'import: ecmwf-pp 2026-11-25T00Z (key model-bot)',
    });
  });

  it('imports into the draft that exists, keeping what a forecaster typed', async () => {
    const created = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: type.typeId,
      issue_date: '2026-09-02',
    });
    await writeCells(p.as.member, created.json().id, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 7 },
    ]);
    const out = await run('2026-09-02', [row('lido', 0, 'tmin', 4), row('lido', 0, 'tmax', 12)]);
    expect(out).toBe(
      `Bulletin ${created.json().id}: 1 set, 0 unchanged, 1 kept as typed, 0 outside the type.`,
    );
  });
});
