import type { BulletinComposition, BulletinDetail, BulletinValue } from '@bora/shared/bulletin';
import { readerSummary } from '@bora/shared/reader-summary';
import { valueText, valueWithUnit } from '@bora/shared/value-text';
import type { CellFormat } from '../../components/bulletin/cell-value.tsx';
import type { ValueAt } from '../../components/map/bulletin-map-model.ts';
import type { GridDataType } from '../../lib/bulletin/grid-model.ts';

/** Above this many venues the reader's page opens on its map, and a wide screen offers a search too. */
export const MANY_VENUES = 10;

/** The states read as a reader's page by anyone who may not write them: those the public has read. */
const READ_STATES: readonly BulletinDetail['status'][] = ['published', 'superseded', 'withdrawn'];

/** Whether the bulletin opens on its forecast (the reader's page) rather than on the staff's tools. */
export function readsAsForecast(bulletin: Pick<BulletinDetail, 'status' | 'can_edit'>): boolean {
  return !bulletin.can_edit && READ_STATES.includes(bulletin.status);
}

/** The data types of the reader's summary of this composition. */
export function compositionSummary(composition: BulletinComposition) {
  return readerSummary(composition.data_types);
}

export type ReaderSummaryTypes = ReturnType<typeof compositionSummary>;

/**
 * Whether the reader's layout has anything to show: a type with no sky, temperature or wind has
 * only "the rest", which the grid of every value shows instead.
 */
export function hasSummary(summary: ReaderSummaryTypes): boolean {
  const { rest: _, ...parts } = summary;
  return Object.values(parts).some((part) => part !== null);
}

/** What the reader's layouts (a wide screen's table, a phone's venue) draw a forecast from. */
export type ReaderForecastData = {
  composition: BulletinComposition;
  issueDate: string;
  summary: ReaderSummaryTypes;
  valueAt: ValueAt;
  format: CellFormat;
};

/** One slot of a venue's day as the reader reads it: the values of the summary's parts, written out. */
export type SlotReading = {
  sky: BulletinValue['value'] | undefined;
  /** "3° / 9°", "9°" or "" */
  temperatures: string;
  /** The temperatures said in full: "Minimum 3 °C, maximum 9 °C". */
  temperaturesSpoken: string;
  direction: string | undefined;
  /** "20 km/h" or "" */
  speed: string;
  /** The wind as a text: "SSO 20 km/h", "Variabile", "". */
  wind: string;
  empty: boolean;
};

type Cell = { venue_id: number; day: number; slot: string };

/** What a slot shows of a venue's day, in the UI language. */
export function slotReading(
  cell: Cell,
  summary: ReaderSummaryTypes,
  valueAt: ValueAt,
  format: CellFormat,
): SlotReading {
  const at = (dataType: GridDataType | null) =>
    dataType ? valueAt({ ...cell, data_type_id: dataType.id }) : undefined;
  const degrees = (dataType: GridDataType | null) => {
    const value = at(dataType);
    return dataType && value !== undefined ? `${valueText(value, dataType, format.language)}°` : null;
  };
  const spoken = (dataType: GridDataType | null, key: string) => {
    const value = at(dataType);
    return dataType && value !== undefined
      ? format.t(key, { value: valueWithUnit(value, dataType, format.language) })
      : null;
  };
  const shown = [degrees(summary.minimum), degrees(summary.temperature), degrees(summary.maximum)];
  const said = [
    spoken(summary.minimum, 'bulletin.reader.minimum'),
    spoken(summary.temperature, 'bulletin.reader.temperature'),
    spoken(summary.maximum, 'bulletin.reader.maximum'),
  ];
  const directionValue = at(summary.direction);
  const speedValue = at(summary.speed);
  const direction = summary.direction && directionValue !== undefined ? String(directionValue) : undefined;
  const directionText =
    summary.direction && directionValue !== undefined
      ? valueText(directionValue, summary.direction, format.language)
      : '';
  const speed =
    summary.speed && speedValue !== undefined
      ? valueWithUnit(speedValue, summary.speed, format.language)
      : '';
  const sky = at(summary.sky);
  return {
    sky,
    temperatures: shown.filter((part) => part !== null).join(' / '),
    temperaturesSpoken: said.filter((part) => part !== null).join(', '),
    direction,
    speed,
    wind: [directionText, speed].filter(Boolean).join(' '),
    empty: sky === undefined && shown.every((part) => part === null) && !direction && !speed,
  };
}

/** A venue name as a search compares it: lower case, without accents. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The venues whose name holds what was typed (accents and case aside), those starting with it first. */
export function findVenues<V extends { name: string }>(venues: readonly V[], typed: string): V[] {
  const wanted = folded(typed.trim());
  if (!wanted) return [];
  const found = venues.filter((venue) => folded(venue.name).includes(wanted));
  const starts = (venue: V) => (folded(venue.name).startsWith(wanted) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b));
}
