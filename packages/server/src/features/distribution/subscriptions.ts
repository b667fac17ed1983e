import type { Subscription, SubscriptionInput } from '@bora/shared/subscription';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions } from '../../db/schema/distribution.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { BadRequest, HttpError, NotFound, ValidationFailed } from '../../lib/errors.ts';
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

/**
 * Someone asks for a public type's bulletins by e-mail. A new or still unconfirmed subscription is
 * sent a confirmation (double opt-in), at most once in 10 minutes and 5 times a day per address, so
 * that nobody can flood someone else's mailbox; a confirmed one is left as it is. The answer is
 * the same whatever happened, so it tells nobody who subscribes.
 */
export async function subscribe(
  db: Db,
  jobs: Jobs,
  input: SubscriptionInput,
  now = new Date(),
): Promise<void> {
  const [type] = await db
    .select({ id: bulletinTypes.id })
    .from(bulletinTypes)
    .where(
      and(
        eq(bulletinTypes.code, input.bulletin_type),
        eq(bulletinTypes.isPublic, true),
        eq(bulletinTypes.active, true),
      ),
    );
  if (!type) throw new ValidationFailed({ bulletin_type: ['No public bulletin type has this code.'] });
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ bulletinTypeId: type.id, email, language: input.language })
      .onConflictDoNothing();
    const [row] = (await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.bulletinTypeId, type.id), eq(subscriptions.email, email)))
      .for('update')) as [SubscriptionRow];
    if (row.confirmedAt) return;
    if (row.lastConfirmationAt && now.getTime() - row.lastConfirmationAt.getTime() < CONFIRMATION_RESEND_MS)
      return;
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
    const sameDay = row.lastConfirmationAt && now.getTime() - row.lastConfirmationAt.getTime() < DAY_MS;
    await tx
      .update(subscriptions)
      .set({
        language: input.language,
        confirmationsSent: sameDay ? row.confirmationsSent + 1 : 1,
        lastConfirmationAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
    await jobs.enqueue(tx, 'mails', [{ data: { kind: 'confirm', subscriptionId: row.id } }]);
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

/** Confirms the subscription a confirmation link names; confirming twice is confirming. */
export async function confirmSubscription(db: Db, secretKey: string, token: string): Promise<Subscription> {
  const read = readToken(secretKey, 'confirm', token);
  if (!read.valid) throw notValid();
  if (read.expired) throw new LinkExpired();
  const [row] = await db
    .update(subscriptions)
    .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(subscriptions.id, read.subscriptionId))
    .returning();
  if (!row) throw new NotFound('This subscription no longer exists: subscribe again.');
  return answer(db, row);
}

/**
 * Ends the subscription an unsubscribe link names (the one in each message, and the one-click
 * `List-Unsubscribe` of RFC 8058); ending one already ended is done too. Answers what was ended.
 */
export async function unsubscribe(db: Db, secretKey: string, token: string): Promise<Subscription | null> {
  const read = readToken(secretKey, 'unsubscribe', token);
  if (!read.valid) throw notValid();
  const [row] = await db.delete(subscriptions).where(eq(subscriptions.id, read.subscriptionId)).returning();
  return row ? { ...(await answer(db, row)), confirmed: false } : null;
}

async function answer(db: Db, row: SubscriptionRow): Promise<Subscription> {
  const [type] = await db
    .select({ code: bulletinTypes.code, name: bulletinTypes.name, translations: bulletinTypes.translations })
    .from(bulletinTypes)
    .where(eq(bulletinTypes.id, row.bulletinTypeId));
  return {
    bulletin_type: type ?? { code: '', name: '', translations: {} },
    email: maskedEmail(row.email),
    language: row.language,
    confirmed: row.confirmedAt !== null,
  };
}
