/**
 * Never a 500 for bad input, and never a partial write: every operation of the OpenAPI document
 * is driven with generated bad input (bodies, path ids, query values, multipart forms) as staff,
 * who may call everything, so that the input itself is what is judged. A refused request answers
 * problem+json and leaves every table as it was.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as tables from './db/schema.ts';
import { multipartForm, svgOf } from './features/icons/test-form.ts';
import {
  anyPathSegment,
  applyMutations,
  BAD_PATH_IDS,
  badQueryValue,
  badValue,
  type JsonSchema,
  jsonText,
  mutationsOf,
  sampleOf,
} from './test/bad-input.ts';
import { makeUser } from './test/fixtures.ts';
import { createTestApp } from './test/helper.ts';
import { makePersonas } from './test/personas.ts';

type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const t = await createTestApp();
const p = await makePersonas(t.app, t.db);
const staff = p.as.staff;
afterAll(() => t.close());

/** One row of each kind, for the ids a plausible body or path names. */
async function seed() {
  const created = async (url: string, body: unknown) => {
    const response = await staff.post(url, body);
    if (response.statusCode !== 201)
      throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const iconSet = await created('/api/icon-sets/', { code: 'seed-set', name: 'Seed', authority_id: null });
  const iconForm = multipartForm({ icon_set_id: iconSet, code: 'seed-sun', name: 'Sun', category: 'sky' }, [
    { field: 'svg', filename: 'sun.svg', content: svgOf() },
  ]);
  const icon = (await staff.request({ method: 'POST', url: '/api/icons/', ...iconForm })).json().id as number;
  const dataType = await created('/api/data-types/', {
    code: 'seed-t',
    name: 'Temperature',
    value_kind: 'number',
    decimals: 0,
  });
  const venue = await created('/api/venues/', {
    code: 'seed-venue',
    name: 'Venue',
    kind: 'city',
    latitude: 45,
    longitude: 12,
    authority_id: p.home.id,
  });
  const bulletinType = await created('/api/bulletin-types/', {
    code: 'seed-bt',
    name: 'Daily',
    authority_id: p.home.id,
    icon_set_id: iconSet,
    horizon_days: 1,
    slots: [{ code: 'am', label: 'Morning', start_hour: 0, end_hour: 12 }],
    data_types: [{ data_type_id: dataType }],
    venue_ids: [venue],
  });
  const bulletin = await created('/api/bulletins/', {
    bulletin_type_id: bulletinType,
    issue_date: '2026-05-04',
  });
  const user = await makeUser(t.db, 'fuzz-target', { memberOf: [{ id: p.home.id, role: 'member' }] });
  const token = await created('/api/users/me/tokens/', { name: 'seed' });
  return { iconSet, icon, dataType, venue, bulletinType, bulletin, user: user.id, token };
}

const ids = await seed();
/** Ids in bodies, by field name. */
const bodyIds: Record<string, number> = {
  authority_id: p.home.id,
  icon_set_id: ids.iconSet,
  reference_icon_id: ids.icon,
  data_type_id: ids.dataType,
  venue_ids: ids.venue,
};
/** The row a path's `{id}` names, by the collection it is under. */
const pathIds: Record<string, number> = {
  '/api/users/me/tokens/': ids.token,
  '/api/users/': ids.user,
  '/api/authorities/': p.home.id,
  '/api/icon-sets/': ids.iconSet,
  '/api/icons/': ids.icon,
  '/api/bulletin-types/': ids.bulletinType,
  '/api/venues/': ids.venue,
  '/api/data-types/': ids.dataType,
  '/api/bulletins/': ids.bulletin,
  '/api/public/bulletins/': ids.bulletin,
};

function validPath(path: string): string {
  const collection = Object.keys(pathIds).find((prefix) => path.startsWith(prefix)) ?? '';
  return path.replace('{id}', String(pathIds[collection])).replace('{userId}', String(ids.user));
}

// Read as it is served, without dereferencing: a `$ref` is followed only where a body uses one.
const openapi = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
const components = openapi.components?.schemas;
const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    ...operation,
  })),
);
const isWrite = (o: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method);
const jsonSchemaOf = (o: Operation) => o.requestBody?.content?.['application/json']?.schema;
const withBody = operations.filter((o) => isWrite(o) && o.path.startsWith('/api/') && jsonSchemaOf(o));
/** Writes that take a file: the document gives them no JSON body. */
const withFiles = operations.filter((o) => isWrite(o) && o.method !== 'DELETE' && !jsonSchemaOf(o));
const withPathIds = operations.filter((o) => o.path.includes('{'));
/** A live channel answers an endless stream: only its status and headers are judged. */
const isStream = (o: Operation) => o.method === 'GET' && o.path.endsWith('/live/');
const withQuery = operations.filter((o) => o.method === 'GET' && o.parameters?.some((q) => q.in === 'query'));

/**
 * Every table but two, in one fingerprint: sessions slide their expiry on every request and
 * the sign-in throttle is a counter; neither is data a refused write could leave half-done.
 */
const watched = (Object.values(tables) as unknown[])
  .flatMap((table) => (is(table, PgTable) ? [getTableName(table)] : []))
  .filter((name) => name !== 'sessions' && name !== 'login_throttle');
const fingerprint = sql.raw(
  `select ${watched
    .map((name) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t)`)
    .join(' || ')} as state`,
);

/** The database as it stands, to compare before and after a refused request. */
async function state(): Promise<string> {
  const result = (await t.db.execute(fingerprint)) as unknown as { rows: { state: string }[] };
  return result.rows[0]?.state ?? '';
}

/** A request's answer, judged: never a 5xx, and a 4xx is problem+json. */
function judge(label: string, response: LightMyRequestResponse): void {
  expect(
    response.statusCode,
    `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toContain('application/problem+json');
    expect(response.json().status, label).toBe(response.statusCode);
  }
}

/** Sends a request and judges it; a refused one must leave the database as it was. */
async function refusedWithoutWriting(
  label: string,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  // Requests run one at a time, so the state after one is the state before the next.
  const before = known ?? (await state());
  const response = await send();
  judge(label, response);
  known = await state();
  if (response.statusCode >= 400) expect(known, `${label} wrote before it was refused`).toBe(before);
  return response;
}
let known: string | undefined;

const RUNS = 20;
let serial = 0;

describe('generated bad bodies on every write', () => {
  it('found the writes in the document', () => {
    expect(withBody.length).toBeGreaterThan(20);
    expect(withFiles.length).toBeGreaterThanOrEqual(5);
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
    // The template names the places to corrupt; each run builds its body afresh with new codes,
    // so that a body that passes every check reaches the code behind them instead of a 409.
    const template = sampleOf(schema, { ids: bodyIds, unique: 'template', components });
    await fc.assert(
      fc.asyncProperty(mutationsOf(template), contentType, async (mutations, type) => {
        const base = sampleOf(schema, { ids: bodyIds, unique: String(++serial), components });
        const body = applyMutations(base, mutations);
        const payload = type.includes('urlencoded')
          ? `body=${encodeURIComponent(jsonText(body))}`
          : jsonText(body);
        await refusedWithoutWriting(`${operation.method} ${url} ${payload.slice(0, 200)}`, () =>
          staff.request({
            method: operation.method as 'POST',
            url,
            headers: type ? { 'content-type': type } : {},
            payload,
          }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

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
        expect(response.statusCode, `${operation.method} ${url}`).toBe(404);
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
      const url = validPath(operation.path.replace(/\{\w+\}/, '2147483647'));
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

describe('bad query values on every list', () => {
  it('found the lists in the document', () => {
    expect(withQuery.length).toBeGreaterThanOrEqual(7);
  });

  it.each(withQuery.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const names = (operation.parameters ?? []).filter((q) => q.in === 'query').map((q) => q.name);
    const base = validPath(operation.path);
    for (const special of [
      'ordering=__proto__',
      'ordering=constructor',
      'ordering=-toString',
      'search=%00',
      'page=1e400',
    ]) {
      if (!names.includes(special.split('=')[0] as string)) continue;
      const response = await staff.get(`${base}?${special}`);
      judge(`GET ${base}?${special}`, response);
      expect(response.statusCode, `GET ${base}?${special}`).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names, 'unknown', '__proto__'), badQueryValue), {
          minLength: 1,
          maxLength: 3,
        }),
        async (pairs) => {
          const url = `${base}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
          judge(`GET ${url}`, await staff.get(url));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('bad multipart forms on every upload', () => {
  const file = fc.record({
    field: fc.constantFrom('svg', 'file', 'logo', 'other'),
    filename: fc.oneof(
      fc.constantFrom('a.svg', 'a.csv', 'a.zip', '', 'a\u0000.svg', '../../a.svg'),
      fc.string(),
    ),
    content: fc.oneof(
      fc.constantFrom(
        svgOf('<script>alert(1)</script>'),
        `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`,
        'code,name,kind,latitude,longitude,authority\r\nx\u0000,=1,city,1e999,-0x1,home-service\r\n',
        'code,name\r\n"open',
        '',
      ),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ maxLength: 200 }),
    ),
  });
  const fields = fc.dictionary(
    fc.constantFrom(
      'icon_set_id',
      'code',
      'name',
      'category',
      'wmo_code',
      'reference_icon_id',
      'dry_run',
      'x',
    ),
    badValue.map((v) => (typeof v === 'string' ? v : jsonText(v))),
    { maxKeys: 4 },
  );
  const broken = fc.constantFrom(
    { 'content-type': 'multipart/form-data' },
    { 'content-type': 'multipart/form-data; boundary=' },
    { 'content-type': 'multipart/form-data; boundary=elsewhere' },
    { 'content-type': 'application/json' },
  );

  it.each(withFiles.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_label, operation) => {
    const url = validPath(operation.path);
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.array(file, { maxLength: 2 }),
        fc.option(broken),
        async (form, files, headers) => {
          const sent = multipartForm(form, files);
          await refusedWithoutWriting(
            `${operation.method} ${url} ${JSON.stringify(form).slice(0, 200)}`,
            () =>
              staff.request({
                method: operation.method as 'POST',
                url,
                headers: headers ?? sent.headers,
                payload: headers?.['content-type'] === 'application/json' ? '{"svg": 1}' : sent.payload,
              }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
