import { addDays } from '@bora/shared/agency-time';
import type { BulletinComposition, ValueChange } from '@bora/shared/bulletin';
import { COMPASS_POINTS } from '@bora/shared/data-type-values';
import { type CellWeather, type DemoVenue, type SkyClass, weatherAt } from './weather.ts';

export type DataType = BulletinComposition['data_types'][number];

/** The reference icons each sky stands for, by day and by night. */
const REFERENCE_SKY: Record<SkyClass, [string, string]> = {
  clear: ['clear-day', 'clear-night'],
  'partly-cloudy': ['partly-cloudy-day', 'partly-cloudy-night'],
  'overcast-breaks': ['overcast-day', 'overcast-night'],
  cloudy: ['cloudy', 'cloudy'],
  drizzle: ['drizzle', 'drizzle'],
  showers: ['partly-cloudy-day-rain', 'partly-cloudy-night-rain'],
  rain: ['rain', 'rain'],
  'heavy-rain': ['raindrops', 'raindrops'],
  thunderstorm: ['thunderstorms-rain', 'thunderstorms-rain'],
  snow: ['snow', 'snow'],
};

/** The reference icons of a clear sky, by day and by night: no precipitation falls from it. */
export const CLEAR_SKY_ICONS: readonly string[] = REFERENCE_SKY.clear;

/** The reference icon a sky stands for; `iconFor` turns it into the code of the bulletin's set. */
export function referenceIcon(weather: Pick<CellWeather, 'sky' | 'night'>): string {
  const [day, night] = REFERENCE_SKY[weather.sky];
  return weather.night ? night : day;
}

/** A number kept within its data type's range and decimals. */
function fitted(dataType: DataType, value: number): number {
  const low = dataType.minimum ?? Number.NEGATIVE_INFINITY;
  const high = dataType.maximum ?? Number.POSITIVE_INFINITY;
  const decimals = dataType.value_kind === 'integer' ? 0 : (dataType.decimals ?? 1);
  const factor = 10 ** decimals;
  return Math.round(Math.min(high, Math.max(low, value)) * factor) / factor;
}

/** The value of one data type in a cell, or null when the demo leaves it empty. */
export function cellValue(dataType: DataType, weather: CellWeather, iconFor: (reference: string) => string) {
  switch (dataType.code) {
    case 'sky':
      return iconFor(referenceIcon(weather));
    case 't-min':
      return fitted(dataType, weather.tmin);
    case 't-max':
      return fitted(dataType, weather.tmax);
    case 'precipitation':
      return fitted(dataType, weather.precipitation);
    case 'precip-probability':
      return fitted(dataType, weather.probability);
    case 'wind-direction':
      return weather.windFrom === null ? 'VRB' : (COMPASS_POINTS[weather.windFrom] ?? 'VRB');
    case 'wind-speed':
      return fitted(dataType, weather.windSpeed);
    case 'wind-gust':
      return fitted(dataType, weather.windGust);
    case 'freezing-level':
      return fitted(dataType, weather.freezingLevel);
    case 'snow-level':
      return fitted(dataType, weather.snowLevel);
    case 'warning-level': {
      const option = dataType.options[Math.min(weather.warning, dataType.options.length - 1)];
      return option?.code ?? null;
    }
    case 'remarks':
      return weather.remark || null;
    default:
      throw new Error(`the demo bulletins have no values for the data type ${dataType.code}`);
  }
}

/**
 * Every cell of a bulletin issued on `issueDate`, as the demo forecasts it: one change per venue ×
 * day × slot × data type with a value (the optional remarks only where there is something to say).
 */
export function demoCells(
  composition: BulletinComposition,
  venues: ReadonlyMap<number, DemoVenue>,
  issueDate: string,
  iconFor: (reference: string) => string,
): ValueChange[] {
  const changes: ValueChange[] = [];
  for (const { id } of composition.venues) {
    const venue = venues.get(id);
    if (!venue) throw new Error(`the demo bulletins lack venue ${id}`);
    for (let day = 0; day < composition.days; day++) {
      const date = addDays(issueDate, day);
      for (const slot of composition.slots) {
        const weather = weatherAt(venue, date, slot, issueDate);
        for (const dataType of composition.data_types) {
          const value = cellValue(dataType, weather, iconFor);
          if (value !== null)
            changes.push({ venue_id: id, day, slot: slot.code, data_type_id: dataType.id, value });
        }
      }
    }
  }
  return changes;
}
