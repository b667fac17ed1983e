import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes, bulletinTypeVenues } from '../../db/schema/bulletin-types.ts';
import { iconSets, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let homeVenue: number;
let otherVenue: number;

const venue = (code: string, authorityId: number, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Venue ${code}`,
  kind: 'city',
  latitude: 45.44,
  longitude: 12.33,
  elevation: 2,
  region: 'Veneto',
  province: 'VE',
  authority_id: authorityId,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const row = (
    code: string,
    name: string,
    authorityId: number,
    extra: Partial<typeof venues.$inferInsert>,
  ) => ({
    code,
    name,
    kind: 'city' as const,
    latitude: 45.44,
    longitude: 12.33,
    elevation: 2,
    region: 'Veneto',
    province: 'VE',
    authorityId,
    ...extra,
  });
  const rows = await t.db
    .insert(venues)
    .values([
      row('venezia', 'Venezia', p.home.id, {}),
      row('marmolada', 'Marmolada', p.home.id, { kind: 'mountain', elevation: 3343, province: 'BL' }),
      row('milano', 'Milano', p.other.id, {
        region: 'Lombardia',
        province: 'MI',
        elevation: 122,
        active: false,
      }),
    ])
    .returning();
  homeVenue = rows[0]?.id ?? 0;
  otherVenue = rows[2]?.id ?? 0;
});
afterAll(() => t.close());

const codes = (response: { json: () => { results: { code: string }[] } }) =>
  response.json().results.map((v) => v.code);

describe('reading venues', () => {
  it.each(PERSONAS)('lets %s list, read and see the history', async (persona) => {
    const list = await p.as[persona].get('/api/venues/?ordering=code');
    expect(list.statusCode).toBe(200);
    expect(codes(list)).toEqual(['marmolada', 'milano', 'venezia']);
    const one = (await p.as[persona].get(`/api/venues/${homeVenue}/`)).json();
    expect(one).toMatchObject({
      code: 'venezia',
      timezone: 'Europe/Rome',
      authority: { id: p.home.id, code: 'home-service', name: 'Home weather service' },
    });
    expect((await p.as[persona].get(`/api/venues/${homeVenue}/history/`)).statusCode).toBe(200);
  });

  it('filters by authority, kind, active and region, searches and orders', async () => {
    expect(codes(await p.as.anonymous.get(`/api/venues/?authority=${p.other.id}`))).toEqual(['milano']);
    expect(codes(await p.as.anonymous.get('/api/venues/?kind=mountain'))).toEqual(['marmolada']);
    expect(codes(await p.as.anonymous.get('/api/venues/?active=false'))).toEqual(['milano']);
    expect(codes(await p.as.anonymous.get('/api/venues/?active=true&ordering=-elevation'))).toEqual([
      'marmolada',
      'venezia',
    ]);
    expect(codes(await p.as.anonymous.get('/api/venues/?region=Lombardia'))).toEqual(['milano']);
    expect(codes(await p.as.anonymous.get('/api/venues/?search=bl'))).toEqual(['marmolada']);
    const page = await p.as.anonymous.get('/api/venues/?ordering=name&page_size=2&page=2');
    expect(page.json()).toMatchObject({
      count: 3,
      next: null,
      previous: '/api/venues/?ordering=name&page_size=2',
    });
    expect(codes(page)).toEqual(['venezia']);
    // Past the last page, and with nothing found, the count still holds.
    expect((await p.as.anonymous.get('/api/venues/?page_size=2&page=5')).json()).toEqual({
      count: 3,
      next: null,
      previous: '/api/venues/?page_size=2&page=2',
      results: [],
    });
    expect((await p.as.anonymous.get('/api/venues/?region=Nowhere')).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('answers each venue of a page as its own address does, whatever the order, filter or page', async () => {
    // No elevation, text to escape, times with microseconds and an offset: what a page's rows carry.
    const [odd] = await t.db
      .insert(venues)
      .values({
        code: 'odd',
        name: 'Odd "quoted" \\ è',
        kind: 'other',
        latitude: 0.1 + 0.2,
        longitude: -179.999999,
        elevation: null,
        authorityId: p.other.id,
        notes: 'a\nb\u2028c',
        createdAt: sql`'2026-01-02 03:04:05+00'`,
        updatedAt: sql`'2026-01-02 03:04:05.6789+01'`,
      })
      .returning();
    try {
      const fresh = { 'cache-control': 'no-cache' };
      const counts = { '': 4, '?ordering=-updated_at': 4, '?page_size=2&page=2': 4, '?search=quoted': 1 };
      for (const [query, count] of Object.entries(counts)) {
        const page = (await p.as.anonymous.get(`/api/venues/${query}`, fresh)).json();
        expect(page.count).toBe(count);
        for (const item of page.results)
          expect(item).toEqual((await p.as.anonymous.get(`/api/venues/${item.id}/`, fresh)).json());
      }
      const [first] = (await p.as.anonymous.get('/api/venues/?kind=other', fresh)).json().results;
      expect(first).toMatchObject({
        code: 'odd',
        elevation: null,
        created_at: '2026-01-02T03:04:05.000Z',
        updated_at: '2026-01-02T02:04:05.678Z',
      });
    } finally {
      await t.db.delete(venues).where(eq(venues.id, odd?.id ?? 0));
    }
  });

  it('refuses bad filters and ordering with the parameter named, and 404s a missing venue', async () => {
    expect((await p.as.anonymous.get('/api/venues/?kind=volcano')).json().errors).toHaveProperty('kind');
    expect((await p.as.anonymous.get('/api/venues/?active=maybe')).json().errors).toHaveProperty('active');
    expect((await p.as.anonymous.get('/api/venues/?ordering=notes')).json().errors).toHaveProperty(
      'ordering',
    );
    expect((await p.as.anonymous.get('/api/venues/999999/')).statusCode).toBe(404);
  });
});

describe('writing venues: staff, or a manager of the responsible authority', () => {
  it.each(['anonymous', 'member', 'otherManager'] as Persona[])(
    'refuses %s every write on the home authority’s venues',
    async (persona) => {
      const b = p.as[persona];
      expect((await b.post('/api/venues/', venue(`x-${persona.toLowerCase()}`, p.home.id))).statusCode).toBe(
        refusal(persona),
      );
      const patch = await b.request({
        method: 'PATCH',
        url: `/api/venues/${homeVenue}/`,
        payload: { name: 'X' },
      });
      expect(patch.statusCode).toBe(refusal(persona));
      const put = await b.request({
        method: 'PUT',
        url: `/api/venues/${homeVenue}/`,
        payload: venue('venezia', p.home.id),
      });
      expect(put.statusCode).toBe(refusal(persona));
      expect((await b.request({ method: 'DELETE', url: `/api/venues/${homeVenue}/` })).statusCode).toBe(
        refusal(persona),
      );
      expect((await p.as.anonymous.get(`/api/venues/${homeVenue}/`)).json().name).toBe('Venezia');
    },
  );

  it('lets the manager create, change and delete the home authority’s venues, recording each change', async () => {
    const created = await p.as.manager.post('/api/venues/', venue('chioggia', p.home.id, { kind: 'coast' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ code: 'chioggia', kind: 'coast', active: true, notes: '' });
    const changed = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${id}/`,
      payload: { name: 'Chioggia', elevation: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Chioggia', elevation: 3, kind: 'coast' });
    const history = (await p.as.member.get(`/api/venues/${id}/history/`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ actor: 'p-manager' });
    expect(history[0].changed.sort()).toEqual(['elevation', 'name']);
    expect((await p.as.manager.request({ method: 'DELETE', url: `/api/venues/${id}/` })).statusCode).toBe(
      204,
    );
    expect((await p.as.anonymous.get(`/api/venues/${id}/`)).statusCode).toBe(404);
    const [deleted] = await t.db.select().from(venues).where(eq(venues.id, id));
    expect(deleted).toBeUndefined();
  });

  it('refuses the manager another authority’s venues, and moving a venue to an authority they do not manage', async () => {
    expect((await p.as.manager.post('/api/venues/', venue('bergamo', p.other.id))).statusCode).toBe(403);
    const edit = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${otherVenue}/`,
      payload: { name: 'Mine now' },
    });
    expect(edit.statusCode).toBe(403);
    const move = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${homeVenue}/`,
      payload: { authority_id: p.other.id },
    });
    expect(move.statusCode).toBe(403);
    expect(
      (await p.as.otherManager.request({ method: 'DELETE', url: `/api/venues/${homeVenue}/` })).statusCode,
    ).toBe(403);
    expect((await p.as.anonymous.get(`/api/venues/${homeVenue}/`)).json().authority.id).toBe(p.home.id);
  });

  it('lets staff write any venue and move it between authorities', async () => {
    const moved = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/venues/${otherVenue}/`,
      payload: { authority_id: p.home.id },
    });
    expect(moved.json().authority.code).toBe('home-service');
    const back = await p.as.staff.request({
      method: 'PUT',
      url: `/api/venues/${otherVenue}/`,
      payload: { ...venue('milano', p.other.id), name: 'Milano', active: false, region: 'Lombardia' },
    });
    expect(back.json()).toMatchObject({ authority: { id: p.other.id }, province: 'VE', active: false });
  });

  it('refuses bad input with the message on the field, saving nothing', async () => {
    const before = (await p.as.anonymous.get('/api/venues/')).json().count;
    const lat = await p.as.staff.post('/api/venues/', venue('nowhere', p.home.id, { latitude: 95 }));
    expect(lat.statusCode).toBe(400);
    expect(lat.json().errors.latitude).toEqual(['Between -90 and 90.']);
    const tz = await p.as.staff.post(
      '/api/venues/',
      venue('nowhere', p.home.id, { timezone: 'Mars/Olympus' }),
    );
    expect(tz.json().errors.timezone[0]).toContain('IANA time zone');
    const authority = await p.as.staff.post('/api/venues/', venue('nowhere', 999999));
    expect(authority.statusCode).toBe(400);
    expect(authority.json().errors.authority_id).toEqual(['No authority with this id.']);
    const duplicate = await p.as.staff.post('/api/venues/', venue('venezia', p.home.id));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used.']);
    const patchLat = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/venues/${homeVenue}/`,
      payload: { latitude: -91 },
    });
    expect(patchLat.json().errors.latitude).toEqual(['Between -90 and 90.']);
    expect((await p.as.anonymous.get('/api/venues/')).json().count).toBe(before);
    expect((await p.as.anonymous.get(`/api/venues/${homeVenue}/`)).json().latitude).toBe(45.44);
  });

  it('refuses to delete a venue a bulletin type uses, naming it and suggesting deactivation', async () => {
    const [set] = await t.db.insert(iconSets).values({ code: 'v-set', name: 'Set' }).returning();
    const [type] = await t.db
      .insert(bulletinTypes)
      .values({ code: 'v-type', name: 'Bollettino Venezia', iconSetId: set?.id ?? 0 })
      .returning();
    await t.db
      .insert(bulletinTypeVenues)
      .values({ bulletinTypeId: type?.id ?? 0, venueId: homeVenue, position: 0 });
    const check = await p.as.manager.get(`/api/venues/${homeVenue}/delete-check/`);
    const refused = await p.as.staff.request({ method: 'DELETE', url: `/api/venues/${homeVenue}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Bollettino Venezia');
    expect(refused.json().detail).toContain('deactivate it instead');
    expect(refused.json()).toMatchObject({
      code: 'used_by_bulletin_types',
      params: { name: 'Venezia', count: 1, bulletin_types: 'Bollettino Venezia' },
    });
    expect(check.json()).toEqual({ deletable: false, problem: { ...refused.json(), instance: undefined } });
    expect((await p.as.anonymous.get(`/api/venues/${homeVenue}/`)).statusCode).toBe(200);
    const deactivated = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${homeVenue}/`,
      payload: { active: false },
    });
    expect(deactivated.json().active).toBe(false);
    await t.db.delete(bulletinTypes).where(eq(bulletinTypes.id, type?.id ?? 0));
    expect((await p.as.manager.get(`/api/venues/${homeVenue}/delete-check/`)).json()).toEqual({
      deletable: true,
    });
    await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${homeVenue}/`,
      payload: { active: true },
    });
  });
});
