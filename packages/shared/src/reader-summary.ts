/**
 * What a reader sees first of a bulletin, per venue, day and slot: the sky, the lowest and highest
 * temperature, the wind (direction and speed); every other data type is "the rest", shown on demand.
 * Which data types play those parts is read from the composition (kinds and units), never from
 * codes a type happens to use, so that any bulletin type gets a reader's summary.
 */
import type { BulletinComposition } from './bulletin.ts';

/** What the rule needs of a data type. */
export type SummaryDataType = Pick<
  BulletinComposition['data_types'][number],
  'id' | 'code' | 'name' | 'unit' | 'value_kind'
>;

/** The data types of a reader's summary; a part the composition has no type for is null. */
export type ReaderSummary<T extends SummaryDataType> = {
  /** The first icon type: the picture of the sky. */
  sky: T | null;
  minimum: T | null;
  maximum: T | null;
  /** A temperature alone in its composition, neither a minimum nor a maximum. */
  temperature: T | null;
  /** The first direction type: where the wind blows from. */
  direction: T | null;
  /** The wind's speed: the first speed after the direction (the first anywhere if none follows). */
  speed: T | null;
  /** Every other data type, in the composition's order. */
  rest: T[];
};

const TEMPERATURE_UNITS = new Set(['°c', '°f', 'k', 'ºc', 'ºf', 'c', 'f', '°']);
const SPEED_UNITS = new Set([
  'km/h',
  'kmh',
  'km h-1',
  'm/s',
  'ms-1',
  'm s-1',
  'kn',
  'kt',
  'kts',
  'mph',
  'nodi',
]);

const unitOf = (dataType: SummaryDataType) => dataType.unit.trim().toLowerCase();
const isNumber = (dataType: SummaryDataType) =>
  dataType.value_kind === 'number' || dataType.value_kind === 'integer';

/** A number type measured in a temperature unit (°C, °F, K). */
export function isTemperature(dataType: SummaryDataType): boolean {
  return isNumber(dataType) && TEMPERATURE_UNITS.has(unitOf(dataType));
}

/** A number type measured in a speed unit (km/h, m/s, kn, kt, mph). */
export function isSpeed(dataType: SummaryDataType): boolean {
  return isNumber(dataType) && SPEED_UNITS.has(unitOf(dataType));
}

// "t-min", "Tmin", "Temperatura minima", "Minimum temperature"; not "terminal" nor "Massimiliano".
const MINIMUM = /(^|[^a-z])min|min(imum|ima|imo|\b)/i;
const MAXIMUM = /(^|[^a-z])max|max(imum|ima|imo|\b)|massim[ao]\b/i;

/** Whether a type's code or name says it is a minimum or a maximum; null when it says neither or both. */
function extreme(dataType: SummaryDataType): 'minimum' | 'maximum' | null {
  const text = `${dataType.code} ${dataType.name}`;
  const minimum = MINIMUM.test(text);
  const maximum = MAXIMUM.test(text);
  return minimum === maximum ? null : minimum ? 'minimum' : 'maximum';
}

/**
 * The reader's summary of a composition's data types. Temperatures: the ones whose code or name
 * says minimum or maximum; unmarked ones fill the part left, in order (the first two of a
 * composition that marks neither are minimum then maximum); a lone unmarked one is `temperature`.
 * Every data type is in exactly one part.
 */
export function readerSummary<T extends SummaryDataType>(dataTypes: readonly T[]): ReaderSummary<T> {
  const sky = dataTypes.find((d) => d.value_kind === 'icon') ?? null;
  const temperatures = dataTypes.filter(isTemperature);
  let minimum = temperatures.find((d) => extreme(d) === 'minimum') ?? null;
  let maximum = temperatures.find((d) => extreme(d) === 'maximum') ?? null;
  const unmarked = temperatures.filter((d) => extreme(d) === null);
  let temperature: T | null = null;
  if (!minimum && !maximum && unmarked.length === 1) temperature = unmarked[0] ?? null;
  else {
    if (!minimum) minimum = unmarked.shift() ?? null;
    if (!maximum) maximum = unmarked.shift() ?? null;
  }
  const direction = dataTypes.find((d) => d.value_kind === 'direction') ?? null;
  const after = direction ? dataTypes.slice(dataTypes.indexOf(direction) + 1) : [];
  const speed = direction ? (after.find(isSpeed) ?? dataTypes.find(isSpeed) ?? null) : null;
  const taken = new Set([sky, minimum, maximum, temperature, direction, speed].filter((d) => d !== null));
  return {
    sky,
    minimum,
    maximum,
    temperature,
    direction,
    speed,
    rest: dataTypes.filter((d) => !taken.has(d)),
  };
}
