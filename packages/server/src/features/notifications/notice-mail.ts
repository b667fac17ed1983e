import { longDate } from '@bora/shared/date-words';
import { DOCUMENT_LANGUAGES, type DocumentLanguage, documentText } from '@bora/shared/document-texts';
import type { Notification } from '@bora/shared/notification';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notificationMailChoices, notifications } from '../../db/schema/notifications.ts';
import { escapeHtml } from '../../lib/html.ts';
import { button, framed, type MailLook, type MessageParts } from '../distribution/mail-messages.ts';
import type { MailContext } from '../distribution/subscriber-mail.ts';
import { notificationOf } from './repository.ts';

/** What a notification says in a language, as its e-mail's subject and first line. */
function said(notification: Notification, language: DocumentLanguage) {
  const type =
    language === 'en' && notification.type_name_en ? notification.type_name_en : notification.type_name;
  const params = {
    type,
    date: notification.issue_date ? longDate(notification.issue_date, language) : '',
    actor: notification.actor ? notification.actor.name || notification.actor.username : 'Bora',
    comment: notification.comment,
    receiver: notification.receiver,
    time: notification.issue_time,
  };
  return {
    subject: documentText(language, `notice.subject.${notification.kind}`, params),
    body: documentText(language, `notice.body.${notification.kind}`, params),
  };
}

/**
 * A notification by e-mail: in Italian and then in English (people have no language of their
 * own in Bora), with a link to what it is about and to the profile where the choice is made.
 */
export function noticeMessage(look: MailLook, notification: Notification): MessageParts {
  const url = `${look.origin}${notification.link}`;
  const parts = DOCUMENT_LANGUAGES.map((language) => ({ language, ...said(notification, language) }));
  const why = DOCUMENT_LANGUAGES.map((language) => documentText(language, 'notice.why'));
  const [first] = parts;
  return {
    subject: parts.map((part) => part.subject).join(' · '),
    text: `${parts.map((part) => part.body).join('\n\n')}\n\n${url}\n\n-- \n${why.join('\n')}\n${look.agency}\n`,
    html: framed(
      look,
      first?.language ?? 'it',
      parts
        .map(
          (part) =>
            `<p lang="${part.language}">${escapeHtml(part.body)}</p>${button(url, documentText(part.language, 'notice.open'))}`,
        )
        .join(''),
      why.map((line) => escapeHtml(line)).join('<br>'),
    ),
  };
}

/**
 * Sends a notification to its person's address (a job of `notification-mails`), if they still
 * want this kind by e-mail and have an address. A mail server that cannot take it now throws, and
 * the queue tries again later; one that refuses the address for good is given up on.
 */
export async function sendNotice(db: Db, mail: MailContext, notificationId: number): Promise<void> {
  const [row] = await db
    .select({ userId: notifications.userId, kind: notifications.kind, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row?.email) return;
  const [wanted] = await db
    .select()
    .from(notificationMailChoices)
    .where(and(eq(notificationMailChoices.userId, row.userId), eq(notificationMailChoices.kind, row.kind)));
  if (!wanted) return;
  const notification = await notificationOf(db, row.userId, notificationId);
  if (!notification) return;
  const host = new URL(mail.look.origin).hostname;
  const outcome = await mail.mailer.send({
    to: row.email,
    ...noticeMessage(mail.look, notification),
    messageId: `<notice.${notificationId}@${host}>`,
  });
  if (outcome.error && !outcome.refused) throw new Error(outcome.error);
}
