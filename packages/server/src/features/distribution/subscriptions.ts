import { type Subscription, type SubscriptionInput, subscribedCodes } from '@bora/shared/subscription';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions } from '../../db/schema/distribution.ts';
import type { JobData } from '../../jobs/payloads.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { BadRequest, HttpError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { subscriberAddress } from './subscriber-address.ts';
import { readToken } from './subscription-links.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A confirmation is not sent again to one subscription sooner than this. */
const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** Confirmation e-mails one address may be sent in a day, whatever types it is subscribed to. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 24 * 3600 * 1000;

/** An address as the answers show it: enough to recognise, not to harvest (m•••@example.org). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

/** The types one may subscribe to: public and active. */
const subscribable = and(eq(bulletinTypes.isPublic, true), eq(bulletinTypes.active, true));

/**
 * Someone asks for public types' bulletins by e-mail, one type or several at once. The request does
 * the same work whoever the address is, known or new, so that neither its answer nor its time tells
 * who subscribes: the address is read into its one spelling (subscriberAddress), the types are
 * checked, and one job is queued, which records the subscription (subscribe).
 */
export async function askToSubscribe(db: Db, jobs: Jobs, input: SubscriptionInput): Promise<void> {
  const email = subscriberAddress(input.email);
  const codes = subscribedCodes(input);
  const field = input.bulletin_types?.length ? 'bulletin_types' : 'bulletin_type';
  const types = await db
    .select({ id: bulletinTypes.id })
    .from(bulletinTypes)
    .where(and(inArray(bulletinTypes.code, codes), subscribable));
  if (!codes.length || types.length < codes.length)
    throw new ValidationFailed({ [field]: ['No public bulletin type has this code.'] });
  const typeIds = types.map((type) => type.id);
  await db.transaction((tx) =>
    jobs.enqueue(tx, 'subscriptions', [{ data: { email, typeIds, language: input.language } }]),
  );
}

/**
 * Records what askToSubscribe queued (a job of the `subscriptions` queue). The types not yet
 * confirmed are sent one confirmation for all of them (double opt-in), at most once in 10 minutes
 * per subscription and 5 times a day per address, however it was spelt, so that nobody can flood
 * someone else's mailbox; confirmed ones are left as they are.
 */
export async function subscribe(
  db: Db,
  jobs: Jobs,
  asked: JobData['subscriptions'],
  now = new Date(),
): Promise<void> {
  const { email, language } = asked;
  // A type made internal or inactive since the request is left out.
  const typeIds = (
    await db
      .select({ id: bulletinTypes.id })
      .from(bulletinTypes)
      .where(and(inArray(bulletinTypes.id, asked.typeIds), subscribable))
      // Rows are inserted, and their unique keys taken, in one order whoever asks.
      .orderBy(asc(bulletinTypes.id))
  ).map((type) => type.id);
  if (!typeIds.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values(typeIds.map((bulletinTypeId) => ({ bulletinTypeId, email, language })))
      .onConflictDoNothing();
    const rows = (await tx
      .select()
      .from(subscriptions)
      .where(and(inArray(subscriptions.bulletinTypeId, typeIds), eq(subscriptions.email, email)))
      .orderBy(asc(subscriptions.id))
      .for('update')) as SubscriptionRow[];
    const due = rows.filter(
      (row) =>
        !row.confirmedAt &&
        !(
          row.lastConfirmationAt && now.getTime() - row.lastConfirmationAt.getTime() < CONFIRMATION_RESEND_MS
        ),
    );
    const [first] = due;
    if (!first) return;
    const [{ sent }] = (await tx
      .select({ sent: sql<number>`coalesce(sum(${subscriptions.confirmationsSent}), 0)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.email, email),
          gt(subscriptions.lastConfirmationAt, new Date(now.getTime() - DAY_MS)),
        ),
      )) as [{ sent: number }];
    if (sent >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) return;
    // The day's count is the sum over the address's subscriptions: one e-mail counts once, on the
    // first of the subscriptions it confirms.
    for (const row of due) {
      const sameDay = row.lastConfirmationAt && now.getTime() - row.lastConfirmationAt.getTime() < DAY_MS;
      const before = sameDay ? row.confirmationsSent : 0;
      await tx
        .update(subscriptions)
        .set({
          language,
          confirmationsSent: row === first ? before + 1 : before,
          lastConfirmationAt: now,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
    }
    const subscriptionIds = due.map((row) => row.id);
    await jobs.enqueue(tx, 'mails', [
      { data: { kind: 'confirm', subscriptionId: first.id, subscriptionIds } },
    ]);
  });
}

class LinkExpired extends HttpError {
  constructor() {
    super(410, 'Gone', 'This link has expired: subscribe again to get a new one.', undefined, {
      code: 'link_expired',
    });
  }
}

const notValid = () =>
  new BadRequest('This link is not valid: open the one in the e-mail as it is.', { code: 'link_invalid' });

/** Confirms the subscriptions a confirmation link names; confirming twice is confirming. */
export async function confirmSubscription(db: Db, secretKey: string, token: string): Promise<Subscription> {
  const read = readToken(secretKey, 'confirm', token);
  if (!read.valid) throw notValid();
  if (read.expired) throw new LinkExpired();
  const rows = await db
    .update(subscriptions)
    .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`, updatedAt: new Date() })
    .where(inArray(subscriptions.id, read.subscriptionIds))
    .returning();
  if (!rows.length) throw new NotFound('This subscription no longer exists: subscribe again.');
  return answer(db, rows);
}

/**
 * Ends the subscription an unsubscribe link names (the one in each message, and the one-click
 * `List-Unsubscribe` of RFC 8058): one type, whatever else the address is subscribed to; ending
 * one already ended is done too. Answers what was ended.
 */
export async function unsubscribe(db: Db, secretKey: string, token: string): Promise<Subscription | null> {
  const read = readToken(secretKey, 'unsubscribe', token);
  if (!read.valid) throw notValid();
  const rows = await db
    .delete(subscriptions)
    .where(inArray(subscriptions.id, read.subscriptionIds))
    .returning();
  return rows.length ? { ...(await answer(db, rows)), confirmed: false } : null;
}

async function answer(db: Db, rows: SubscriptionRow[]): Promise<Subscription> {
  const ids = rows.map((row) => row.bulletinTypeId);
  const types = await db
    .select({
      id: bulletinTypes.id,
      code: bulletinTypes.code,
      name: bulletinTypes.name,
      translations: bulletinTypes.translations,
    })
    .from(bulletinTypes)
    .where(inArray(bulletinTypes.id, ids))
    .orderBy(asc(bulletinTypes.name));
  const named = types.map(({ id: _, ...type }) => type);
  const [row] = rows as [SubscriptionRow];
  return {
    // The first by name, as `bulletin_types` lists them: the same whichever row came first.
    bulletin_type: named[0] ?? { code: '', name: '', translations: {} },
    bulletin_types: named,
    email: maskedEmail(row.email),
    language: row.language,
    confirmed: row.confirmedAt !== null,
  };
}
