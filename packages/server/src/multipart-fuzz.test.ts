/**
 * Never a 500 for a bad upload, and never a partial write: every route that takes
 * multipart/form-data is sent generated forms (parts without a name, a file name or a content
 * type, files typed application/octet-stream with no file name, missing or wrong boundaries,
 * bodies cut short), by the least of the five people who may call it, so that the form itself is
 * judged. The uploads are found among the app's routes: a write that declares no JSON body reads
 * its own parts (plugins/body-types.ts), so the next upload route is covered as it is added.
 */
import { ROUTE_ACCESS } from '@bora/shared/permissions';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { svgOf } from './features/icons/test-form.ts';
import { type FormShape, multipartPlans, UNIQUE, writeMultipart, zippedSvg } from './test/bad-multipart.ts';
import { fuzzBench } from './test/fuzz-bench.ts';

const bench = await fuzzBench();
const { p, ids, validPath, operations, refusedWithoutWriting } = bench;
afterAll(() => bench.close());

const RUNS = 60;

/** The document's path of a declared route: `/api/icons/:id/svg/` is `/api/icons/{id}/svg/`. */
const documented = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const takesJson = (method: string, url: string) =>
  operations.some(
    (o) =>
      o.method === method &&
      o.path === documented(url) &&
      o.requestBody?.content?.['application/json'] !== undefined,
  );
const uploads = bench.t.app
  .declaredRoutes()
  .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.url.startsWith('/api/'))
  .filter((route) => !takesJson(route.method, route.url));

/** Who sends the forms: the first of these the route lets in. */
const SENDERS = ['member', 'manager', 'staff'] as const;
const viewers = Object.fromEntries(
  await Promise.all(SENDERS.map(async (who) => [who, (await p.as[who].get('/api/users/me/')).json()])),
);
const senderOf = (access: keyof typeof ROUTE_ACCESS) =>
  SENDERS.find((who) => ROUTE_ACCESS[access](viewers[who])) ?? 'staff';

/** Every upload's form, in one: the files each takes whole, and text fields with values that fit. */
const SHAPE: FormShape = {
  files: [
    { field: 'svg', filename: `${UNIQUE}.svg`, type: 'image/svg+xml', content: svgOf() },
    { field: 'logo', filename: 'logo.svg', type: 'image/svg+xml', content: svgOf() },
    {
      field: 'file',
      filename: 'venues.csv',
      type: 'text/csv',
      content: `code,name,kind,latitude,longitude,authority\r\n${UNIQUE},Venue,city,45,12,home-service\r\n`,
    },
    { field: 'file', filename: 'icons.zip', type: 'application/zip', content: zippedSvg },
    {
      field: 'file',
      filename: 'values.csv',
      type: 'text/csv',
      content: 'Venue code,Date,Time slot,Temperature\r\nseed-venue,2026-05-04,am,12\r\n',
    },
    {
      field: 'file',
      filename: 'observations.csv',
      type: 'text/csv',
      content: 'venue,date,slot,data_type,value\r\nseed-venue,2026-01-15,am,seed-t,7\r\n',
    },
  ],
  fields: {
    icon_set_id: [String(ids.iconSet)],
    code: [UNIQUE],
    name: ['Sun'],
    category: ['sky', 'other'],
    wmo_code: ['61', ''],
    reference_icon_id: [''],
    dry_run: ['true', 'false'],
    columns: ['', '{"3": "data_type:seed-t"}'],
  },
};

/** The file each route that takes a `file` reads: the others are left out of its forms, so that enough of them fit. */
const FILE_OF: Record<string, string> = {
  '/api/venues/import/': 'venues.csv',
  '/api/icons/bulk/': 'icons.zip',
  '/api/bulletins/:id/import/': 'values.csv',
  '/api/observations/import/': 'observations.csv',
};
const shapeFor = (url: string): FormShape => ({
  ...SHAPE,
  files: SHAPE.files.filter((f) => f.field !== 'file' || !FILE_OF[url] || f.filename === FILE_OF[url]),
});

let serial = 0;

describe('generated multipart forms on every upload', () => {
  it('found the uploads among the routes, each sent by someone it lets in', () => {
    expect(uploads.map((r) => `${r.method} ${r.url} ${senderOf(r.access)}`)).toEqual(
      expect.arrayContaining([
        'POST /api/icons/ manager',
        'POST /api/icons/bulk/ manager',
        'PUT /api/icons/:id/svg/ manager',
        'PUT /api/authorities/:id/logo/ staff',
        'POST /api/venues/import/ manager',
        'POST /api/bulletins/:id/import/ member',
        'POST /api/observations/import/ member',
      ]),
    );
  });

  it.each(uploads.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_label, route) => {
    const url = validPath(route.url);
    const sender = p.as[senderOf(route.access)];
    const answers: number[] = [];
    await fc.assert(
      fc.asyncProperty(multipartPlans(shapeFor(route.url)), async (plan) => {
        const { headers, payload } = writeMultipart(plan, `fuzz-m${++serial}`);
        const label = `${route.method} ${url} ${JSON.stringify(headers)} ${JSON.stringify(payload.toString('latin1').slice(0, 400))}`;
        const response = await refusedWithoutWriting(label, () =>
          sender.request({ method: route.method as 'POST', url, headers, payload }),
        );
        answers.push(response.statusCode);
      }),
      { numRuns: RUNS },
    );
    // The forms reach past the reader and the checks: some are taken.
    expect(answers.filter((status) => status < 300).length, answers.join()).toBeGreaterThan(0);
  });
});
