import type { PublishedIssue } from '@bora/shared/public-api';
import { describe, expect, it } from 'vitest';
import { forecastHtml, forecastText, MAIL_VENUES, mailForecast } from './mail-forecast.ts';

const dataType = (id: number, code: string, name: string, unit: string, value_kind: string) => ({
  id,
  code,
  name,
  unit,
  value_kind,
  required: false,
  minimum: null,
  maximum: null,
  decimals: value_kind === 'number' ? 1 : null,
  options: [],
  translations: {},
});

/** A bulletin of two slots (translated), a sky, minimum and maximum, wind and a rest type. */
function issue(venues = 2): PublishedIssue {
  const composition = {
    venues: Array.from({ length: venues }, (_, i) => ({
      id: i + 1,
      code: `v${i + 1}`,
      name: `Venue ${i + 1}`,
      region: '',
      elevation: null,
      latitude: null,
      longitude: null,
    })),
    days: 1,
    slots: [
      {
        code: 'am',
        label: 'Mattina',
        start_hour: 6,
        end_hour: 12,
        translations: { en: { label: 'Morning' } },
      },
      { code: 'pm', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
    ],
    data_types: [
      dataType(1, 'sky', 'Cielo', '', 'icon'),
      dataType(2, 'tmin', 'Temperatura minima', '°C', 'number'),
      dataType(3, 'tmax', 'Temperatura massima', '°C', 'number'),
      dataType(4, 'wdir', 'Direzione del vento', '', 'direction'),
      dataType(5, 'wspd', 'Velocità del vento', 'km/h', 'integer'),
      dataType(6, 'hum', 'Umidità', '%', 'integer'),
    ],
  };
  const value = (venue_id: number, slot: string, data_type_id: number, v: number | string) => ({
    venue_id,
    day: 0,
    slot,
    data_type_id,
    value: v,
    note: '',
    source: 'manual',
    origin: '',
    copied_from: null,
  });
  return {
    issue_date: '2026-12-05',
    composition,
    icons: [{ id: 1, code: 'snow', name: 'Neve', translations: { en: { name: 'Snow' } }, svg: '' }],
    values: [
      value(1, 'am', 1, 'snow'),
      value(1, 'am', 2, -3),
      value(1, 'am', 3, 1.5),
      value(1, 'am', 4, 'WSW'),
      value(1, 'am', 5, 20),
      value(1, 'am', 6, 80),
      value(1, 'pm', 4, 'VRB'),
    ],
  } as unknown as PublishedIssue;
}

describe('the forecast of an e-mail', () => {
  it('writes each venue’s key values per slot, in the language, through the shared formatting', () => {
    const english = mailForecast(issue(), 'en');
    expect(english.days[0]?.heading).toBe('Saturday 5 December 2026');
    expect(english.days[0]?.venues[0]).toEqual({
      name: 'Venue 1',
      lines: ['Morning: Snow · min -3.0 °C · max 1.5 °C · wind WSW 20 km/h', 'Pomeriggio: wind variable'],
    });
    // A venue without values says so with a dash; the rest (humidity) is left to the PDF.
    expect(english.days[0]?.venues[1]?.lines).toEqual(['–']);
    const italian = mailForecast(issue(), 'it');
    expect(italian.days[0]?.venues[0]?.lines[0]).toBe(
      'Mattina: Neve · min -3,0 °C · max 1,5 °C · vento OSO 20 km/h',
    );
    expect(forecastText(italian, 'it')).toContain('SABATO 5 DICEMBRE 2026\n\nVenue 1\n  Mattina: Neve');
  });

  it('lists at most MAIL_VENUES venues, and says how many more the PDF has', () => {
    const many = mailForecast(issue(MAIL_VENUES + 5), 'en');
    expect(many.days[0]?.venues).toHaveLength(MAIL_VENUES);
    expect(many.more).toBe(5);
    expect(forecastHtml(many, 'en')).toContain('And 5 more venues in the bulletin online and in the PDF.');
  });
});
