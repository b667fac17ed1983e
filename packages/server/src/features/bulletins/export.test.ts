import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType, publishedBulletin, writeCells } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let published: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'exp');
  published = await publishedBulletin(p, type, '2026-08-01');
});
afterAll(() => t.close());

const lines = (body: string) => body.trimEnd().split('\r\n');

describe('a bulletin as CSV', () => {
  it('gives a published bulletin to anyone, a line per cell in the grid’s order, named after it', async () => {
    const response = await p.as.anonymous.get(`/api/bulletins/${published}/export.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="exp-2026-08-01-v1.csv"');
    const [header, ...cells] = lines(response.body);
    expect(header).toBe('venue_code,venue,date,slot,data_type_code,data_type,unit,value,note');
    expect(cells).toHaveLength(8);
    expect(cells[0]).toMatch(/^exp-lido,LIDO,2026-08-01,day,[^,]+,[^,]+,[^,]*,5,$/);
    expect(cells[2]).toMatch(/^exp-lido,LIDO,2026-08-02,day,/);
    expect(cells[4]).toMatch(/^exp-asiago,ASIAGO,2026-08-01,day,/);
  });

  it('reads a published bulletin as it was published, whatever is renamed later', async () => {
    await t.db.update(venues).set({ name: 'Lido di Venezia' }).where(eq(venues.id, type.lido));
    const body = (await p.as.anonymous.get(`/api/bulletins/${published}/export.csv`)).body;
    expect(lines(body)[1]).toMatch(/^exp-lido,LIDO,/);
    await t.db.update(venues).set({ name: 'LIDO' }).where(eq(venues.id, type.lido));
  });

  it('keeps a draft within its authority, quoting notes and defusing what a spreadsheet would run', async () => {
    const draft = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: type.typeId, issue_date: '2026-08-03' })
    ).json().id;
    await writeCells(p.as.member, draft, [
      {
        venue_id: type.lido,
        day: 0,
        slot: 'day',
        data_type_id: type.tmin,
        value: -2.5,
        note: 'Fog, "thick"',
      },
      {
        venue_id: type.asiago,
        day: 0,
        slot: 'day',
        data_type_id: type.tmin,
        value: 1,
        note: '=HYPERLINK("x")',
      },
    ]);
    for (const who of ['anonymous', 'otherManager'] as const)
      expect((await p.as[who].get(`/api/bulletins/${draft}/export.csv`)).statusCode).toBe(404);
    const [, lido, asiago] = lines((await p.as.member.get(`/api/bulletins/${draft}/export.csv`)).body);
    expect(lido).toMatch(/,-2\.5,"Fog, ""thick"""$/);
    expect(asiago).toMatch(/,1,"'=HYPERLINK\(""x""\)"$/);
  });
});
