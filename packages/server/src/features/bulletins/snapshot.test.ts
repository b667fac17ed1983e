import { addDays, todayIn } from '@bora/shared/agency-time';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import firstShape from './fixtures/snapshot-first-shape.json' with { type: 'json' };
import { saveSnapshot } from './snapshot-repository.ts';
import { SNAPSHOT_VERSION, UnreadableSnapshot, upgradeSnapshot } from './snapshot-versions.ts';
import { makeDailyType, publishedBulletin, writeCells, writeTexts } from './test-fixtures.ts';

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

/** The words a PDF shows, as a reader's text extractor reads them. */
async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** The entries of an Atom feed: each one's id (the bulletin's page) and title. */
function entriesOf(atom: string): { id: string; title: string }[] {
  return new XMLParser({ isArray: (name) => name === 'entry' }).parse(atom).feed.entry ?? [];
}

/** Written only in the draft of a correction, after publishing: no answer about what is published shows them. */
const CORRECTED = { title: 'Titolo della correzione', synopsis: 'Sintesi della correzione.', tmax: 37.9 };

describe('a published bulletin whose snapshot has the first shape', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let p: Awaited<ReturnType<typeof makePersonas>>;
  let type: Awaited<ReturnType<typeof makeDailyType>>;
  let id: number;
  let dayBefore: number;
  let correction: number;
  // Today where the venues are: the venue's forecast shows the bulletin from today on.
  const issueDate = todayIn('Europe/Rome');

  /** The first-shape snapshot, of this type's venues as they are in the database. */
  function kept() {
    const snapshot = stored();
    const venueId = (old: number) => (old === 911 ? type.lido : old === 912 ? type.asiago : old);
    for (const venue of snapshot.composition.venues) venue.id = venueId(venue.id);
    for (const value of snapshot.values) value.venue_id = venueId(value.venue_id);
    for (const text of snapshot.texts) {
      text.venue_notes = Object.fromEntries(
        Object.entries(text.venue_notes).map(([venue, note]) => [venueId(Number(venue)), note]),
      ) as typeof text.venue_notes;
    }
    return snapshot;
  }

  beforeAll(async () => {
    t = await createTestApp();
    p = await makePersonas(t.app, t.db);
    type = await makeDailyType(t.db, p, 'snap');
    dayBefore = await publishedBulletin(p, type, addDays(issueDate, -1));
    id = await publishedBulletin(p, type, issueDate);
    await saveSnapshot(t.db, id, kept());
    // A correction begun and changed before anything is asked: every answer is made while it is there.
    const opened = await p.as.member.post(`/api/bulletins/${id}/correct/`, {});
    if (opened.statusCode !== 201) throw new Error(`correct: ${opened.body}`);
    correction = opened.json().id;
    await writeCells(p.as.member, correction, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmax, value: CORRECTED.tmax },
    ]);
    await writeTexts(p.as.member, correction, CORRECTED.title, CORRECTED.synopsis);
  });
  afterAll(() => t.close());

  /** Fails on anything the correction's draft holds. */
  function noCorrectionIn(url: string, text: string) {
    expect(text, url).not.toContain(CORRECTED.title);
    expect(text, url).not.toContain(CORRECTED.synopsis);
    expect(text, url).not.toMatch(/37[.,]9/);
    expect(text, url).not.toContain(`/bulletin/${correction}`);
  }

  it('reads through every route that shows published bulletins, as it was published', async () => {
    const detail = await p.as.staff.get(`/api/bulletins/${id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().composition.venues[0]).toMatchObject({
      name: 'Lido (nome pubblicato)',
      latitude: null,
    });
    expect(detail.json().bulletin_type).toMatchObject({ code: 'old-daily', translations: {} });
    expect(detail.json().values).toHaveLength(8);
    noCorrectionIn('detail', detail.body);

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
    expect(open.json().texts[0]).toMatchObject({
      title: 'Bollettino del 2026',
      synopsis: 'Freddo al mattino.',
    });
    expect(open.json().values).toEqual(upgradeSnapshot(kept(), id).values);
    noCorrectionIn('public detail', open.body);

    const list = await p.as.anonymous.get('/api/public/bulletins/');
    expect(list.json().results.find((b: { id: number }) => b.id === id)?.bulletin_type).toEqual({
      id: 901,
      code: 'old-daily',
      name: 'Bollettino giornaliero (2026)',
      translations: {},
    });

    // The type's newest bulletin and its bulletin of the day: the public answer, with its links.
    for (const url of [
      '/api/public/bulletin-types/snap/latest/',
      `/api/public/bulletin-types/snap/${issueDate}/`,
    ]) {
      const issue = await p.as.anonymous.get(url);
      expect(issue.statusCode, `${url} ${issue.body}`).toBe(200);
      const { withdrawn, links, ...bulletin } = issue.json();
      expect(bulletin, url).toEqual(open.json());
      expect(withdrawn, url).toBeNull();
      expect(links.pdf, url).toMatch(new RegExp(`/api/public/bulletins/${id}/export.pdf$`));
      noCorrectionIn(url, issue.body);
    }

    // The place's coming days: today's values as published, named as the snapshot names them.
    const forecast = await p.as.anonymous.get('/api/public/venues/snap-lido/forecast/');
    expect(forecast.statusCode, forecast.body).toBe(200);
    expect(
      forecast
        .json()
        .values.map((v: { data_type: string; value: unknown; note: string; bulletin: { id: number } }) => [
          v.data_type,
          v.value,
          v.note,
          v.bulletin.id,
        ]),
    ).toEqual([
      ['old-tmin', -1.5, '', id],
      ['old-tmax', 8.25, '', id],
      ['old-sky', 'sun', '', id],
      ['old-wind', 'VRB', '', id],
      ['old-sea', 'rough', 'Mareggiata', id],
    ]);
    expect(forecast.json().data_types.map((d: { name: string }) => d.name)).toEqual([
      'Minima',
      'Massima',
      'Cielo',
      'Direzione del vento',
      'Mare',
    ]);
    noCorrectionIn('forecast', forecast.body);

    for (const url of [
      `/api/bulletins/${id}/export.csv?lang=it`,
      `/api/public/bulletins/${id}/export.csv?lang=it`,
    ]) {
      const csv = await p.as.anonymous.get(url);
      expect(csv.statusCode, `${url} ${csv.body}`).toBe(200);
      // The icon named as published, VRB in words, the category by its label, the numbers in Italian,
      // the slot by its label (a snapshot from before slots' labels were translated has only this one).
      expect(csv.body).toContain(
        `old-lido;Lido (nome pubblicato);${issueDate};Giorno;-1,5;8,3;Sereno;variabile;Mosso`,
      );
      noCorrectionIn(url, csv.body);
    }
    for (const url of [`/api/bulletins/${id}/export.json`, `/api/public/bulletins/${id}/export.json`]) {
      const json = await p.as.anonymous.get(url);
      expect(json.statusCode, `${url} ${json.body}`).toBe(200);
      expect(json.json().composition.venues[0]).toMatchObject({ code: 'old-lido', latitude: null });
      noCorrectionIn(url, json.body);
    }

    // One document of the version, made from its snapshot and kept: the same bytes by either route.
    const pdfs = [];
    for (const url of [
      `/api/bulletins/${id}/export.pdf?lang=it`,
      `/api/public/bulletins/${id}/export.pdf?lang=it`,
    ]) {
      const pdf = await p.as.anonymous.get(url);
      expect(pdf.statusCode, `${url} ${pdf.body}`).toBe(200);
      const text = await textOf(pdf.rawPayload);
      expect(text, url).toContain('Bollettino del 2026');
      expect(text, url).toContain('Freddo al mattino.');
      expect(text, url).toContain('Lido (nome pubblicato)');
      expect(text, url).toContain('Nebbia');
      expect(text, url).toMatch(/-1,5/);
      noCorrectionIn(url, text);
      pdfs.push(pdf);
    }
    expect(pdfs[1]?.headers.etag).toBe(pdfs[0]?.headers.etag);
    expect(pdfs[1]?.rawPayload.equals(pdfs[0]?.rawPayload as Buffer)).toBe(true);

    // The feeds: the version as published, named as its snapshot names its type; not the correction.
    for (const url of [
      '/api/public/bulletin-types/snap/feed.atom?lang=it',
      '/api/public/feed.atom?lang=it',
    ]) {
      const feed = await p.as.anonymous.get(url);
      expect(feed.statusCode, `${url} ${feed.body}`).toBe(200);
      const entries = entriesOf(feed.body);
      expect(entries.map((e) => e.id.split('/').pop())).toEqual([String(id), String(dayBefore)]);
      expect(entries[0]?.title, url).toContain('Bollettino giornaliero (2026)');
      noCorrectionIn(url, feed.body);
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
    await saveSnapshot(t.db, id, kept());
  });
});
