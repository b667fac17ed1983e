import { localizedName } from '@bora/shared/localized';
import type { PublishedIssue } from '@bora/shared/public-api';
import type { BulletinEvent } from '@bora/shared/webhook';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions } from '../../db/schema/distribution.ts';
import { bulletinPdf } from '../bulletins/documents/pdf.ts';
import type { KeptDocuments } from '../bulletins/documents/pdf-kept.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { bulletinMessage, confirmationMessage, type MailLook } from './mail-messages.ts';
import type { Mail, Mailer } from './mailer.ts';
import { confirmationToken, unsubscribeToken } from './subscription-links.ts';
import type { SubscriptionRow } from './subscriptions.ts';

/** What sending e-mail needs of the app. */
export type MailContext = {
  mailer: Mailer;
  /** Signs the unsubscribe links. */
  secretKey: string;
  look: MailLook;
  /** The kept PDFs, attached as they are downloaded. */
  kept: KeptDocuments;
  timeZone: string;
};

/** The one-click unsubscribe address of a subscription (RFC 8058), and the page a person opens. */
export function unsubscribeLinks(mail: MailContext, subscriptionId: number) {
  const token = encodeURIComponent(unsubscribeToken(mail.secretKey, subscriptionId));
  return {
    oneClick: `${mail.look.origin}/api/public/subscriptions/unsubscribe/?token=${token}`,
    page: `${mail.look.origin}/subscribe/unsubscribe?token=${token}`,
  };
}

/**
 * A bulletin's e-mail to one subscriber: the message in their language, the PDF attached (the kept
 * one, the same file as a download), one-click unsubscribe, and a Message-ID that stays the same on
 * every try of the delivery, so that the receiving side can tell a repeat.
 */
export async function subscriberMail(
  db: Db,
  mail: MailContext,
  delivery: { id: number; eventId: string; bulletinId: number; event: BulletinEvent },
  subscription: SubscriptionRow,
  issue: PublishedIssue,
): Promise<Mail> {
  const links = unsubscribeLinks(mail, subscription.id);
  const page = bulletinLinks(mail.look.origin, delivery.bulletinId).page;
  const parts = bulletinMessage(mail.look, subscription.language, delivery.event, issue, {
    page,
    unsubscribe: links.page,
  });
  const pdf = await bulletinPdf(db, mail.kept, {
    id: delivery.bulletinId,
    viewer: null,
    lang: subscription.language,
    acceptLanguage: undefined,
    origin: mail.look.origin,
    timeZone: mail.timeZone,
  });
  const host = new URL(mail.look.origin).hostname || 'bora.invalid';
  return {
    to: subscription.email,
    ...parts,
    messageId: `<${delivery.eventId}.${delivery.id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [
      {
        filename: filenameOf(pdf.disposition),
        content: pdf.bytes,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The file name a Content-Disposition gives (its plain `filename="…"`). */
function filenameOf(disposition: string): string {
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'bulletin.pdf';
}

/**
 * Sends a subscription its confirmation link (a job of the `mails` queue). A subscription confirmed
 * or ended meanwhile is sent nothing; a mail server that is down or says "later" makes the job fail,
 * and the queue tries again.
 */
export async function sendConfirmation(db: Db, mail: MailContext, subscriptionId: number): Promise<void> {
  const [row] = await db
    .select({
      subscription: subscriptions,
      typeName: bulletinTypes.name,
      translations: bulletinTypes.translations,
    })
    .from(subscriptions)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, subscriptions.bulletinTypeId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.subscription.confirmedAt) return;
  const { subscription } = row;
  const token = encodeURIComponent(confirmationToken(mail.secretKey, subscription.id));
  const typeName = localizedName(
    { name: row.typeName, translations: row.translations },
    subscription.language,
  );
  const parts = confirmationMessage(
    mail.look,
    subscription.language,
    typeName,
    `${mail.look.origin}/subscribe/confirm?token=${token}`,
  );
  const host = new URL(mail.look.origin).hostname || 'bora.invalid';
  const outcome = await mail.mailer.send({
    to: subscription.email,
    ...parts,
    messageId: `<confirm.${subscription.id}.${Date.now()}@${host}>`,
  });
  // Refused for good (5xx): trying again would be refused again.
  if (outcome.reason && !outcome.refused) throw new Error(outcome.reason.text);
}
