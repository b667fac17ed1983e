/**
 * Never a 500 for bad input, and never a partial write: every operation of the OpenAPI document
 * is driven with generated bad input (bodies, path ids, query values) as staff, who may call
 * everything, so that the input itself is what is judged; a versioned write names the current
 * version, so that its body is. A refused request answers problem+json and leaves every table as
 * it was. Multipart forms: multipart-fuzz.test.ts.
 */
import { codeSchema } from '@bora/shared/text-fields';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from './db/schema/bulletin-types.ts';
import { listedTags } from './lib/etag.ts';
import {
  anyIfMatch,
  anyPathSegment,
  applyMutations,
  BAD_PATH_IDS,
  badQueryValue,
  type JsonSchema,
  jsonText,
  mutationsOf,
  sampleOf,
} from './test/bad-input.ts';
import { fuzzBench, type Operation } from './test/fuzz-bench.ts';
import { inSchemaMutationsOf } from './test/in-schema-input.ts';
import { expectNoServerError as judge } from './test/problems.ts';

const bench = await fuzzBench();
const { ids, validPath, operations, components, refusedWithoutWriting } = bench;
const staff = bench.p.as.staff;
afterAll(() => bench.close());

/** Ids in bodies, by field name. */
const bodyIds: Record<string, number> = {
  authority_id: bench.p.home.id,
  icon_set_id: ids.iconSet,
  reference_icon_id: ids.icon,
  data_type_id: ids.dataType,
  venue_id: ids.venue,
  venue_ids: ids.venue,
  bulletin_id: ids.bulletin,
};
/** Text in bodies that names something of the seeded rows, by field name. */
const bodyTexts: Record<string, string> = { slot: 'am', language: 'it' };

const isWrite = (o: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method);
const jsonSchemaOf = (o: Operation) => o.requestBody?.content?.['application/json']?.schema;
const withBody = operations.filter((o) => isWrite(o) && o.path.startsWith('/api/') && jsonSchemaOf(o));
const withPathIds = operations.filter((o) => o.path.includes('{'));
/** A live channel answers an endless stream: only its status and headers are judged. */
const isStream = (o: Operation) => o.method === 'GET' && o.path.endsWith('/live/');
const withQuery = operations.filter((o) => o.method === 'GET' && o.parameters?.some((q) => q.in === 'query'));
/** Writes that must name the version they change (a bulletin's): the document lists their 428. */
const needsVersion = (o: Operation) => Object.hasOwn(o.responses ?? {}, '428');

const RUNS = 20;
let serial = 0;

/** The ETag of what a versioned write changes: the detail its path starts with. */
async function currentTag(url: string): Promise<string> {
  const detail = url.replace(/^(\/api\/[\w-]+\/\d+\/).*$/, '$1');
  return (await staff.get(detail)).headers.etag as string;
}
/** What every fourth body a versioned write takes is sent with instead of the current ETag. */
const BAD_TAGS = ['"0"', 'W/"x"', '"unterminated', ' , '];

describe('generated bad bodies on every write', () => {
  it('found the writes in the document, the versioned ones among them', () => {
    expect(withBody.length).toBeGreaterThan(20);
    expect(withBody.filter(needsVersion).map((o) => `${o.method} ${o.path}`)).toEqual([
      'PATCH /api/bulletins/{id}/values/',
      'PUT /api/bulletins/{id}/texts/',
    ]);
  });

  it.each(withBody.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const schema = jsonSchemaOf(operation) as JsonSchema;
    const url = validPath(operation.path);
    const contentType = fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 8 },
      fc.constantFrom(
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'text/plain',
        '',
      ),
    );
    const context = { ids: bodyIds, texts: bodyTexts, components };
    // The template names the places to corrupt; each run builds its body afresh with new codes,
    // so that a body that passes every check reaches the code behind them instead of a 409.
    const template = sampleOf(schema, { ...context, unique: 'template' });
    // A versioned write gets more runs, mostly of bodies its schema takes, to judge it beyond 428.
    const versioned = needsVersion(operation);
    const runs = versioned ? RUNS * 2 : RUNS;
    const mutations = fc.oneof(
      { arbitrary: mutationsOf(template), weight: 1 },
      { arbitrary: inSchemaMutationsOf(template, schema, components), weight: versioned ? 3 : 1 },
    );
    const send = (payload: string, headers: Record<string, string>) =>
      refusedWithoutWriting(
        `${operation.method} ${url} ${JSON.stringify(headers)} ${payload.slice(0, 200)}`,
        () => staff.request({ method: operation.method as 'POST', url, headers, payload }),
      );
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(mutations, contentType, async (changes, type) => {
        const base = sampleOf(schema, { ...context, unique: String(++serial) });
        const body = applyMutations(base, changes);
        const payload = type.includes('urlencoded')
          ? `body=${encodeURIComponent(jsonText(body))}`
          : jsonText(body);
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const first = await send(payload, headers);
        // A versioned write that takes the body asks for the version (428): sent again with the
        // current one, the body is judged by what it says; with a stale or broken one, refused.
        if (!versioned || first.statusCode !== 428) return;
        taken += 1;
        const stale = taken % 4 === 0;
        const tag = stale ? (BAD_TAGS[(taken / 4) % BAD_TAGS.length] as string) : await currentTag(url);
        const again = await send(payload, { ...headers, 'if-match': tag });
        if (stale) expect([412, 428]).toContain(again.statusCode);
        else expect([412, 428], again.body).not.toContain(again.statusCode);
      }),
      { numRuns: runs },
    );
    // A fair share of the generated bodies pass the route's schema and reach the checks behind it.
    if (versioned) expect(taken).toBeGreaterThanOrEqual(runs / 5);
  });
});

describe('generated If-Match headers on the versioned writes without a body', () => {
  const bodiless = operations.filter((o) => isWrite(o) && needsVersion(o) && !jsonSchemaOf(o));

  it('found them in the document', () => {
    expect(bodiless.map((o) => `${o.method} ${o.path}`)).toEqual(['DELETE /api/bulletins/{id}/']);
  });

  it.each(bodiless.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const url = validPath(operation.path);
    await fc.assert(
      fc.asyncProperty(anyIfMatch, async (ifMatch) => {
        // One that names the current version (or any, `*`) is no bad input: it would go through.
        const current = await currentTag(url);
        fc.pre(!listedTags(ifMatch).some((tag) => tag === '*' || tag === current));
        const response = await refusedWithoutWriting(`${operation.method} ${url} If-Match ${ifMatch}`, () =>
          staff.request({ method: operation.method as 'DELETE', url, headers: { 'if-match': ifMatch } }),
        );
        expect([412, 428], `${ifMatch}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      }),
      { numRuns: RUNS * 2 },
    );
    // With the current version named, the write goes through: on a draft of its own, the seeded
    // one being the path of the other tests. A generated body may have turned the seeded type off.
    await bench.t.db
      .update(bulletinTypes)
      .set({ active: true })
      .where(eq(bulletinTypes.id, ids.bulletinType));
    const created = await refusedWithoutWriting('a draft to discard', () =>
      staff.post('/api/bulletins/', { bulletin_type_id: ids.bulletinType, issue_date: '2031-01-17' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const own = operation.path.replace('{id}', String(created.json().id));
    const done = await refusedWithoutWriting(`${operation.method} ${own}`, async () =>
      staff.request({
        method: operation.method as 'DELETE',
        url: own,
        headers: { 'if-match': await currentTag(own) },
      }),
    );
    expect(done.statusCode, done.body).toBe(204);
  });
});

/**
 * What a bad path value may answer: an id that is not one is missing (404); a date that is not one
 * is a bad request (400); a code may name a row the generated bodies created (`0`, `abc`), else
 * it is missing.
 */
function expectedFor(param: string, bad: string): number[] {
  if (param === '{issue_date}') return [400];
  if (param === '{code}' && codeSchema.safeParse(decodeURIComponent(bad)).data === decodeURIComponent(bad))
    return [200, 404];
  return [404];
}

describe('bad path ids on every operation', () => {
  it.each(withPathIds.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const body = jsonSchemaOf(operation)
      ? sampleOf(jsonSchemaOf(operation) as JsonSchema, { ids: bodyIds, unique: 'path', components })
      : undefined;
    const request = (url: string) =>
      isStream(operation)
        ? staff.probeStream(url)
        : staff.request({
            method: operation.method as 'GET',
            url,
            ...(body === undefined ? {} : { payload: body as object }),
          });
    // A read writes nothing: judging its answer is enough.
    const send = async (url: string) => {
      const label = `${operation.method} ${url}`;
      if (isWrite(operation)) return refusedWithoutWriting(label, () => request(url));
      const response = await request(url);
      judge(label, response);
      return response;
    };
    const params = operation.path.match(/\{\w+\}/g) ?? [];
    for (const param of params) {
      for (const bad of BAD_PATH_IDS) {
        const url = validPath(operation.path.replace(param, bad));
        const response = await send(url);
        expect(expectedFor(param, bad), `${operation.method} ${url}`).toContain(response.statusCode);
      }
      await fc.assert(
        fc.asyncProperty(anyPathSegment, async (segment) => {
          const url = validPath(operation.path.replace(param, segment));
          await send(url);
        }),
        { numRuns: 3 },
      );
    }
  });
});

/** A PATCH body that passes the route's schema, so that the lookup is what answers. */
function validPatchBody(path: string): Record<string, unknown> {
  if (path.includes('/members/')) return { role: 'member' };
  if (path.endsWith('/values/'))
    return { changes: [{ venue_id: 1, day: 0, slot: 'day', data_type_id: 1, value: 1 }] };
  return {};
}

describe('a well-formed id that names nothing', () => {
  // PUT and POST bodies are checked before the object is looked up; a PATCH gets a valid body.
  const lookups = withPathIds.filter((o) => ['GET', 'DELETE', 'PATCH'].includes(o.method));

  it.each(lookups.map((o) => [`${o.method} ${o.path}`, o] as const))(
    'is a 404 on %s',
    async (_label, operation) => {
      // The query a read requires is given good values, so that the path's id is what is judged.
      const required = (operation.parameters ?? []).filter((q) => q.in === 'query' && q.required);
      const query = required.map((q) => `${q.name}=${requiredQuery[q.name]}`).join('&');
      const path = validPath(operation.path.replace(/\{\w+\}/, '2147483647'));
      const url = query ? `${path}?${query}` : path;
      const response = await staff.request({
        method: operation.method as 'GET',
        url,
        ...(operation.method === 'PATCH' ? { payload: validPatchBody(operation.path) } : {}),
      });
      expect(response.statusCode, `${operation.method} ${url}: ${response.body.slice(0, 200)}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );
});

/** Good values of the query parameters a read requires, by name: a bad one is judged beside them. */
const requiredQuery: Record<string, string> = {
  bulletin_type: String(ids.bulletinType),
  issue_date: '2026-05-05',
  sets: String(ids.iconSet),
  to: String(ids.icon),
};
/**
 * Scores and statistics name the bulletin type by its code, as a person writes it in a link: the
 * seeded type's code now (the bodies above may have renamed it).
 */
async function requiredFor(path: string): Promise<Record<string, string>> {
  if (!/^\/api\/(verification|statistics)\//.test(path)) return requiredQuery;
  const type = await staff.get(`/api/bulletin-types/${ids.bulletinType}/`);
  return { ...requiredQuery, bulletin_type: type.json().code };
}

describe('bad query values on every list', () => {
  it('found the lists in the document, and a good value for each parameter one of them requires', () => {
    expect(withQuery.length).toBeGreaterThanOrEqual(7);
    const required = withQuery.flatMap((o) =>
      (o.parameters ?? []).filter((q) => q.in === 'query' && q.required),
    );
    expect(required.map((q) => q.name).filter((name) => !(name in requiredQuery))).toEqual([]);
  });

  it.each(withQuery.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const query = (operation.parameters ?? []).filter((q) => q.in === 'query');
    const names = query.map((q) => q.name);
    const required = query.filter((q) => q.required).map((q) => q.name);
    const path = validPath(operation.path);
    const goodValues = await requiredFor(operation.path);
    // The required parameters' good values, unless a test sends its own.
    const withRequired = (sent: string[]) =>
      required.filter((name) => !sent.includes(name)).map((name) => `${name}=${goodValues[name]}`);
    if (required.length) {
      const good = `${path}?${withRequired([]).join('&')}`;
      expect((await staff.get(good)).statusCode, `GET ${good}`).toBe(200);
    }
    const base = required.length ? `${path}?${withRequired([]).join('&')}&` : `${path}?`;
    for (const special of [
      'ordering=__proto__',
      'ordering=constructor',
      'ordering=-toString',
      'search=%00',
      'page=1e400',
    ]) {
      if (!names.includes(special.split('=')[0] as string)) continue;
      const response = await staff.get(`${base}${special}`);
      judge(`GET ${base}${special}`, response);
      expect(response.statusCode, `GET ${base}${special}`).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names, 'unknown', '__proto__'), badQueryValue), {
          minLength: 1,
          maxLength: 3,
        }),
        async (pairs) => {
          const sent = pairs.map(([name, value]) => `${name}=${value}`);
          const url = `${path}?${[...withRequired(pairs.map(([name]) => name)), ...sent].join('&')}`;
          judge(`GET ${url}`, await staff.get(url));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
