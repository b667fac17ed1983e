import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import firstShape from './fixtures/snapshot-first-shape.json' with { type: 'json' };
import { saveSnapshot } from './snapshot-repository.ts';
import { SNAPSHOT_VERSION, UnreadableSnapshot, upgradeSnapshot } from './snapshot-versions.ts';
import { makeDailyType, publishedBulletin } from './test-fixtures.ts';

/** A copy of the first-shape fixture, to change without touching the others' copy. */
const stored = () => structuredClone(firstShape) as Record<string, unknown> & typeof firstShape;

describe('upgradeSnapshot', () => {
  it('reads a snapshot of the very first shape as today’s', () => {
    const read = upgradeSnapshot(stored(), 7);
    expect(read.snapshot_version).toBe(SNAPSHOT_VERSION);
    // Venues from before the bulletin map: of no known place, not the venue's place today.
    expect(read.composition.venues[0]).toMatchObject({ code: 'old-lido', latitude: null, longitude: null });
    // Rules from before the rule kinds: the comparisons they were.
    expect(read.composition.rules).toEqual([
      { kind: 'compare', left_data_type_id: 921, relation: '<=', right_data_type_id: 922, severity: 'error' },
    ]);
    // Names from before translations: Italian alone.
    expect(read.bulletin_type.translations).toEqual({});
    expect(read.authority.translations).toEqual({});
    expect(read.composition.data_types[0]).toMatchObject({ name: 'Minima', translations: {} });
    expect(read.icons[0]).toMatchObject({ name: 'Sereno', translations: {} });
    // Options from before their labels were translated: their Italian labels alone, as stored.
    expect(read.composition.data_types[4]?.options).toEqual([
      { code: 'calm', label: 'Calmo' },
      { code: 'rough', label: 'Mosso' },
    ]);
    // Values from before origins were kept: of no known origin.
    expect(read.values).toEqual(firstShape.values.map((v) => ({ ...v, origin: '', copied_from: null })));
  });

  it('keeps what a snapshot froze: places, translations and options’ translated labels', () => {
    const snapshot = stored();
    snapshot.composition.venues[0] = {
      ...firstShape.composition.venues[0],
      latitude: 45.41,
      longitude: 12.37,
    } as never;
    snapshot.composition.data_types[0] = {
      ...firstShape.composition.data_types[0],
      translations: { en: { name: 'Low' } },
    } as never;
    const options = [{ code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' } } }];
    snapshot.composition.data_types[4] = { ...firstShape.composition.data_types[4], options } as never;
    const read = upgradeSnapshot(snapshot, 7);
    expect(read.composition.venues[0]).toMatchObject({ latitude: 45.41, longitude: 12.37 });
    expect(read.composition.data_types[0]?.translations).toEqual({ en: { name: 'Low' } });
    expect(read.composition.data_types[4]?.options).toEqual(options);
  });

  it('reads a snapshot of the current version as it is', () => {
    const current = upgradeSnapshot(stored(), 7);
    expect(upgradeSnapshot(structuredClone(current), 7)).toEqual(current);
  });

  it('refuses, naming the bulletin, a snapshot that does not read or comes from an unknown version', () => {
    const broken = stored();
    (broken.values[0] as { value: unknown }).value = { nested: true };
    expect(() => upgradeSnapshot(broken, 7)).toThrow(UnreadableSnapshot);
    expect(() => upgradeSnapshot(broken, 7)).toThrow(/bulletin 7 .*values/s);
    expect(() => upgradeSnapshot({ ...stored(), snapshot_version: 99 }, 8)).toThrow(/bulletin 8 .*99/);
    expect(() => upgradeSnapshot('text', 9)).toThrow(/bulletin 9/);
  });
});

describe('a published bulletin whose snapshot has the first shape', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let p: Awaited<ReturnType<typeof makePersonas>>;
  let id: number;
  let dayBefore: number;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makePersonas(t.app, t.db);
    const type = await makeDailyType(t.db, p, 'snap');
    dayBefore = await publishedBulletin(p, type, '2026-05-31');
    id = await publishedBulletin(p, type, '2026-06-01');
    await saveSnapshot(t.db, id, stored());
  });
  afterAll(() => t.close());

  it('reads through every route that shows published bulletins, as it was published', async () => {
    const detail = await p.as.staff.get(`/api/bulletins/${id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().composition.venues[0]).toMatchObject({
      name: 'Lido (nome pubblicato)',
      latitude: null,
    });
    expect(detail.json().bulletin_type).toMatchObject({ code: 'old-daily', translations: {} });
    expect(detail.json().values).toHaveLength(8);

    for (const url of [
      `/api/bulletins/${id}/history/`,
      `/api/bulletins/${id}/check/`,
      '/api/bulletins/?status=published',
      `/api/bulletins/${id}/diff/?against=${dayBefore}`,
    ]) {
      const response = await p.as.member.get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }

    const open = await p.as.anonymous.get(`/api/public/bulletins/${id}/`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().composition.rules[0]).toMatchObject({ kind: 'compare' });
    expect(open.json().icons[0]).toMatchObject({ code: 'sun', translations: {} });

    const list = await p.as.anonymous.get('/api/public/bulletins/');
    expect(list.json().results.find((b: { id: number }) => b.id === id)?.bulletin_type).toEqual({
      id: 901,
      code: 'old-daily',
      name: 'Bollettino giornaliero (2026)',
      translations: {},
    });

    for (const url of [
      `/api/bulletins/${id}/export.csv?lang=it`,
      `/api/public/bulletins/${id}/export.csv?lang=it`,
    ]) {
      const csv = await p.as.anonymous.get(url);
      expect(csv.statusCode, `${url} ${csv.body}`).toBe(200);
      // The icon named as published, VRB in words, the category by its label, the numbers in Italian,
      // the slot by its label (a snapshot from before slots' labels were translated has only this one).
      expect(csv.body).toContain(
        'old-lido;Lido (nome pubblicato);2026-06-01;Giorno;-1,5;8,3;Sereno;variabile;Mosso',
      );
    }
    for (const url of [`/api/bulletins/${id}/export.json`, `/api/public/bulletins/${id}/export.json`]) {
      const json = await p.as.anonymous.get(url);
      expect(json.statusCode, `${url} ${json.body}`).toBe(200);
      expect(json.json().composition.venues[0]).toMatchObject({ code: 'old-lido', latitude: null });
    }
  });

  it('writes a category by its label in the reader’s language, as the snapshot kept it', async () => {
    const later = await publishedBulletin(p, await makeDailyType(t.db, p, 'snap-en'), '2026-06-02');
    const snapshot = stored();
    const options = [
      { code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' } } },
      { code: 'rough', label: 'Mosso', translations: { en: { label: 'Rough' } } },
    ];
    snapshot.composition.data_types[4] = { ...firstShape.composition.data_types[4], options } as never;
    await saveSnapshot(t.db, later, snapshot);
    const detail = await p.as.anonymous.get(`/api/public/bulletins/${later}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().composition.data_types[4].options).toEqual(options);
    const english = await p.as.anonymous.get(`/api/public/bulletins/${later}/export.csv?lang=en`);
    expect(english.body).toMatch(/,variable,Rough\r?\n/);
    const italian = await p.as.anonymous.get(`/api/public/bulletins/${later}/export.csv?lang=it`);
    expect(italian.body).toMatch(/;variabile;Mosso\r?\n/);
  });

  it('answers a snapshot that does not read with a server error, not a made-up bulletin', async () => {
    const broken = stored();
    broken.composition = { ...broken.composition, days: 'two' as never };
    await saveSnapshot(t.db, id, broken);
    const response = await p.as.staff.get(`/api/bulletins/${id}/`);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('days');
    await saveSnapshot(t.db, id, stored());
  });
});
