import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCache } from '../../caches/bulletin-documents.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletinDocuments } from '../../db/schema/bulletins.ts';
import { venues } from '../../db/schema/reference.ts';
import { ServiceUnavailable } from '../../lib/errors.ts';
import { compilePdf, PDF_QUEUE_LIMIT, PdfFailed } from '../../lib/typst/pdf-compiler.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { bulletinAfter, makeDailyType, publishedBulletin, writeCells } from '../bulletins/test-fixtures.ts';
import { BULLETIN_LAYOUT } from './pdf.ts';
import { findDocument, keepDocument } from './pdf-store.ts';

const TEMPLATE = new URL('./bulletin.typ', import.meta.url);

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let published: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'pdf');
  published = await publishedBulletin(p, type, '2026-08-01');
});
afterAll(() => t.close());

/** The words a PDF shows, as a reader's text extractor reads them. */
async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

async function newDraft(issueDate: string): Promise<number> {
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: issueDate,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().id;
}

describe('a bulletin as a PDF', () => {
  it('gives a published bulletin to anyone: tagged PDF/A in its language, its title, venues and values, no DRAFT', async () => {
    const response = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename=pdf-2026-08-01-v1.pdf');
    const raw = response.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/Lang \(it\)/);
    expect(raw).toContain('<pdfaid:part>2</pdfaid:part>');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Bollettino');
    expect(text).toContain('Sereno.');
    expect(text).toContain('LIDO');
    expect(text).toContain('ASIAGO');
    expect(text).toMatch(/\b15\b/);
    expect(text).toContain('Pubblicato');
    // When it holds and when it was issued, in the agency's time.
    expect(text).toMatch(/Validità\s+dal 1 agosto 2026/);
    expect(text).toContain('Emesso il');
    // The link to the bulletin's page in the app, at the app's configured address.
    expect(text).toMatch(new RegExp(`https?://[^ ]*/bulletin/${published}\\b`));
    // The venues have a place: the map, once, says the day, slot and values it shows.
    expect(text.match(/Mappa · /g)).toHaveLength(1);
    expect(text).toContain('Mappa · sabato 1 agosto 2026, Day: Minimum / Maximum (°C)');
    expect(text).not.toContain('BOZZA');
    expect(text).not.toContain('DRAFT');
  });

  it('makes a published one once: the next download is the same bytes, read from the store, and 304 to its tag', async () => {
    const first = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`);
    const second = await p.as.member.get(`/api/bulletins/${published}/export.pdf`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const kept = await t.db
      .select()
      .from(bulletinDocuments)
      .where(and(eq(bulletinDocuments.bulletinId, published), eq(bulletinDocuments.language, 'it')));
    expect(kept).toHaveLength(1);
    expect(gunzipSync(kept[0]?.gzip ?? Buffer.alloc(0)).equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe(`"${kept[0]?.hash}"`);
    // What is sent is what the database keeps: a kept document changed under it is what the next
    // reader gets, once the memory in front of the database forgets it.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('%kept\n')]);
    await t.db
      .update(bulletinDocuments)
      .set({ gzip: gzipSync(marked) })
      .where(eq(bulletinDocuments.bulletinId, published));
    documentCache(t.db, t.app.events).drop();
    expect(
      (await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`)).rawPayload.equals(marked),
    ).toBe(true);
    await t.db
      .update(bulletinDocuments)
      .set({ gzip: gzipSync(first.rawPayload) })
      .where(eq(bulletinDocuments.bulletinId, published));
    documentCache(t.db, t.app.events).drop();
    const again = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // To a client that accepts gzip, the kept form as it is: the same document, a fifth of the bytes
    // for a large one, its tag the same version's (weak), so either tag answers 304.
    const zipped = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`, {
      'accept-encoding': 'gzip, br',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(zipped.headers.etag).toBe(`W/${first.headers.etag}`);
    const zippedAgain = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(zippedAgain.statusCode).toBe(304);
    const refused = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`, {
      'accept-encoding': 'gzip;q=0, br',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('survives two first downloads at once: both get the one kept document', async () => {
    const id = await publishedBulletin(p, type, '2026-08-02');
    const [a, b] = await Promise.all([
      p.as.anonymous.get(`/api/bulletins/${id}/export.pdf?lang=en`),
      p.as.anonymous.get(`/api/bulletins/${id}/export.pdf?lang=en`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const kept = await t.db.select().from(bulletinDocuments).where(eq(bulletinDocuments.bulletinId, id));
    expect(kept.map((k) => k.language)).toEqual(['en']);
  });

  it('keeps the first of two documents two server processes made at once: both then send that one', async () => {
    const id = await publishedBulletin(p, type, '2026-08-12');
    const key = { bulletinId: id, language: 'it', format: 'pdf' as const };
    const [a, b] = await Promise.all([
      keepDocument(t.db, key, { status: 'published', layout: 2, bytes: Buffer.from('%PDF-a'), hash: 'a' }),
      keepDocument(t.db, key, { status: 'published', layout: 2, bytes: Buffer.from('%PDF-b'), hash: 'b' }),
    ]);
    expect(a).toEqual(b);
    expect(await findDocument(t.db, key)).toEqual(a);
    // A server still on the older layout, mid-upgrade, leaves the newer one as it is.
    await keepDocument(t.db, key, {
      status: 'published',
      layout: 1,
      bytes: Buffer.from('%PDF-c'),
      hash: 'c',
    });
    expect(await findDocument(t.db, key)).toEqual(a);
  });

  it('makes again, once, a document kept in an older layout', async () => {
    const id = await publishedBulletin(p, type, '2026-08-14');
    const first = await p.as.anonymous.get(`/api/bulletins/${id}/export.pdf`);
    const old = Buffer.from('%PDF-1.7 older layout\n');
    await t.db
      .update(bulletinDocuments)
      .set({ layout: 1, gzip: gzipSync(old), hash: 'older' })
      .where(eq(bulletinDocuments.bulletinId, id));
    documentCache(t.db, t.app.events).drop();
    const again = await p.as.anonymous.get(`/api/bulletins/${id}/export.pdf`);
    expect(again.rawPayload.equals(old)).toBe(false);
    expect(again.headers.etag).toBe(first.headers.etag);
    const [kept] = await t.db.select().from(bulletinDocuments).where(eq(bulletinDocuments.bulletinId, id));
    expect(kept?.layout).toBe(BULLETIN_LAYOUT);
    expect(kept?.hash).not.toBe('older');
  });

  it('writes in English when asked, and refuses a language it does not speak', async () => {
    const text = await textOf(
      (await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf?lang=en`)).rawPayload,
    );
    expect(text).toContain('Issue date');
    expect(text).toContain('Published');
    // Without ?lang, the request's Accept-Language chooses, and caches are told so.
    const accepted = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf`, {
      'accept-language': 'en-GB,en;q=0.9,it;q=0.5',
    });
    expect(accepted.headers['content-language']).toBe('en');
    expect(accepted.headers.vary).toMatch(/Accept-Language/);
    expect(await textOf(accepted.rawPayload)).toContain('Issue date');
    const refused = await p.as.anonymous.get(`/api/bulletins/${published}/export.pdf?lang=xx`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('keeps a draft within its authority and marks every page of it DRAFT, made anew on each request', async () => {
    const draft = await newDraft('2026-08-05');
    await writeCells(p.as.member, draft, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: -2.5 },
    ]);
    for (const who of ['anonymous', 'otherManager'] as const)
      expect((await p.as[who].get(`/api/bulletins/${draft}/export.pdf`)).statusCode).toBe(404);
    expect((await p.as.anonymous.get(`/api/public/bulletins/${draft}/export.pdf`)).statusCode).toBe(404);
    const italian = await textOf((await p.as.member.get(`/api/bulletins/${draft}/export.pdf`)).rawPayload);
    expect(italian).toContain('BOZZA');
    // Values as a person reads them in the document's language: Italian writes a decimal comma.
    expect(italian).toContain('-2,5');
    const english = await textOf(
      (await p.as.member.get(`/api/bulletins/${draft}/export.pdf?lang=en`)).rawPayload,
    );
    expect(english).toContain('DRAFT');
    expect(english).toContain('-2.5');
    await writeCells(p.as.member, draft, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 3 },
    ]);
    const later = await textOf((await p.as.member.get(`/api/bulletins/${draft}/export.pdf`)).rawPayload);
    expect(later).not.toContain('-2,5');
    expect(
      await t.db.select().from(bulletinDocuments).where(eq(bulletinDocuments.bulletinId, draft)),
    ).toEqual([]);
  });

  it('draws the map as the type says: no map once its manager turns the setting off', async () => {
    const draft = await newDraft('2026-08-13');
    const read = async () => {
      await writeCells(p.as.member, draft, [
        { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 4 },
      ]);
      return textOf((await p.as.member.get(`/api/bulletins/${draft}/export.pdf`)).rawPayload);
    };
    const typeUrl = `/api/bulletin-types/${type.typeId}/`;
    const current = await p.as.manager.get(typeUrl);
    expect(current.json().pdf_map).toBe(true);
    expect(await read()).toContain('Mappa · ');
    const turned = await p.as.manager.request({ method: 'PATCH', url: typeUrl, payload: { pdf_map: false } });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json().pdf_map).toBe(false);
    try {
      expect(await read()).not.toContain('Mappa');
    } finally {
      await t.db.update(bulletinTypes).set({ pdfMap: true }).where(eq(bulletinTypes.id, type.typeId));
    }
  });

  it('makes a valid PDF of a bulletin with no cells', async () => {
    const response = await p.as.member.get(`/api/bulletins/${await newDraft('2026-08-06')}/export.pdf`);
    expect(response.statusCode).toBe(200);
    expect(await textOf(response.rawPayload)).toContain('LIDO');
  });

  it('heads the document with the authority’s logo, drawn as a vector picture named after the authority', async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#06c"/></svg>';
    await t.db.update(authorities).set({ logoSvg: logo }).where(eq(authorities.id, p.home.id));
    try {
      const response = await p.as.member.get(`/api/bulletins/${await newDraft('2026-08-11')}/export.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.toString('latin1')).toContain('/Alt (Home weather service)');
    } finally {
      await t.db.update(authorities).set({ logoSvg: null }).where(eq(authorities.id, p.home.id));
    }
  });

  it('prints a venue named like Typst markup as its name, running nothing', async () => {
    const name = '#panic("boom") ] [ $x$ *bold* <a> @b \\';
    await t.db.update(venues).set({ name }).where(eq(venues.id, type.asiago));
    try {
      const draft = await newDraft('2026-08-07');
      const response = await p.as.member.get(`/api/bulletins/${draft}/export.pdf`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await textOf(response.rawPayload)).toContain(name);
    } finally {
      await t.db.update(venues).set({ name: 'ASIAGO' }).where(eq(venues.id, type.asiago));
    }
  });

  it('says WITHDRAWN with its reason once withdrawn, made again in that state', async () => {
    const id = await bulletinAfter(p, type, '2026-08-08', 'submit', 'publish');
    const before = await p.as.anonymous.get(`/api/bulletins/${id}/export.pdf?lang=en`);
    expect(await textOf(before.rawPayload)).not.toContain('WITHDRAWN');
    expect(
      (await p.as.manager.post(`/api/bulletins/${id}/withdraw/`, { comment: 'Issued in error.' })).statusCode,
    ).toBe(200);
    const after = await p.as.anonymous.get(`/api/public/bulletins/${id}/export.pdf?lang=en`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const text = await textOf(after.rawPayload);
    expect(text).toContain('WITHDRAWN');
    expect(text).toContain('Issued in error.');
  });

  it('names the version a correction corrects, and says SUPERSEDED on the one it replaced once published', async () => {
    const first = await publishedBulletin(p, type, '2026-08-10');
    const correction = (await p.as.member.post(`/api/bulletins/${first}/correct/`, {})).json();
    const draft = await textOf(
      (await p.as.member.get(`/api/bulletins/${correction.id}/export.pdf?lang=en`)).rawPayload,
    );
    expect(draft).toContain('Corrects version 1');
    expect(draft).toContain('DRAFT');
    expect(
      await textOf((await p.as.anonymous.get(`/api/bulletins/${first}/export.pdf?lang=en`)).rawPayload),
    ).not.toContain('SUPERSEDED');
    for (const [as, action] of [
      [p.as.member, 'submit'],
      [p.as.manager, 'publish'],
    ] as const)
      expect((await as.post(`/api/bulletins/${correction.id}/${action}/`, {})).statusCode).toBe(200);
    const replaced = await textOf(
      (await p.as.anonymous.get(`/api/bulletins/${first}/export.pdf?lang=en`)).rawPayload,
    );
    expect(replaced).toContain('SUPERSEDED');
    expect(replaced).toContain('Corrected by version 2');
    const published = await textOf(
      (await p.as.anonymous.get(`/api/bulletins/${correction.id}/export.pdf?lang=en`)).rawPayload,
    );
    expect(published).toContain('Corrects version 1');
    expect(published).not.toContain('DRAFT');
  });

  it('serves a published one on the public route to any site, with no cookie set', async () => {
    const response = await p.as.member.get(`/api/public/bulletins/${published}/export.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe('attachment; filename=pdf-2026-08-01-v1.pdf');
  });

  it('turns what Typst cannot make into a 500 naming the bulletin, never a crash', async () => {
    const failed = await compilePdf(
      TEMPLATE,
      { title: 'no words, no days' },
      { bulletinId: 4242, createdAt: new Date() },
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PdfFailed);
    expect(failed).toMatchObject({
      status: 500,
      code: 'pdf_failed',
      bulletinId: 4242,
      title: 'The PDF could not be made',
    });
    expect(JSON.stringify((failed as PdfFailed).diagnostics)).toContain('words');
    // The thread Typst runs in goes on making documents.
    const draft = await newDraft('2026-08-09');
    expect((await p.as.member.get(`/api/bulletins/${draft}/export.pdf`)).statusCode).toBe(200);
  });

  it('makes a signed-in person’s document before the visitors’ that wait for Typst', async () => {
    const order: string[] = [];
    const ask = (who: string, visitor: boolean) =>
      compilePdf(TEMPLATE, { title: 'no words, no days' }, { createdAt: new Date(), visitor })
        .catch(() => undefined)
        .then(() => order.push(who));
    await Promise.all([
      ask('visitor 1', true),
      ask('visitor 2', true),
      ask('visitor 3', true),
      ask('person', false),
    ]);
    expect(order).toEqual(['visitor 1', 'person', 'visitor 2', 'visitor 3']);
  });

  it('takes on a bounded number of documents at once: past it, 503 with Retry-After', async () => {
    const asked = Array.from({ length: PDF_QUEUE_LIMIT + 4 }, () =>
      compilePdf(TEMPLATE, { title: 'no words, no days' }, { bulletinId: 4343, createdAt: new Date() }).then(
        () => 'made',
        (error: unknown) => error,
      ),
    );
    const answers = await Promise.all(asked);
    const busy = answers.filter((answer) => answer instanceof ServiceUnavailable);
    expect(busy).toHaveLength(4);
    expect(busy[0]).toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 5 });
    // The queue drains: the next one is made.
    const draft = await newDraft('2026-08-20');
    expect((await p.as.member.get(`/api/bulletins/${draft}/export.pdf`)).statusCode).toBe(200);
  });
});
