/**
 * Never a draft, a submitted or returned bulletin, or a bulletin of a type that is not public, by
 * any path of the public API: bulletins are made in every state, of a public type and of a private
 * one, and after each batch every public route is read, asserting that nothing it answers names a
 * bulletin the public may not read, or shows a value or a title written only in one.
 */
import { addDays, todayIn } from '@bora/shared/agency-time';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType, readyDraft, writeCells, writeTexts } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let shown: Awaited<ReturnType<typeof makeDailyType>>;
let hidden: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  shown = await makeDailyType(t.db, p, 'shown');
  hidden = await makeDailyType(t.db, p, 'hidden');
  await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, hidden.typeId));
});
afterAll(() => t.close());

/** Written only in bulletins the public may not read: no public answer may contain them. */
const SECRET_VALUE = -33.3;
const SECRET_TITLE = 'Unpublished title';

const STATES = [
  'draft',
  'submitted',
  'returned',
  'published',
  'withdrawn',
  'superseded',
  'correcting',
] as const;
type State = (typeof STATES)[number];

/** Every bulletin made so far: whether the public may read it, and whether it stands as published. */
const made: { id: number; date: string; type: 'shown' | 'hidden'; readable: boolean; standing: boolean }[] =
  [];
let serial = 0;

async function act(id: number, action: string, body: object = {}) {
  const as = action === 'submit' || action === 'correct' ? p.as.member : p.as.manager;
  const response = await as.post(`/api/bulletins/${id}/${action}/`, body);
  if (response.statusCode >= 300) throw new Error(`${action}: ${response.body}`);
  return response;
}

/** A draft of the type whose values and title are the secret ones. */
async function secretDraft(type: typeof shown, id: number) {
  await writeCells(p.as.member, id, [
    { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: SECRET_VALUE },
  ]);
  await writeTexts(p.as.member, id, SECRET_TITLE, 'Not for the public.');
}

/** A bulletin of the type in the state; the ones the public may not read carry the secrets. */
async function make(isPublic: boolean, state: State): Promise<void> {
  const type = isPublic ? shown : hidden;
  const name = isPublic ? 'shown' : 'hidden';
  // From two days ago on, one date each, so that the places' forecasts have them to choose from.
  const date = addDays(todayIn('Europe/Rome'), serial++ - 2);
  const id = await readyDraft(p, type, date);
  const published = ['published', 'withdrawn', 'superseded', 'correcting'].includes(state);
  if (!isPublic || !published) await secretDraft(type, id);
  const record = (bulletin: number, readable: boolean, standing: boolean) =>
    made.push({
      id: bulletin,
      date,
      type: name,
      readable: isPublic && readable,
      standing: isPublic && standing,
    });
  if (state === 'draft') return void record(id, false, false);
  await act(id, 'submit');
  if (state === 'submitted') return void record(id, false, false);
  if (state === 'returned') {
    await act(id, 'return', { comment: 'Again.' });
    return void record(id, false, false);
  }
  await act(id, 'publish');
  if (state === 'withdrawn') await act(id, 'withdraw', { comment: 'Wrong.' });
  record(id, true, state === 'published' || state === 'correcting');
  if (state !== 'superseded' && state !== 'correcting') return;
  const correction: number = (await act(id, 'correct')).json().id;
  if (state === 'correcting') {
    if (!isPublic) return void record(correction, false, false);
    await secretDraft(type, correction);
    return void record(correction, false, false);
  }
  // The correction stands; what it corrects is superseded, still readable, no longer standing.
  await act(correction, 'submit');
  await act(correction, 'publish');
  made[made.length - 1] = { ...(made.at(-1) as (typeof made)[number]), standing: false };
  record(correction, true, true);
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/**
 * Reads a public route; every answer is checked for the secrets (a PDF by its text, its bytes being
 * compressed), and the ids it names are returned.
 */
async function read(url: string): Promise<{ status: number; body: string }> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const pdf =
    response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/pdf');
  const text = pdf
    ? (await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true }))
        .text
    : response.body;
  expect(text, url).not.toContain(SECRET_TITLE);
  // In any language's figures: -33.3, −33,3.
  expect(text.replaceAll('\u2212', '-').replaceAll(',', '.'), url).not.toContain(String(SECRET_VALUE));
  return { status: response.statusCode, body: response.body };
}

const DOCUMENTS = ['export.pdf', 'export.csv', 'export.json'];

const readable = () => new Set(made.filter((b) => b.readable).map((b) => b.id));
const standing = () => new Set(made.filter((b) => b.standing).map((b) => b.id));
const bulletinIds = (body: string) => [...body.matchAll(/\/bulletin\/(\d+)/g)].map((m) => Number(m[1]));

async function assertNothingUnpublishedIsPublic() {
  const mayRead = readable();
  const stands = standing();
  const list = JSON.parse((await read('/api/public/bulletins/?page_size=100')).body);
  for (const listed of list.results) expect(mayRead, `listed ${listed.id}`).toContain(listed.id);
  for (const bulletin of made) {
    const one = await read(`/api/public/bulletins/${bulletin.id}/`);
    expect(one.status, `bulletin ${bulletin.id}`).toBe(bulletin.readable ? 200 : 404);
    // Its documents, where this build serves them: never one of a bulletin the public may not read.
    for (const document of DOCUMENTS) {
      const url = `/api/public/bulletins/${bulletin.id}/${document}`;
      if ((await read(url)).status === 200) expect(bulletin.readable, url).toBe(true);
    }
  }
  const types = JSON.parse((await read('/api/public/bulletin-types/')).body);
  expect(types.map((type: { code: string }) => type.code)).toEqual(['shown']);
  for (const code of ['shown', 'hidden']) {
    const latest = await read(`/api/public/bulletin-types/${code}/latest/`);
    if (latest.status === 200) expect(stands).toContain(JSON.parse(latest.body).id);
    for (const date of new Set(made.map((b) => b.date))) {
      const issue = await read(`/api/public/bulletin-types/${code}/${date}/`);
      if (issue.status === 200) expect(mayRead).toContain(JSON.parse(issue.body).id);
    }
    const feed = await read(`/api/public/bulletin-types/${code}/feed.atom`);
    for (const id of bulletinIds(feed.body)) expect(mayRead, `${code} feed`).toContain(id);
  }
  expect((await read('/api/public/bulletin-types/hidden/latest/')).status).toBe(404);
  for (const id of bulletinIds((await read('/api/public/feed.atom')).body)) expect(mayRead).toContain(id);
  for (const venue of ['shown-lido', 'hidden-lido']) {
    const forecast = JSON.parse((await read(`/api/public/venues/${venue}/forecast/`)).body);
    for (const value of forecast.values) expect(stands, venue).toContain(value.bulletin.id);
  }
}

describe('the public API never shows what is not published and public', () => {
  it('holds over bulletins made in every state, of a public and a private type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ isPublic: fc.boolean(), state: fc.constantFrom(...STATES) }), {
          minLength: 1,
          maxLength: 3,
        }),
        async (batch) => {
          for (const { isPublic, state } of batch) await make(isPublic, state);
          await assertNothingUnpublishedIsPublic();
        },
      ),
      // The first batch makes both kinds, whatever the random ones draw.
      {
        numRuns: 8,
        examples: [
          [
            [
              { isPublic: true, state: 'published' },
              { isPublic: false, state: 'draft' },
            ],
          ],
        ],
      },
    );
    // The batches made bulletins of both kinds, so the property was put to the test.
    expect(made.some((b) => b.readable)).toBe(true);
    expect(made.some((b) => !b.readable)).toBe(true);
  });
});
