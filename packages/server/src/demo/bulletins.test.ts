import { addDays } from '@bora/shared/agency-time';
import { checkCells, checkInputOf } from '@bora/shared/bulletin-check';
import { COMPASS_POINTS } from '@bora/shared/data-type-values';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFilters } from '../core/reference-codes.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { bulletinEvents, bulletins, bulletinTexts, bulletinValues } from '../db/schema/bulletins.ts';
import { observations } from '../db/schema/observations.ts';
import { dataTypes, icons, venues } from '../db/schema/reference.ts';
import { problemsOfBulletin } from '../features/bulletins/check.ts';
import { loadComposition } from '../features/bulletins/composition.ts';
import { keepSums } from '../features/verification/score-sums.ts';
import { scoresOfKeptSums } from '../features/verification/scores.ts';
import { openTestDatabase } from '../test/helper.ts';
import { loadDemo } from './load-demo.ts';

/** A morning in Rome; the demo bulletins are dated around it. */
const now = new Date('2026-11-23T08:30:00Z');
const today = '2026-11-23';
let database: Database;
let first: Awaited<ReturnType<typeof loadDemo>>;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await loadDemo(database.db, { timeZone: 'Europe/Rome', now });
}, 120_000);
afterAll(() => database.close());

const DEMO_TYPES = ['nazionale-giornaliero', 'veneto-montagna', 'lombardia-giornaliero'];
/** The type of 12 000 cells: yesterday's published and today's draft only. */
const LARGE_TYPE = 'nazionale-esteso';

async function bulletinsOf(code: string) {
  return database.db
    .select({ bulletin: bulletins, languages: bulletinTypes.languages })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .where(eq(bulletinTypes.code, code))
    .orderBy(asc(bulletins.issueDate), asc(bulletins.version));
}

async function counts() {
  const count = async (
    table: typeof bulletins | typeof bulletinValues | typeof bulletinEvents | typeof bulletinTexts,
  ) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    bulletins: await count(bulletins),
    values: await count(bulletinValues),
    events: await count(bulletinEvents),
    texts: await count(bulletinTexts),
  };
}

/** Every stored cell with its data type's code and its venue's elevation. */
async function cells(bulletinId: number) {
  return database.db
    .select({
      venueId: bulletinValues.venueId,
      elevation: venues.elevation,
      day: bulletinValues.day,
      slot: bulletinValues.slot,
      code: dataTypes.code,
      value: bulletinValues.value,
    })
    .from(bulletinValues)
    .innerJoin(dataTypes, eq(dataTypes.id, bulletinValues.dataTypeId))
    .innerJoin(venues, eq(venues.id, bulletinValues.venueId))
    .where(eq(bulletinValues.bulletinId, bulletinId));
}

describe('demo bulletins', () => {
  it('give each demo type a published bulletin for each of the last 7 days, today’s submitted and tomorrow’s draft', async () => {
    for (const code of DEMO_TYPES) {
      const rows = (await bulletinsOf(code)).map((r) => r.bulletin);
      const byDate = (date: string) => rows.filter((b) => b.issueDate === date);
      for (let day = -7; day <= -1; day++) {
        const latest = byDate(addDays(today, day)).at(-1);
        expect(latest?.status, `${code} ${day}`).toBe('published');
        expect(latest?.issuedAt?.getTime(), `${code} ${day}`).toBeLessThan(now.getTime());
      }
      expect(
        byDate(today).map((b) => b.status),
        code,
      ).toEqual(['submitted']);
      expect(
        byDate(addDays(today, 1)).map((b) => b.status),
        code,
      ).toEqual(['draft']);
      // Tomorrow's draft is begun from today's submitted bulletin, named as a forecaster picks it.
      const [draft] = byDate(addDays(today, 1));
      const [created] = await database.db
        .select({ details: bulletinEvents.details })
        .from(bulletinEvents)
        .where(and(eq(bulletinEvents.bulletinId, draft?.id ?? 0), eq(bulletinEvents.kind, 'create')));
      expect(created?.details, code).toMatchObject({ copied_from_id: byDate(today)[0]?.id });
    }
    expect(first.bulletins).toBe(DEMO_TYPES.length * 10 + 2);
  });

  it('give the large type a grid of 12 000 cells: yesterday’s published in full, today’s draft begun from it', async () => {
    const rows = (await bulletinsOf(LARGE_TYPE)).map((r) => r.bulletin);
    expect(rows.map((b) => [b.issueDate, b.status])).toEqual([
      [addDays(today, -1), 'published'],
      [today, 'draft'],
    ]);
    const [published, draft] = rows;
    expect((await cells(published?.id ?? 0)).length).toBe(100 * 3 * 4 * 10);
    // Carried over a day from yesterday's (its last day has nothing to come from), the first rewritten.
    expect((await cells(draft?.id ?? 0)).length).toBe(100 * 2 * 4 * 10);
  });

  it('correct one published bulletin per type: the new version published, the old one superseded', async () => {
    for (const code of DEMO_TYPES) {
      const rows = (await bulletinsOf(code)).map((r) => r.bulletin);
      const [old, correction, ...more] = rows.filter((b) => b.issueDate === addDays(today, -3));
      expect(more).toEqual([]);
      expect(old?.status).toBe('superseded');
      expect(correction).toMatchObject({ status: 'published', version: 2, correctsId: old?.id });
      const events = await database.db
        .select({ kind: bulletinEvents.kind })
        .from(bulletinEvents)
        .where(eq(bulletinEvents.bulletinId, old?.id ?? 0))
        .orderBy(asc(bulletinEvents.id));
      expect(events.map((e) => e.kind)).toEqual([
        'create',
        'save',
        'texts',
        'submit',
        'publish',
        'supersede',
      ]);
    }
  });

  it('publish a bulletin that requires review by someone other than its last editor', async () => {
    const [person] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'manager'));
    for (const { bulletin } of await bulletinsOf('veneto-montagna')) {
      if (bulletin.issuedAt === null) continue;
      const [publish] = await database.db
        .select({ actorId: bulletinEvents.actorId })
        .from(bulletinEvents)
        .where(and(eq(bulletinEvents.bulletinId, bulletin.id), eq(bulletinEvents.kind, 'publish')));
      expect(publish?.actorId).toBe(person?.id);
      expect(bulletin.lastEditorId).not.toBe(person?.id);
    }
  });

  it('pass the check wherever submitted or published, with texts in every language of the type', async () => {
    for (const code of [...DEMO_TYPES, LARGE_TYPE]) {
      for (const { bulletin, languages } of await bulletinsOf(code)) {
        const texts = await database.db
          .select()
          .from(bulletinTexts)
          .where(eq(bulletinTexts.bulletinId, bulletin.id));
        expect(texts.map((t) => t.language).sort()).toEqual([...languages].sort());
        for (const text of texts) {
          expect(text.title, `${code} ${bulletin.issueDate} ${text.language}`).not.toBe('');
          expect(text.synopsis.length).toBeGreaterThan(40);
        }
        if (bulletin.status === 'draft') continue;
        const errors = (await problemsOfBulletin(database.db, bulletin.id)).filter(
          (p) => p.severity === 'error',
        );
        expect(errors, `${code} ${bulletin.issueDate}`).toEqual([]);
      }
    }
  });

  it('carry the consistency rules a weather service sets, wherever they have the data types', async () => {
    const codes = new Map((await database.db.select().from(dataTypes)).map((d) => [d.id, d.code]));
    const said = async (type: string) => {
      const [row] = await database.db.select().from(bulletinTypes).where(eq(bulletinTypes.code, type));
      const loaded = await loadComposition(database.db, row?.id ?? 0);
      return loaded?.composition.rules.map((rule) => {
        if (rule.kind === 'compare')
          return `${codes.get(rule.left_data_type_id)} ${rule.relation} ${codes.get(rule.right_data_type_id)} ${rule.severity}`;
        if (rule.kind === 'venue_range')
          return `${codes.get(rule.data_type_id)} from ${rule.min_offset} to ${rule.max_offset} ${rule.severity}`;
        return `${codes.get(rule.data_type_id)} ${rule.relation} ${rule.value} when ${codes.get(rule.when_data_type_id)} is ${rule.when_values.join('/')} ${rule.severity}`;
      });
    };
    expect(await said('nazionale-giornaliero')).toEqual(['t-min <= t-max error']);
    expect(await said('veneto-montagna')).toEqual([
      't-min <= t-max error',
      'wind-gust >= wind-speed error',
      'snow-level from -1500 to 3500 warning',
    ]);
    expect(await said('lombardia-giornaliero')).toEqual([
      't-min <= t-max error',
      expect.stringMatching(/^precipitation = 0 when sky is [^ ]+ warning$/),
    ]);
    expect(await said('nazionale-esteso')).toEqual([
      't-min <= t-max error',
      'snow-level from -1500 to 3500 warning',
      'precipitation = 0 when sky is clear-day/clear-night warning',
    ]);
  });

  it('report a Tmin of 9 above a Tmax of 4, and a snow level of 3 m at a venue at 2 000 m', async () => {
    const [type] = await database.db.select().from(bulletinTypes).where(eq(bulletinTypes.code, LARGE_TYPE));
    const loaded = await loadComposition(database.db, type?.id ?? 0);
    if (!loaded) throw new Error('no large type');
    const { composition } = loaded;
    const near2000 = [...composition.venues].sort(
      (a, b) => Math.abs((a.elevation ?? 0) - 2000) - Math.abs((b.elevation ?? 0) - 2000),
    )[0];
    expect(Math.abs((near2000?.elevation ?? 0) - 2000)).toBeLessThan(60);
    const id = (code: string) => composition.data_types.find((d) => d.code === code)?.id ?? 0;
    const at = (code: string, value: number) => ({
      venue_id: near2000?.id ?? 0,
      day: 0,
      slot: 'mattina',
      data_type_id: id(code),
      value,
    });
    const values = [at('t-min', 9), at('t-max', 4), at('snow-level', 3)];
    const only = { ...composition, venues: near2000 ? [near2000] : [] };
    const broken = checkCells(checkInputOf(only, values, [], loaded.iconCodes)).filter(
      (p) => p.code === 'rule_broken',
    );
    expect(broken.map((p) => [p.severity, p.cell?.data_type_id, p.message])).toEqual([
      ['error', id('t-min'), 't-min ≤ t-max does not hold (9, 4).'],
      [
        'warning',
        id('snow-level'),
        `snow-level should be between ${(near2000?.elevation ?? 0) - 1500} and ${(near2000?.elevation ?? 0) + 3500} at this venue, not 3.`,
      ],
    ]);
  });

  it('forecast plausibly: tmin below tmax, colder higher up, icons agreeing with precipitation, winds from the compass, gusts above the wind', async () => {
    const wetIcons = /rain|drizzle|snow|sleet|thunder|shower/;
    for (const code of DEMO_TYPES) {
      const published = (await bulletinsOf(code)).filter((r) => r.bulletin.status === 'published');
      for (const { bulletin } of published.slice(0, 2)) {
        const rows = await cells(bulletin.id);
        const at = (r: (typeof rows)[number], code: string) =>
          rows.find((c) => c.venueId === r.venueId && c.day === r.day && c.slot === r.slot && c.code === code)
            ?.value;
        const sky = rows.filter((r) => r.code === 'sky');
        expect(sky.length).toBeGreaterThan(0);
        for (const cell of sky) {
          const tmin = Number(at(cell, 't-min'));
          const tmax = Number(at(cell, 't-max'));
          expect(tmin).toBeLessThan(tmax);
          const wet = wetIcons.test(String(cell.value));
          const precipitation = at(cell, 'precipitation');
          if (precipitation !== undefined) expect(Number(precipitation) > 0).toBe(wet);
          const probability = at(cell, 'precip-probability');
          if (probability !== undefined) expect(Number(probability) >= 50).toBe(wet);
          const direction = at(cell, 'wind-direction');
          if (direction !== undefined) expect(COMPASS_POINTS).toContain(direction);
          const gust = at(cell, 'wind-gust');
          if (gust !== undefined) expect(Number(gust)).toBeGreaterThanOrEqual(Number(at(cell, 'wind-speed')));
        }
        // About 6.5 °C colder for each kilometre up: fit the mean temperatures against elevation.
        const points = sky.map((c) => [
          c.elevation ?? 0,
          (Number(at(c, 't-min')) + Number(at(c, 't-max'))) / 2,
        ]);
        const mean = (i: 0 | 1) => points.reduce((s, p) => s + (p[i] ?? 0), 0) / points.length;
        const [mx, my] = [mean(0), mean(1)];
        const slope =
          points.reduce((s, [x = 0, y = 0]) => s + (x - mx) * (y - my), 0) /
          points.reduce((s, [x = 0]) => s + (x - mx) ** 2, 0);
        expect(slope * 1000, code).toBeGreaterThan(-9);
        expect(slope * 1000, code).toBeLessThan(-4);
      }
    }
  });

  it('are dated in the agency’s time zone: in Rome it is already tomorrow at 23:30 UTC', async () => {
    const other = await openTestDatabase();
    try {
      await loadDemo(other.db, { timeZone: 'Europe/Rome', now: new Date('2026-11-23T23:30:00Z') });
      const [latest] = await other.db
        .select({ issueDate: bulletins.issueDate })
        .from(bulletins)
        .where(eq(bulletins.status, 'submitted'))
        .limit(1);
      expect(latest?.issueDate).toBe('2026-11-24');
      // The same seed gives the same forecast: yesterday's values are those of the first load.
      const valuesOn = async (db: Database['db']) =>
        db
          .select({ value: bulletinValues.value })
          .from(bulletinValues)
          .innerJoin(bulletins, eq(bulletins.id, bulletinValues.bulletinId))
          .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
          .where(and(eq(bulletinTypes.code, 'veneto-montagna'), eq(bulletins.issueDate, '2026-11-22')))
          .orderBy(
            asc(bulletinValues.venueId),
            asc(bulletinValues.day),
            asc(bulletinValues.slot),
            asc(bulletinValues.dataTypeId),
          );
      expect(await valuesOn(other.db)).toEqual(await valuesOn(database.db));
    } finally {
      await other.close();
    }
  }, 120_000);

  it('read in English, and in German where a type is written in German: types, slots, data types, options, icons', async () => {
    const types = await database.db.select().from(bulletinTypes);
    const allTypes = await database.db.select().from(dataTypes);
    for (const type of types) {
      expect(type.translations.en?.name, type.code).toBeTruthy();
      for (const slot of type.slots)
        expect(slot.translations?.en?.label, `${type.code} ${slot.code}`).toBeTruthy();
    }
    for (const dataType of allTypes) {
      expect(dataType.translations.en?.name, dataType.code).toBeTruthy();
      for (const option of dataType.options)
        expect(option.translations?.en?.label, `${dataType.code} ${option.code}`).toBeTruthy();
    }
    const warning = allTypes.find((dataType) => dataType.code === 'warning-level');
    expect(warning?.options[1]).toEqual({
      code: 'yellow',
      label: 'Gialla',
      translations: { en: { label: 'Yellow' }, de: { label: 'Gelb' } },
    });
    const german = types.filter((type) => type.languages.includes('de'));
    expect(german.map((type) => type.code)).toEqual(['veneto-montagna']);
    for (const type of german) {
      expect(type.translations.de?.name).toBe('Bergwetterbericht Venetien');
      expect(type.slots.map((slot) => slot.translations?.de?.label)).toEqual(['Vormittag', 'Nachmittag']);
      const loaded = await loadComposition(database.db, type.id);
      expect(loaded?.composition.data_types.length).toBeGreaterThan(0);
      for (const dataType of loaded?.composition.data_types ?? [])
        expect(dataType.translations.de?.name, dataType.code).toBeTruthy();
    }
    const [clearNight] = await database.db.select().from(icons).where(eq(icons.code, 'clear-sky-night'));
    expect(clearNight?.translations).toEqual({
      en: { name: 'Clear sky (night)' },
      de: { name: 'Klar (Nacht)' },
    });
  });

  it('change nothing when loaded again', async () => {
    const before = await counts();
    const again = await loadDemo(database.db, { timeZone: 'Europe/Rome', now });
    expect(again.bulletins).toBe(0);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('observe a season at the demo venues, close to the forecasts, less so days ahead', async () => {
    expect(first.observations).toBeGreaterThan(50_000);
    const [range] = await database.db
      .select({ first: sql<string>`min(observed_date)::text`, last: sql<string>`max(observed_date)::text` })
      .from(observations);
    expect(range).toEqual({ first: addDays(today, -90), last: addDays(today, -1) });
    const f = await resolveFilters(database.db, { bulletin_type: 'nazionale-giornaliero' });
    const period = { ...f, bulletinType: f.bulletinType as NonNullable<typeof f.bulletinType> };
    await keepSums(database.db, period.bulletinType.id);
    const scores = await scoresOfKeptSums(database.db, period);
    const tmax = scores.data_types.find((d) => d.data_type === 't-max');
    const mae = (lead: number) => {
      const row = tmax?.by_lead_day.find((l) => l.lead_day === lead);
      return row && 'mae' in row ? (row.mae ?? Number.NaN) : Number.NaN;
    };
    expect(tmax?.overall.count).toBeGreaterThan(500);
    expect(mae(0)).toBeLessThan(1.5);
    expect(mae(1)).toBeGreaterThan(mae(0));
    expect(mae(2)).toBeGreaterThan(mae(1));
    expect(tmax?.tolerance).toBe(2);
    expect((await loadDemo(database.db, { timeZone: 'Europe/Rome', now })).observations).toBe(0);
  }, 120_000);
});
