import { cellId } from '@bora/shared/bulletin-check';
import { longDate } from '@bora/shared/date-words';
import { type DocumentLanguage, dayName, documentText } from '@bora/shared/document-texts';
import { localizedName } from '@bora/shared/localized';
import type { PublishedIssue } from '@bora/shared/public-api';
import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import { valueWithUnit } from '@bora/shared/value-text';
import type { BulletinEvent } from '@bora/shared/webhook';
import { escapeHtml } from '../../lib/html.ts';

/** What every message of the agency shows: its name, and where the app is. */
export type MailLook = { agency: string; origin: string };

/** The parts of a message a Mailer sends (besides its receiver and Message-ID). */
export type MessageParts = { subject: string; text: string; html: string };

const BRAND = '#0066cc';

/** The agency's frame around a message's content: a coloured band with its name, the content, a footer. */
export function framed(look: MailLook, language: DocumentLanguage, content: string, footer: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(look.agency)}</title></head>
<body style="margin:0;background:#f2f4f7;font-family:'Titillium Web',Arial,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:640px;background:#fff">
<tr><td style="background:${BRAND};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(look.agency)}</td></tr>
<tr><td style="padding:24px">${content}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9dadb;font-size:13px;color:#5d7083">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${BRAND};color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(label)}</a></p>`;

/** The confirmation a new subscriber gets: the link that confirms, and what to do if it was not them. */
export function confirmationMessage(
  look: MailLook,
  language: DocumentLanguage,
  typeName: string,
  confirmUrl: string,
): MessageParts {
  const say = (key: Parameters<typeof documentText>[1], params?: Record<string, string | number>) =>
    documentText(language, key, params);
  const body = say('mail.confirmBody', { type: typeName, hours: CONFIRMATION_VALID_HOURS });
  const ignore = say('mail.confirmIgnore');
  return {
    subject: say('mail.confirmSubject', { type: typeName }),
    text: `${body}\n\n${confirmUrl}\n\n${ignore}\n\n-- \n${look.agency}\n`,
    html: framed(
      look,
      language,
      `<p>${escapeHtml(body)}</p>${button(confirmUrl, say('mail.confirmButton'))}<p style="font-size:13px;color:#5d7083;word-break:break-all">${escapeHtml(confirmUrl)}</p>`,
      escapeHtml(ignore),
    ),
  };
}

/** A bulletin as its subscribers get it, in their language: its synopsis and its first day's values. */
export function bulletinMessage(
  look: MailLook,
  language: DocumentLanguage,
  event: BulletinEvent,
  issue: PublishedIssue,
  links: { page: string; unsubscribe: string },
): MessageParts {
  const say = (key: Parameters<typeof documentText>[1], params?: Record<string, string | number>) =>
    documentText(language, key, params);
  const typeName = localizedName(issue.bulletin_type, language);
  const texts = issue.texts.find((t) => t.language === language) ?? issue.texts[0];
  const title = texts?.title.trim() || `${typeName} – ${longDate(issue.issue_date, language)}`;
  const intro =
    event === 'withdrawn'
      ? [say('mail.withdrawnIntro'), issue.withdrawn?.reason ?? ''].filter(Boolean).join(' ')
      : event === 'corrected'
        ? say('mail.correctedIntro', { version: Math.max(1, issue.version - 1) })
        : '';
  const synopsis = texts?.synopsis.trim() ?? '';
  const table = firstDayTable(issue, language);
  const why = say('mail.why', { type: typeName });

  const textTable = [table.columns.join(' | '), ...table.rows.map((row) => row.join(' | '))].join('\n');
  const text = [
    title,
    intro,
    synopsis,
    `${table.heading}\n${textTable}`,
    say('mail.attached'),
    `${say('mail.readOnline')}: ${links.page}`,
    `-- \n${why}\n${say('mail.unsubscribe')}: ${links.unsubscribe}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #d9dadb;text-align:left';
  const htmlTable = `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;width:100%">
<caption style="text-align:left;font-weight:bold;padding:8px 0">${escapeHtml(table.heading)}</caption>
<tr>${table.columns.map((c) => `<th scope="col" style="${cell};background:#f2f4f7">${escapeHtml(c)}</th>`).join('')}</tr>
${table.rows.map((row) => `<tr>${row.map((c, i) => (i === 0 ? `<th scope="row" style="${cell}">${escapeHtml(c)}</th>` : `<td style="${cell}">${escapeHtml(c)}</td>`)).join('')}</tr>`).join('\n')}
</table>`;
  const html = framed(
    look,
    language,
    [
      `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
      intro
        ? `<p style="padding:8px 12px;background:#fff3cd;border-left:4px solid #a66300">${escapeHtml(intro)}</p>`
        : '',
      synopsis ? `<p>${escapeHtml(synopsis).replace(/\n/g, '<br>')}</p>` : '',
      htmlTable,
      `<p>${escapeHtml(say('mail.attached'))}</p>`,
      button(links.page, say('mail.readOnline')),
    ].join('\n'),
    `${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#5d7083">${escapeHtml(say('mail.unsubscribe'))}</a>`,
  );
  return { subject: say(`mail.subject.${event}`, { type: typeName, title }), text, html };
}

/** The first day of a bulletin as a compact table: a row per venue, a column per slot and data type. */
function firstDayTable(issue: PublishedIssue, language: DocumentLanguage) {
  const { composition } = issue;
  const icons = new Map(issue.icons.map((icon) => [icon.code, { name: localizedName(icon, language) }]));
  const byCell = new Map(issue.values.map((value) => [cellId(value), value]));
  const several = composition.slots.length > 1;
  const columns = composition.slots.flatMap((slot) =>
    composition.data_types.map((d) => {
      const name = localizedName(d, language);
      return several ? `${slot.label} – ${name}` : name;
    }),
  );
  const rows = composition.venues.map((venue) => [
    venue.name,
    ...composition.slots.flatMap((slot) =>
      composition.data_types.map((dataType) => {
        const value = byCell.get(
          cellId({ venue_id: venue.id, day: 0, slot: slot.code, data_type_id: dataType.id }),
        );
        return value ? valueWithUnit(value.value, dataType, language, icons) : '–';
      }),
    ),
  ]);
  const date = issue.issue_date;
  return {
    heading: documentText(language, 'mail.firstDay', {
      day: `${dayName(date, language)} ${longDate(date, language)}`,
    }),
    columns: [documentText(language, 'venue'), ...columns],
    rows,
  };
}
