import { valueKinds } from '@bora/shared/data-type';
import { venueWarnings } from '@bora/shared/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { loadDemo } from './load-demo.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Awaited<ReturnType<typeof loadDemo>>;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await loadDemo(database.db);
});
afterAll(() => database.close());

const CAPITALS =
  'torino aosta milano trento bolzano venezia trieste genova bologna firenze perugia ancona roma laquila campobasso napoli bari potenza catanzaro palermo cagliari';

describe('demo venues and data types', () => {
  it('loads about a hundred venues and the thirteen data types, and adds nothing the second time', async () => {
    expect(first.venues).toBeGreaterThanOrEqual(95);
    expect(first.dataTypes).toBe(13);
    const again = await loadDemo(database.db);
    expect(again).toMatchObject({ venues: 0, dataTypes: 0, authorities: 0 });
  });

  it('has the agreed codes, each venue inside Italy with its regional authority', async () => {
    const rows = await database.db.query.venues.findMany();
    const authorities = new Map((await database.db.query.authorities.findMany()).map((a) => [a.id, a.code]));
    const codes = new Set(rows.map((v) => v.code));
    for (const code of [
      ...CAPITALS.split(' '),
      'verona',
      'padova',
      'vicenza',
      'treviso',
      'belluno',
      'rovigo',
      'cortina-dampezzo',
      'jesolo',
      'passo-rolle',
      'sestriere',
      'campo-imperatore',
      'etna-rifugio-sapienza',
      'livigno',
    ]) {
      expect(codes, code).toContain(code);
    }
    for (const kind of ['city', 'mountain', 'coast', 'airport', 'sport_venue']) {
      expect(
        rows.some((v) => v.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const venue of rows) expect(venueWarnings(venue), venue.code).toEqual([]);
    const authorityOf = (code: string) =>
      authorities.get(rows.find((v) => v.code === code)?.authorityId ?? 0);
    expect(authorityOf('cortina-dampezzo')).toBe('veneto');
    expect(authorityOf('bolzano')).toBe('alto-adige');
    expect(authorityOf('trento')).toBe('trentino');
    expect(authorityOf('laquila')).toBe('abruzzo');
  });

  it('covers every value kind with the data types', async () => {
    const rows = await database.db.query.dataTypes.findMany();
    expect(new Set(rows.map((d) => d.valueKind))).toEqual(new Set(valueKinds));
    expect(rows.find((d) => d.code === 'sea-state')?.options).toHaveLength(10);
  });
});
