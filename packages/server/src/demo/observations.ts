import { addDays, todayIn } from '@bora/shared/agency-time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { observations } from '../db/schema/observations.ts';
import { loadComposition } from '../features/bulletins/composition.ts';
import { type ObservationRecord, upsertObservations } from '../features/observations/repository.ts';
import { cellValue, type DataType } from './bulletin-values.ts';
import { DEMO_TYPE_CODES, demoVenues, iconsByReference } from './bulletins.ts';
import { between, seededRandom } from './seeded-random.ts';
import { type CellWeather, type DemoSlot, type DemoVenue, type SkyClass, weatherAt } from './weather.ts';

/** Days of observations before today: a season. */
export const OBSERVED_DAYS = 90;
export const DEMO_ORIGIN = 'demo: made-up station readings';

/** What is not observed: a probability is a forecast's own, remarks are words. */
const UNOBSERVED = new Set(['precip-probability', 'remarks']);

const SKIES: readonly SkyClass[] = ['clear', 'partly-cloudy', 'overcast-breaks', 'cloudy', 'showers', 'rain'];

/**
 * What a station read at a venue in a slot of a date: the demo's weather of that date as forecast
 * on the day itself, give or take what a forecast misses (a degree or two, a sky one class off a
 * time in five, some rain more or less). A forecast issued days before also carries the spread
 * between issues, so the error grows from lead day 0 to the days after.
 */
function observedWeather(venue: DemoVenue, date: string, slot: DemoSlot): CellWeather {
  const w = weatherAt(venue, date, slot, date);
  const random = seededRandom('observed', venue.id, date, slot.code);
  const tmin = w.tmin + Math.round(between(random, -1.6, 1.6));
  const tmax = Math.max(tmin, w.tmax + Math.round(between(random, -1.6, 1.6)));
  const shift = random();
  const index = SKIES.indexOf(w.sky);
  const sky =
    shift < 0.2 && index >= 0
      ? (SKIES[Math.min(SKIES.length - 1, Math.max(0, index + (shift < 0.1 ? -1 : 1)))] ?? w.sky)
      : w.sky;
  const windSpeed = Math.max(0, Math.round(w.windSpeed + between(random, -6, 6)));
  return {
    ...w,
    sky,
    tmin,
    tmax,
    precipitation:
      w.precipitation > 0 ? Math.round(w.precipitation * between(random, 0.4, 1.6) * 10) / 10 : 0,
    windSpeed,
    windGust: Math.max(windSpeed, Math.round(w.windGust + between(random, -8, 8))),
    windFrom: w.windFrom === null ? null : (w.windFrom + Math.round(between(random, -1, 1)) + 16) % 16,
    freezingLevel: Math.max(0, w.freezingLevel + Math.round(between(random, -4, 4)) * 50),
    snowLevel: Math.max(0, w.snowLevel + Math.round(between(random, -2, 2)) * 100),
  };
}

type Station = {
  venue: DemoVenue;
  slots: DemoSlot[];
  dataTypes: DataType[];
  iconFor: (reference: string) => string;
  /** The first date observed: the season, or the last week for the large type. */
  from: string;
};

/**
 * The extended national type's grid is large (12 000 cells a bulletin) and has a bulletin of
 * yesterday only: its venues are observed for the last week, not the season, which would take
 * the first start seconds more.
 */
const WEEK_ONLY = new Set(['nazionale-esteso']);
const WEEK_DAYS = 8;

/** The venues of each demo type with the slots and data types forecast for it, from the date they are observed. */
async function stations(db: Db, today: string): Promise<Station[]> {
  const types = await db
    .select({ id: bulletinTypes.id, code: bulletinTypes.code })
    .from(bulletinTypes)
    .where(inArray(bulletinTypes.code, [...DEMO_TYPE_CODES]));
  const found: Station[] = [];
  for (const code of DEMO_TYPE_CODES) {
    const type = types.find((t) => t.code === code);
    const loaded = type && (await loadComposition(db, type.id));
    if (!loaded) continue;
    const venues = await demoVenues(db, loaded.composition);
    const iconFor = await iconsByReference(db, loaded.type.iconSetId);
    const dataTypes = loaded.composition.data_types.filter((d) => !UNOBSERVED.has(d.code));
    const from = addDays(today, -(WEEK_ONLY.has(code) ? WEEK_DAYS : OBSERVED_DAYS));
    for (const venue of venues.values())
      found.push({ venue, slots: loaded.composition.slots, dataTypes, iconFor, from });
  }
  return found;
}

/**
 * A season of observations at the demo types' venues, for the slots and data types they forecast
 * (the last OBSERVED_DAYS days, today left out; the large type's venues the last week), so that verification has something to score on
 * a fresh start. Deterministic; a date that has demo observations already is left alone. Answers
 * how many it wrote.
 */
export async function loadDemoObservations(
  db: Db,
  options: { timeZone: string; now: Date },
): Promise<number> {
  const today = todayIn(options.timeZone, options.now);
  const first = addDays(today, -OBSERVED_DAYS);
  const done = new Set(
    (
      await db
        .selectDistinct({ date: observations.observedDate })
        .from(observations)
        .where(sql`${observations.origin} = ${DEMO_ORIGIN} and ${observations.observedDate} >= ${first}`)
    ).map((r) => r.date),
  );
  const dates = Array.from({ length: OBSERVED_DAYS }, (_, i) => addDays(first, i)).filter(
    (d) => !done.has(d),
  );
  if (!dates.length) return 0;
  const all = await stations(db, today);
  let written = 0;
  for (const date of dates) {
    const records: ObservationRecord[] = [];
    // A venue of two types is observed once: the first type's icons name its sky.
    const seen = new Set<string>();
    for (const { venue, slots, dataTypes, iconFor, from } of all) {
      if (date < from) continue;
      for (const slot of slots) {
        const weather = observedWeather(venue, date, slot);
        for (const dataType of dataTypes) {
          const key = `${venue.id}|${slot.code}|${dataType.id}`;
          const value = seen.has(key) ? null : cellValue(dataType, weather, iconFor);
          seen.add(key);
          if (value !== null)
            records.push({ venueId: venue.id, date, slot: slot.code, dataTypeId: dataType.id, value });
        }
      }
    }
    const { created, updated } = await upsertObservations(db, records, {
      source: 'imported',
      origin: DEMO_ORIGIN,
      userId: null,
    });
    written += created + updated;
  }
  return written;
}

/** How many demo observations there are (for the tests). */
export async function demoObservationCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(observations)
    .where(eq(observations.origin, DEMO_ORIGIN));
  return row?.n ?? 0;
}
