import { addDays } from '@bora/shared/agency-time';
import { cellId } from '@bora/shared/bulletin-check';
import { longDate } from '@bora/shared/date-words';
import { type DocumentLanguage, dayName, documentText } from '@bora/shared/document-texts';
import { localizedLabel, localizedName } from '@bora/shared/localized';
import type { PublishedIssue } from '@bora/shared/public-api';
import { readerSummary } from '@bora/shared/reader-summary';
import { valueText, valueWithUnit } from '@bora/shared/value-text';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The venues an e-mail lists: a message past ~100 kB is cut short by some mail clients, and a
 * reader of many venues has the page and the PDF.
 */
export const MAIL_VENUES = 30;

type DataType = PublishedIssue['composition']['data_types'][number];

/** A bulletin's forecast as an e-mail shows it: per day, per venue, a line of key values per slot. */
export type MailForecast = {
  days: { heading: string; venues: { name: string; lines: string[] }[] }[];
  /** The venues left out (past MAIL_VENUES). */
  more: number;
};

/**
 * The key values of every venue and day (the sky's name, minimum and maximum, wind: the reader's
 * summary), in the subscriber's language; a type with none of those shows each of its values by
 * name. Values are written through the shared value formatting, slots and names in the language.
 */
export function mailForecast(issue: PublishedIssue, language: DocumentLanguage): MailForecast {
  const { composition } = issue;
  const icons = new Map(issue.icons.map((icon) => [icon.code, { name: localizedName(icon, language) }]));
  const byCell = new Map(issue.values.map((value) => [cellId(value), value]));
  const summary = readerSummary(composition.data_types);
  const keyed = [summary.sky, summary.minimum, summary.maximum, summary.temperature, summary.direction];
  const hasKeys = keyed.some((d) => d !== null);
  const say = (key: 'mail.minimum' | 'mail.maximum' | 'mail.wind') => documentText(language, key);

  const venues = composition.venues.slice(0, MAIL_VENUES);
  const several = composition.slots.length > 1;
  const days = Array.from({ length: composition.days }, (_, day) => {
    const date = addDays(issue.issue_date, day);
    return {
      heading: `${dayName(date, language)} ${longDate(date, language)}`,
      venues: venues.map((venue) => {
        const lines = composition.slots.flatMap((slot) => {
          const value = (dataType: DataType | null) => {
            if (!dataType) return undefined;
            const cell = { venue_id: venue.id, day, slot: slot.code, data_type_id: dataType.id };
            return byCell.get(cellId(cell))?.value;
          };
          const withUnit = (dataType: DataType | null, label?: string) => {
            const found = value(dataType);
            if (found === undefined || !dataType) return '';
            const text = valueWithUnit(found, dataType, language, icons);
            return label ? `${label} ${text}` : text;
          };
          const parts = hasKeys
            ? [
                withUnit(summary.sky),
                withUnit(summary.minimum, say('mail.minimum')),
                withUnit(summary.maximum, say('mail.maximum')),
                withUnit(summary.temperature),
                wind(value(summary.direction), value(summary.speed)),
              ]
            : composition.data_types.map((d) => withUnit(d, localizedName(d, language)));
          const said = parts.filter(Boolean).join(' · ');
          if (!said) return [];
          return [several ? `${localizedLabel(slot, language)}: ${said}` : said];
        });
        return { name: venue.name, lines: lines.length ? lines : ['–'] };
      }),
    };
  });
  return { days, more: composition.venues.length - venues.length };

  function wind(direction: string | number | undefined, speed: string | number | undefined): string {
    const from =
      direction !== undefined && summary.direction ? valueText(direction, summary.direction, language) : '';
    const how = speed !== undefined && summary.speed ? valueWithUnit(speed, summary.speed, language) : '';
    const both = [from, how].filter(Boolean).join(' ');
    return both ? `${say('mail.wind')} ${both}` : '';
  }
}

/** The forecast as plain text: a day's heading, then each venue and its lines. */
export function forecastText(forecast: MailForecast, language: DocumentLanguage): string {
  const days = forecast.days.map((day) =>
    [
      day.heading.toLocaleUpperCase(language),
      ...day.venues.map((v) => [v.name, ...v.lines.map((l) => `  ${l}`)].join('\n')),
    ].join('\n\n'),
  );
  if (forecast.more) days.push(documentText(language, 'mail.moreVenues', { count: forecast.more }));
  return days.join('\n\n');
}

/**
 * The forecast as HTML a phone shows without scrolling sideways: per day, a one-column table whose
 * rows are the venues, each its name over its lines (no column per slot or data type).
 */
export function forecastHtml(forecast: MailForecast, language: DocumentLanguage): string {
  // A line breaks between its values, never inside one ("max 5 °C", "wind SSW 23 km/h").
  const line = (text: string) =>
    text
      .split(' · ')
      .map((part) => escapeHtml(part).replace(/ /g, '&nbsp;'))
      .join(' · ');
  const row = (venue: MailForecast['days'][number]['venues'][number]) =>
    `<tr><td style="padding:8px 0;border-bottom:1px solid #d9dadb;vertical-align:top;word-break:break-word"><strong>${escapeHtml(venue.name)}</strong><br>${venue.lines.map(line).join('<br>')}</td></tr>`;
  const days = forecast.days.map(
    (day) => `<h2 style="font-size:17px;margin:24px 0 4px">${escapeHtml(day.heading)}</h2>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:15px;line-height:1.4">
${day.venues.map(row).join('\n')}
</table>`,
  );
  if (forecast.more)
    days.push(`<p>${escapeHtml(documentText(language, 'mail.moreVenues', { count: forecast.more }))}</p>`);
  return days.join('\n');
}
