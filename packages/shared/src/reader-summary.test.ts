import { describe, expect, it } from 'vitest';
import { isSpeed, isTemperature, readerSummary, type SummaryDataType } from './reader-summary.ts';

let nextId = 1;
function type(
  code: string,
  name: string,
  value_kind: SummaryDataType['value_kind'],
  unit = '',
): SummaryDataType {
  return { id: nextId++, code, name, value_kind, unit };
}

const sky = type('sky', 'Cielo', 'icon');
const tMin = type('t-min', 'Temperatura minima', 'number', '°C');
const tMax = type('t-max', 'Temperatura massima', 'number', '°C');
const snow = type('snow-level', 'Quota neve', 'integer', 'm');
const direction = type('wind-direction', 'Direzione del vento', 'direction');
const speed = type('wind-speed', 'Velocità del vento', 'integer', 'km/h');
const gust = type('wind-gust', 'Raffiche', 'integer', 'km/h');
const remark = type('remark', 'Nota', 'text');

describe('readerSummary', () => {
  it('reads the demo mountain bulletin: sky, minimum, maximum, wind; the levels and gusts are the rest', () => {
    const summary = readerSummary([sky, tMin, tMax, snow, direction, speed, gust, remark]);
    expect(summary).toEqual({
      sky,
      minimum: tMin,
      maximum: tMax,
      temperature: null,
      direction,
      speed,
      rest: [snow, gust, remark],
    });
  });

  it('knows minimum and maximum by code or name, whatever their order', () => {
    const high = type('t2', 'Temperatura massima', 'number', '°C');
    const low = type('t1', 'Lowest', 'number', '°C');
    const lowByCode = type('tmin', 'Lowest', 'number', '°C');
    expect(readerSummary([high, lowByCode])).toMatchObject({ minimum: lowByCode, maximum: high });
    // The one marked takes its part; the unmarked one fills the other.
    expect(readerSummary([high, low])).toMatchObject({ minimum: low, maximum: high, rest: [] });
  });

  it('takes two unmarked temperatures as minimum then maximum, and a lone one as the temperature', () => {
    const first = type('ta', 'Temperature at dawn', 'number', '°F');
    const second = type('tb', 'Temperature at noon', 'integer', 'K');
    expect(readerSummary([first, second])).toMatchObject({
      minimum: first,
      maximum: second,
      temperature: null,
    });
    expect(readerSummary([second])).toMatchObject({ minimum: null, maximum: null, temperature: second });
  });

  it('leaves a third temperature with the rest', () => {
    const sea = type('sea', 'Temperatura del mare', 'number', '°C');
    expect(readerSummary([tMin, tMax, sea])).toMatchObject({ minimum: tMin, maximum: tMax, rest: [sea] });
  });

  it('pairs the direction with the next speed, else the first speed anywhere; no direction, no wind', () => {
    const knots = type('wind-kt', 'Vento', 'number', 'kn');
    expect(readerSummary([gust, direction, knots])).toMatchObject({ direction, speed: knots, rest: [gust] });
    expect(readerSummary([gust, direction])).toMatchObject({ direction, speed: gust, rest: [] });
    expect(readerSummary([sky, speed])).toMatchObject({ direction: null, speed: null, rest: [speed] });
  });

  it('takes only the first icon as the sky; a temperature unit on a text or category is not a temperature', () => {
    const sea = type('sea-state', 'Mare', 'icon');
    const label = type('t-label', 'Temperatura percepita', 'category', '°C');
    expect(readerSummary([sky, sea, label])).toMatchObject({ sky, minimum: null, rest: [sea, label] });
  });

  it('puts every data type in exactly one part', () => {
    const all = [sky, tMin, tMax, snow, direction, speed, gust, remark];
    const summary = readerSummary(all);
    const parts = [
      summary.sky,
      summary.minimum,
      summary.maximum,
      summary.temperature,
      summary.direction,
      summary.speed,
    ];
    const placed = [...parts.filter((d) => d !== null), ...summary.rest];
    expect(placed).toHaveLength(all.length);
    expect(new Set(placed)).toEqual(new Set(all));
  });
});

describe('units', () => {
  it('knows temperature and speed units however they are written', () => {
    expect(isTemperature(type('a', 'A', 'number', ' °c '))).toBe(true);
    expect(isTemperature(type('a', 'A', 'number', 'mm'))).toBe(false);
    for (const unit of ['km/h', 'm/s', 'kn', 'KT', 'mph'])
      expect(isSpeed(type('a', 'A', 'integer', unit))).toBe(true);
    expect(isSpeed(type('a', 'A', 'integer', 'm'))).toBe(false);
  });
});
