import type { BulletinComposition, BulletinValue } from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import { type GridDataType, indexValues } from '../../lib/bulletin/grid-model.ts';
import { type CellFormat, cellText } from '../bulletin/cell-value.tsx';

/** A cell's value as the grid holds it now (the editor's unsent edits included), if it has one. */
export type ValueAt = (cell: CellKey) => BulletinValue['value'] | undefined;

/** The values of a bulletin as read. */
export function readValueAt(values: readonly BulletinValue[]): ValueAt {
  const byCell = indexValues(values);
  return (cell) => byCell.get(cellId(cell))?.value;
}

export type MapVenue = BulletinComposition['venues'][number];

/** What the map shows: the values of one day and slot, and which numbers beside each icon. */
export type MapChoices = {
  day: number;
  slot: string;
  /** Data type ids of the numbers shown, in the composition's order. */
  numbers: number[];
};

/** The numbers a marker can show next to its icon: more than this crowds the map. */
export const MAX_NUMBERS = 3;

const TEMPERATURE = /^°[CF]$/;

/** The data types whose values are numbers, which a marker can show. */
export function numberTypes(composition: BulletinComposition): GridDataType[] {
  return composition.data_types.filter((d) => d.value_kind === 'number' || d.value_kind === 'integer');
}

/**
 * The map as it first opens: the issue date's first slot, with the temperatures (minimum and maximum,
 * as a weather map shows them) or else the first number.
 */
export function defaultChoices(composition: BulletinComposition): MapChoices {
  const numbers = numberTypes(composition);
  const temperatures = numbers.filter((d) => TEMPERATURE.test(d.unit)).slice(0, 2);
  return {
    day: 0,
    slot: composition.slots[0]?.code ?? '',
    numbers: (temperatures.length ? temperatures : numbers.slice(0, 1)).map((d) => d.id),
  };
}

/** The URL's names of the map's choices, beside `view=map`. */
const PARAMS = { day: 'map_day', slot: 'map_slot', numbers: 'map_numbers' } as const;

/**
 * The map's choices a link carries (`?view=map&map_day=1&map_slot=pomeriggio&map_numbers=3,4`);
 * what is missing, or names no day, slot or number data type of the composition, is the default's.
 */
export function choicesFromParams(composition: BulletinComposition, params: URLSearchParams): MapChoices {
  const fallback = defaultChoices(composition);
  const day = Number(params.get(PARAMS.day) ?? Number.NaN);
  const slot = params.get(PARAMS.slot);
  const numbered = new Set(numberTypes(composition).map((d) => d.id));
  const asked = params.get(PARAMS.numbers);
  const numbers = asked === null ? fallback.numbers : asked.split(',').filter(Boolean).map(Number);
  return {
    day: Number.isInteger(day) && day >= 0 && day < composition.days ? day : fallback.day,
    slot: composition.slots.some((each) => each.code === slot) ? (slot as string) : fallback.slot,
    numbers: numbers.every((id) => numbered.has(id))
      ? [...new Set(numbers)].slice(0, MAX_NUMBERS)
      : fallback.numbers,
  };
}

/** The URL's parameters with the map's choices written in. */
export function withChoices(params: URLSearchParams, choices: MapChoices): URLSearchParams {
  const changed = new URLSearchParams(params);
  changed.set(PARAMS.day, String(choices.day));
  changed.set(PARAMS.slot, choices.slot);
  changed.set(PARAMS.numbers, choices.numbers.join(','));
  return changed;
}

/** The data type a marker draws as its picture, and the one its arrow is: the first of each kind. */
export function markerTypes(composition: BulletinComposition) {
  const icon = composition.data_types.find((d) => d.value_kind === 'icon');
  const direction = composition.data_types.find((d) => d.value_kind === 'direction');
  return { icon, direction };
}

/** A venue's marker: its values of the chosen day and slot, and the sentence that names it. */
export type MarkerContent = {
  icon: BulletinValue['value'] | undefined;
  /** The numbers as one line: "3 / 9 °C" when they share a unit, "3 °C · 20 km/h" otherwise. */
  numbers: string;
  direction: BulletinValue['value'] | undefined;
  /** The marker's accessible name: "Belluno: Clear sky, 3 / 9 °C, Wind direction NE". */
  label: string;
};

const DASH = '–';

/** What a venue's marker shows for the chosen day, slot and numbers. */
export function markerContent(
  venue: MapVenue,
  choices: MapChoices,
  composition: BulletinComposition,
  valueAt: ValueAt,
  format: CellFormat,
): MarkerContent {
  const at = (dataType: GridDataType) =>
    valueAt({ venue_id: venue.id, day: choices.day, slot: choices.slot, data_type_id: dataType.id });
  const { icon: iconType, direction: directionType } = markerTypes(composition);
  const shown = numberTypes(composition).filter((d) => choices.numbers.includes(d.id));
  const icon = iconType ? at(iconType) : undefined;
  const direction = directionType ? at(directionType) : undefined;
  const text = (dataType: GridDataType) => {
    const value = at(dataType);
    return value === undefined ? DASH : cellText(value, dataType, format);
  };
  const units = new Set(shown.map((d) => d.unit));
  const numbers =
    units.size === 1
      ? withUnit(shown.map(text).join(' / '), shown[0]?.unit ?? '')
      : shown.map((d) => withUnit(text(d), d.unit)).join(' · ');
  const parts = [
    iconType ? (icon === undefined ? DASH : (format.icons.get(String(icon))?.name ?? String(icon))) : null,
    shown.length ? numbers : null,
    directionType && direction !== undefined
      ? `${directionType.name} ${cellText(direction, directionType, format).replace('↓ ', '')}`
      : null,
  ];
  const values = parts.filter((part): part is string => part !== null);
  const empty = icon === undefined && direction === undefined && shown.every((d) => at(d) === undefined);
  const label = `${venue.name}: ${empty ? format.t('bulletin.map.noValues') : values.join(', ')}`;
  return { icon, numbers: shown.length ? numbers : '', direction, label };
}

function withUnit(text: string, unit: string): string {
  return unit && text !== DASH ? `${text} ${unit}` : text;
}

/** The venues the map places, and those it cannot (a snapshot from before venues had places). */
export function placedVenues(composition: BulletinComposition) {
  const placed: (MapVenue & { latitude: number; longitude: number })[] = [];
  const unplaced: MapVenue[] = [];
  for (const venue of composition.venues) {
    const { latitude, longitude } = venue;
    if (latitude === null || longitude === null) unplaced.push(venue);
    else placed.push({ ...venue, latitude, longitude });
  }
  return { placed, unplaced };
}

/** The cell a marker takes the grid to: the venue's, on the day and slot shown, in the column of its picture. */
export function markerCell(venue: MapVenue, choices: MapChoices, composition: BulletinComposition): CellKey {
  const { icon } = markerTypes(composition);
  const dataType = icon ?? composition.data_types.find((d) => choices.numbers.includes(d.id));
  return {
    venue_id: venue.id,
    day: choices.day,
    slot: choices.slot,
    data_type_id: dataType?.id ?? composition.data_types[0]?.id ?? 0,
  };
}
