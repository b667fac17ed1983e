import { daysBetween } from '@bora/shared/agency-time';
import { between, seededRandom } from './seeded-random.ts';

/**
 * The weather the demo bulletins forecast: a made-up but plausible situation for each date,
 * shared by every bulletin (so the national and regional forecasts agree), read at each venue
 * by its latitude and elevation, and by the season and the hour.
 */

/** What the sky shows, as the reference icon set names it (day and night variants apart). */
export type SkyClass =
  | 'clear'
  | 'partly-cloudy'
  | 'overcast-breaks'
  | 'cloudy'
  | 'drizzle'
  | 'showers'
  | 'rain'
  | 'heavy-rain'
  | 'thunderstorm'
  | 'snow';

export const WET_SKIES: readonly SkyClass[] = [
  'drizzle',
  'showers',
  'rain',
  'heavy-rain',
  'thunderstorm',
  'snow',
];

export type DemoVenue = { id: number; latitude: number; elevation: number };
export type DemoSlot = { code: string; start_hour: number; end_hour: number };

export type CellWeather = {
  sky: SkyClass;
  /** The slot is mostly after sunset: night icons where the set has them. */
  night: boolean;
  tmin: number;
  tmax: number;
  /** Millimetres in the slot, 0 when dry. */
  precipitation: number;
  /** Percent. */
  probability: number;
  /** Index of the compass point the wind blows from (0 = N … 15 = NNW), null when variable. */
  windFrom: number | null;
  windSpeed: number;
  /** The strongest gusts, never below the mean wind. */
  windGust: number;
  freezingLevel: number;
  snowLevel: number;
  /** 0 none … 3 the highest. */
  warning: number;
  remark: string;
};

/** The temperature lapse rate of the standard atmosphere, °C per metre. */
export const LAPSE_RATE = 0.0065;

function dayOfYear(date: string): number {
  const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((day - start) / 86_400_000) + 1;
}

/** The season's mean temperature at sea level at a latitude, °C: coldest late January, warmest late July. */
export function seaLevelMean(date: string, latitude: number): number {
  const season = Math.cos((2 * Math.PI * (dayOfYear(date) - 205)) / 365);
  return 14.5 + 9 * season + (44 - latitude) * 0.6;
}

/** Cloud, rain and wind over the country on a date: the same for every bulletin that forecasts it. */
export function situationOn(date: string) {
  const random = seededRandom('situation', date);
  // Fronts come and go over a few days: each date leans towards its neighbours.
  const wave = Math.sin(dayOfYear(date) / 2.3) * 0.35;
  const wet = Math.min(1, Math.max(0, 0.35 + wave + between(random, -0.25, 0.25)));
  return {
    wet,
    cloud: Math.min(1, Math.max(0, wet + between(random, -0.1, 0.35))),
    windFrom: Math.floor(random() * 16),
    wind: between(random, 4, 25) + wet * 20,
    /** How much colder or warmer than the season the air mass is. */
    anomaly: between(random, -3, 3) - wet * 2,
  };
}

function skyOf(cloud: number, wet: number, mean: number, summer: boolean): SkyClass {
  if (wet < 0.45) {
    if (cloud < 0.25) return 'clear';
    if (cloud < 0.5) return 'partly-cloudy';
    return cloud < 0.75 ? 'overcast-breaks' : 'cloudy';
  }
  if (mean <= 1) return 'snow';
  if (wet > 0.85) return summer ? 'thunderstorm' : 'heavy-rain';
  if (wet > 0.7) return 'rain';
  return summer ? 'showers' : 'drizzle';
}

/** How far a slot's temperatures sit from the day's mean, as shares of the day's range. */
function slotSpread(slot: DemoSlot): [number, number] {
  const middle = (slot.start_hour + slot.end_hour) / 2;
  if (middle < 12) return [-0.5, 0.15];
  if (middle < 18) return [0, 0.5];
  return [-0.3, 0.15];
}

/**
 * The weather at a venue in one slot of a date, as forecast on `issueDate` (forecasts of the same
 * date from different issues differ a little, as real ones do).
 */
export function weatherAt(venue: DemoVenue, date: string, slot: DemoSlot, issueDate: string): CellWeather {
  const situation = situationOn(date);
  const local = seededRandom('venue', venue.id, date, slot.code);
  const forecast = seededRandom('forecast', venue.id, date, slot.code, issueDate);
  // A forecast further ahead strays further: from the second day on, by a wider spread and a sky
  // that drifts (from a stream of its own, so that days 0 and 1 stay as they were).
  const ahead = Math.max(0, daysBetween(issueDate, date) - 1);
  const drift = between(seededRandom('drift', venue.id, date, slot.code, issueDate), -0.12, 0.12) * ahead;
  const mountain = venue.elevation > 1000;
  const wet = Math.min(
    1,
    Math.max(0, situation.wet + between(local, -0.15, 0.15) + (mountain ? 0.08 : 0) + drift),
  );
  const cloud = Math.min(1, Math.max(0, situation.cloud + between(local, -0.15, 0.15) + drift));
  const sea = seaLevelMean(date, venue.latitude) + situation.anomaly;
  const mean = sea - LAPSE_RATE * venue.elevation + between(forecast, -1, 1) * (1 + 0.8 * ahead);
  const range = wet > 0.45 ? 4 : 9;
  const [low, high] = slotSpread(slot);
  const tmin = Math.round(mean + low * range);
  const tmax = Math.max(tmin + 1, Math.round(mean + high * range));
  const month = Number(date.slice(5, 7));
  const sky = skyOf(cloud, wet, (tmin + tmax) / 2, month >= 5 && month <= 9);
  const isWet = WET_SKIES.includes(sky);
  const hours = slot.end_hour - slot.start_hour;
  const precipitation = isWet ? Math.max(0.2, Math.round((wet - 0.4) * 40 * (hours / 6) * 10) / 10) : 0;
  const probability = isWet
    ? Math.min(100, Math.round(55 + (wet - 0.45) * 80))
    : Math.max(0, Math.round(wet * 50));
  const windSpeed = Math.round(
    Math.max(0, situation.wind + between(local, -5, 5)) * (1 + venue.elevation / 2500),
  );
  // Gusts from a stream of their own, so that adding them left every other value as it was.
  const windGust = Math.round(windSpeed * between(seededRandom('gust', venue.id, date, slot.code), 1.3, 1.8));
  const jitter = Math.round(between(local, -1, 1));
  const freezingLevel = Math.min(
    5000,
    Math.max(0, Math.round((sea + between(forecast, -1, 1)) / LAPSE_RATE / 50) * 50),
  );
  const warning = (wet > 0.9 ? 1 : 0) + (windSpeed > 60 ? 1 : 0) + (wet > 0.97 && windSpeed > 40 ? 1 : 0);
  const foggy =
    !isWet && venue.elevation < 300 && slot.start_hour < 12 && cloud < 0.5 && (month >= 10 || month <= 2);
  return {
    sky,
    night: slot.start_hour >= 18,
    tmin,
    tmax,
    precipitation,
    probability,
    windFrom: windSpeed < 5 ? null : (situation.windFrom + jitter + 16) % 16,
    windSpeed,
    windGust,
    freezingLevel,
    snowLevel: Math.max(0, Math.round((freezingLevel - 300) / 100) * 100),
    warning,
    remark: foggy ? 'Nebbia o foschia al mattino' : '',
  };
}
