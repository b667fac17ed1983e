import { localizedName } from '@bora/shared/localized';
import type { PublishedIssue } from '@bora/shared/public-api';
import type { BulletinEvent } from '@bora/shared/webhook';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentCache } from '../../caches/bulletin-documents.ts';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions } from '../../db/schema/distribution.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { documentFilename } from '../documents/export.ts';
import { bulletinPdf, OWN_RENDER } from '../documents/pdf.ts';
import { authorityLogo } from '../documents/pdf-store.ts';
import { mailLogo } from './mail-logo.ts';
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
  kept: DocumentCache;
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
 * A bulletin's e-mail to one subscriber: the message in their language and in its authority's name
 * (header, logo and sender's display name), the PDF attached under the name it downloads with (the
 * kept one, the same file), one-click unsubscribe, and a Message-ID that stays the same on every try
 * of the delivery, so that the receiving side can tell a repeat.
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
  const logo = await mailLogo(await authorityLogo(db, issue.authority.id));
  const look = {
    agency: localizedName(issue.authority, subscription.language),
    origin: mail.look.origin,
    ...(logo ? { logo: `cid:${logo.cid}` } : {}),
  };
  const parts = bulletinMessage(look, subscription.language, delivery.event, issue, {
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
    render: OWN_RENDER,
  });
  const host = new URL(mail.look.origin).hostname || 'bora.invalid';
  return {
    to: subscription.email,
    ...parts,
    fromName: look.agency,
    messageId: `<${delivery.eventId}.${delivery.id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [
      {
        filename: documentFilename(issue, 'pdf'),
        content: pdf.bytes,
        contentType: 'application/pdf',
      },
      ...(logo ? [logo] : []),
    ],
  };
}

/**
 * Sends the confirmation of the subscriptions asked for together (a job of the `mails` queue): one
 * link confirms them all. Those confirmed or ended meanwhile are left out, and none left is sent
 * nothing; a mail server that is down or says "later" makes the job fail, and the queue tries again.
 */
export async function sendConfirmation(db: Db, mail: MailContext, subscriptionIds: number[]): Promise<void> {
  const rows = await db
    .select({
      subscription: subscriptions,
      typeName: bulletinTypes.name,
      translations: bulletinTypes.translations,
    })
    .from(subscriptions)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, subscriptions.bulletinTypeId))
    .where(and(inArray(subscriptions.id, subscriptionIds), isNull(subscriptions.confirmedAt)))
    .orderBy(asc(bulletinTypes.name));
  const [first] = rows;
  if (!first) return;
  const { subscription } = first;
  const token = encodeURIComponent(
    confirmationToken(
      mail.secretKey,
      rows.map((row) => row.subscription.id),
    ),
  );
  const typeNames = rows.map((row) =>
    localizedName({ name: row.typeName, translations: row.translations }, subscription.language),
  );
  const parts = confirmationMessage(
    mail.look,
    subscription.language,
    typeNames,
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
