import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { iconSets, icons, venues } from '../db/schema/reference.ts';
import { openTestDatabase } from '../test/helper.ts';
import { loadDemoBulletinTypes } from './bulletin-types.ts';
import { loadDemoIcons } from './icons.ts';
import { loadDemo } from './load-demo.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Awaited<ReturnType<typeof loadDemo>>;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await loadDemo(database.db);
});
afterAll(() => database.close());

describe('demo icon sets', () => {
  it('reads three credited sets from the installed packages, and adds nothing the second time', async () => {
    const sets = await database.db.select().from(iconSets).orderBy(iconSets.code);
    expect(sets.map((s) => s.code)).toEqual(['lombardia-qweather', 'reference', 'veneto-yr']);
    expect(sets.find((s) => s.isReference)?.credit).toMatch(
      /^@bybas\/weather-icons \d+\.\d+\.\d+, MIT licence/,
    );
    expect(sets.map((s) => s.credit).join(' ')).toMatch(
      /@yr\/weather-symbols .*qweather-icons|qweather-icons .*@yr/,
    );
    expect(first.icons).toBe(100);
    expect(await loadDemoIcons(database.db)).toBe(0);
    expect(await loadDemoBulletinTypes(database.db)).toBe(0);
  });

  it('stores sanitised pictures and maps regional icons onto the reference set, with gaps both ways', async () => {
    const all = await database.db.select().from(icons);
    const reference = (await database.db.select().from(iconSets).where(eq(iconSets.isReference, true)))[0];
    const referenceIds = new Set(all.filter((i) => i.iconSetId === reference?.id).map((i) => i.id));
    expect(referenceIds.size).toBe(40);
    for (const icon of all) {
      expect(icon.svg.startsWith('<svg'), icon.code).toBe(true);
      expect(icon.svg, icon.code).not.toMatch(/<image|<script|data:/);
    }
    const regional = all.filter((i) => !referenceIds.has(i.id));
    const mapped = regional.filter((i) => i.referenceIconId !== null);
    expect(mapped.every((i) => referenceIds.has(i.referenceIconId as number))).toBe(true);
    expect(regional.length - mapped.length).toBeGreaterThanOrEqual(6);
    const counterparts = new Set(mapped.map((i) => i.referenceIconId));
    expect(
      referenceIds.size - [...referenceIds].filter((id) => counterparts.has(id)).length,
    ).toBeGreaterThanOrEqual(5);
  });
});

describe('demo bulletin types', () => {
  it('loads the national, Veneto mountain, Lombardia and large national types with their sets and venues', async () => {
    const rows = await database.db.query.bulletinTypes.findMany({ orderBy: bulletinTypes.code });
    expect(rows.map((r) => r.code)).toEqual([
      'lombardia-giornaliero',
      'nazionale-esteso',
      'nazionale-giornaliero',
      'veneto-montagna',
    ]);
    expect(first.bulletinTypes).toBe(4);
    const mountain = rows.find((r) => r.code === 'veneto-montagna');
    expect(mountain).toMatchObject({ horizonDays: 2, requiresReview: true });
    const places = await database.db.query.bulletinTypeVenues.findMany({
      where: (t, { eq }) => eq(t.bulletinTypeId, mountain?.id ?? 0),
      orderBy: (t, { asc }) => asc(t.position),
    });
    const codes = new Map((await database.db.select().from(venues)).map((v) => [v.id, v.code]));
    expect(places.slice(0, 2).map((p) => codes.get(p.venueId))).toEqual(['belluno', 'cortina-dampezzo']);
    const national = rows.find((r) => r.code === 'nazionale-giornaliero');
    expect(national).toMatchObject({ authorityId: null, horizonDays: 3 });
    expect(national?.slots.map((s) => s.code)).toEqual(['mattina', 'pomeriggio', 'sera']);
    const large = rows.find((r) => r.code === 'nazionale-esteso');
    expect(large).toMatchObject({ authorityId: null, horizonDays: 3 });
    expect(large?.slots.map((s) => s.code)).toEqual(['notte', 'mattina', 'pomeriggio', 'sera']);
    const largeVenues = await database.db.query.bulletinTypeVenues.findMany({
      where: (t, { eq }) => eq(t.bulletinTypeId, large?.id ?? 0),
    });
    const largeTypes = await database.db.query.bulletinTypeDataTypes.findMany({
      where: (t, { eq }) => eq(t.bulletinTypeId, large?.id ?? 0),
    });
    expect(largeVenues.length * 3 * 4 * largeTypes.length).toBe(12_000);
  });
});

describe('before venues and data types exist', () => {
  it('skips the bulletin types instead of failing', async () => {
    const empty = await openTestDatabase();
    try {
      expect(await loadDemoBulletinTypes(empty.db)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
