import { type DocumentLanguage, documentText } from '@bora/shared/document-texts';
import { issueHeadline } from '@bora/shared/issue-headline';
import { localizedName } from '@bora/shared/localized';
import type { PublishedIssue } from '@bora/shared/public-api';
import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import type { BulletinEvent } from '@bora/shared/webhook';
import { escapeHtml } from '../../lib/html.ts';
import { forecastHtml, forecastText, mailForecast } from './mail-forecast.ts';

/**
 * Whose message it is and where the app is: `agency` is the name in the header and the sender's
 * display name (the national agency's, or a bulletin's authority in the subscriber's language);
 * `logo` an image address the message carries itself (`cid:`), never a remote one.
 */
export type MailLook = { agency: string; origin: string; logo?: string };

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
<tr><td style="background:${BRAND};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${logoOf(look)}${escapeHtml(look.agency)}</td></tr>
<tr><td style="padding:24px">${content}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9dadb;font-size:13px;color:#5d7083">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The logo before the name, on a white tile so that a dark logo shows on the band. */
const logoOf = (look: MailLook) =>
  look.logo
    ? `<img src="${escapeHtml(look.logo)}" alt="" height="40" style="height:40px;width:auto;vertical-align:middle;background:#fff;padding:4px;border-radius:4px;margin-right:12px">`
    : '';

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${BRAND};color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(label)}</a></p>`;

/**
 * The confirmation a new subscriber gets: the link that confirms every type asked for at once, and
 * what to do if it was not them.
 */
export function confirmationMessage(
  look: MailLook,
  language: DocumentLanguage,
  typeNames: string[],
  confirmUrl: string,
): MessageParts {
  const say = (key: Parameters<typeof documentText>[1], params?: Record<string, string | number>) =>
    documentText(language, key, params);
  const [only] = typeNames;
  const hours = CONFIRMATION_VALID_HOURS;
  const types = typeNames.map((name) => say('mail.quoted', { name })).join(', ');
  const body =
    typeNames.length === 1
      ? say('mail.confirmBody', { type: only ?? '', hours })
      : say('mail.confirmBodyMany', { types, hours });
  const subject =
    typeNames.length === 1
      ? say('mail.confirmSubject', { type: only ?? '' })
      : say('mail.confirmSubjectMany', { count: typeNames.length });
  const ignore = say('mail.confirmIgnore');
  return {
    subject,
    text: `${body}\n\n${confirmUrl}\n\n${ignore}\n\n-- \n${look.agency}\n`,
    html: framed(
      look,
      language,
      `<p>${escapeHtml(body)}</p>${button(confirmUrl, say('mail.confirmButton'))}<p style="font-size:13px;color:#5d7083;word-break:break-all">${escapeHtml(confirmUrl)}</p>`,
      escapeHtml(ignore),
    ),
  };
}

/**
 * A bulletin as its subscribers get it, in their language, in its authority's name (`look`): the
 * type, date and title, its synopsis, and every day's key values per venue as a phone shows them.
 */
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
  // The title of the subscriber's language only: another language's title is not theirs.
  const texts = issue.texts.find((t) => t.language === language);
  const title = issueHeadline(typeName, issue.issue_date, language, texts?.title);
  const intro =
    event === 'withdrawn'
      ? [say('mail.withdrawnIntro'), issue.withdrawn?.reason ?? ''].filter(Boolean).join(' ')
      : event === 'corrected'
        ? say('mail.correctedIntro', { version: Math.max(1, issue.version - 1) })
        : '';
  // A synopsis not written in their language is read in Italian, as every reader's text falls back.
  const synopsis = (texts ?? issue.texts.find((t) => t.language === 'it'))?.synopsis.trim() ?? '';
  const forecast = mailForecast(issue, language);
  const why = say('mail.why', { type: typeName });

  const text = [
    title,
    intro,
    synopsis,
    forecastText(forecast, language),
    say('mail.attached'),
    `${say('mail.readOnline')}: ${links.page}`,
    `-- \n${look.agency}\n${why}\n${say('mail.unsubscribe')}: ${links.unsubscribe}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const html = framed(
    look,
    language,
    [
      `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
      intro
        ? `<p style="padding:8px 12px;background:#fff3cd;border-left:4px solid #a66300">${escapeHtml(intro)}</p>`
        : '',
      synopsis ? `<p>${escapeHtml(synopsis).replace(/\n/g, '<br>')}</p>` : '',
      forecastHtml(forecast, language),
      `<p>${escapeHtml(say('mail.attached'))}</p>`,
      button(links.page, say('mail.readOnline')),
    ].join('\n'),
    `${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#5d7083">${escapeHtml(say('mail.unsubscribe'))}</a>`,
  );
  return { subject: say(`mail.subject.${event}`, { title }), text, html };
}
