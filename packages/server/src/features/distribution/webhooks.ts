import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import {
  MAX_WEBHOOKS_PER_TYPE,
  SECRET_OVERLAP_HOURS,
  type Webhook,
  type WebhookInput,
  type WebhookPatch,
  type WebhookWithSecret,
} from '@bora/shared/webhook';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { webhooks } from '../../db/schema/distribution.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { type Because, reasonOf } from './delivery-reasons.ts';
import { resolveReceiver, UnreachableReceiver } from './receiver-address.ts';
import { newWebhookSecret, secretPrefix } from './webhook-signing.ts';

export type WebhookRow = typeof webhooks.$inferSelect;

export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    bulletin_type_id: row.bulletinTypeId,
    url: row.url,
    events: row.events,
    languages: row.languages,
    active: row.active,
    disabled_reason: row.disabledReason,
    disabled_because: row.disabledBecause,
    secret_prefix: secretPrefix(row.secret),
    previous_secret_until:
      row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > new Date()
        ? row.previousSecretUntil.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The secrets a try is signed with: the current one, and the previous one while it overlaps. */
export function signingSecrets(row: WebhookRow, now = new Date()): string[] {
  const previous = row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now;
  return previous ? [row.secret, row.previousSecret as string] : [row.secret];
}

/**
 * The bulletin type a webhook belongs to, when the viewer keeps its channels: staff, or a manager of
 * its authority (a national type: staff). 404 for no such type, 403 for anyone else.
 */
export async function typeKeptBy(
  db: Db,
  typeId: number,
  viewer: Viewer,
): Promise<{ id: number; code: string }> {
  const [type] = await db
    .select({ id: bulletinTypes.id, code: bulletinTypes.code, authorityId: bulletinTypes.authorityId })
    .from(bulletinTypes)
    .where(eq(bulletinTypes.id, typeId));
  if (!type) throw new NotFound('No bulletin type with this id.');
  if (!canManageOwned(viewer, type.authorityId))
    throw new Forbidden(
      type.authorityId === null
        ? 'Only staff keep the channels of national bulletin types.'
        : 'Only the managers of its authority keep the channels of this bulletin type.',
      type.authorityId === null ? 'staff_only' : 'managers_only',
    );
  return { id: type.id, code: type.code };
}

export async function listWebhooks(db: Db, typeId: number, viewer: Viewer): Promise<Webhook[]> {
  await typeKeptBy(db, typeId, viewer);
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.bulletinTypeId, typeId))
    .orderBy(webhooks.id);
  return rows.map(toWebhook);
}

export async function getWebhook(db: Db, typeId: number, id: number, viewer: Viewer): Promise<WebhookRow> {
  await typeKeptBy(db, typeId, viewer);
  return findWebhook(db, typeId, id);
}

async function findWebhook(db: Db, typeId: number, id: number): Promise<WebhookRow> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.bulletinTypeId, typeId)));
  if (!row) throw new NotFound('This bulletin type has no webhook with this id.');
  return row;
}

/** Refuses an address whose host leads nowhere or, unless allowed, to a private network. */
async function checkAddress(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ValidationFailed({ url: ['An http:// or https:// address.'] });
  }
  try {
    await resolveReceiver(parsed, allowPrivate);
  } catch (error) {
    if (error instanceof UnreachableReceiver) throw new ValidationFailed({ url: [error.because.text] });
    throw error;
  }
}

async function refuseTaken(tx: Db, typeId: number, url: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.bulletinTypeId, typeId), eq(webhooks.url, url)));
  if (taken && taken.id !== except)
    throw new ValidationFailed({ url: ['This bulletin type already sends to this address.'] });
}

export async function createWebhook(
  db: Db,
  typeId: number,
  input: WebhookInput,
  context: { viewer: Viewer; actor: AuditActor; allowPrivate: boolean },
): Promise<WebhookWithSecret> {
  await typeKeptBy(db, typeId, context.viewer);
  await checkAddress(input.url, context.allowPrivate);
  return db.transaction(async (tx) => {
    // Two managers adding at once count one after the other.
    await lockRow(tx, bulletinTypes, typeId);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhooks)
      .where(eq(webhooks.bulletinTypeId, typeId))) as [{ count: number }];
    if (count >= MAX_WEBHOOKS_PER_TYPE)
      throw new Conflict(
        `This bulletin type has ${MAX_WEBHOOKS_PER_TYPE} webhooks already: remove one first.`,
        {
          code: 'webhook_limit',
          params: { max: MAX_WEBHOOKS_PER_TYPE },
        },
      );
    await refuseTaken(tx, typeId, input.url);
    const secret = newWebhookSecret();
    const [row] = (await tx
      .insert(webhooks)
      .values({
        bulletinTypeId: typeId,
        url: input.url,
        events: input.events,
        languages: input.languages,
        active: input.active,
        secret,
      })
      .returning()) as [WebhookRow];
    await audit(tx, context.actor, null, row);
    return { ...toWebhook(row), secret };
  });
}

/** The webhook a write targets, for `If-Match`. */
export function webhookTarget(typeId: number, id: number): WriteTarget {
  return {
    lock: (tx) => lockRow(tx, webhooks, id),
    current: async (tx) => toWebhook(await findWebhook(tx, typeId, id)),
  };
}

/** Changes a webhook; with `rotate_secret`, the answer carries the new secret, once. */
export async function changeWebhook(
  tx: Db,
  typeId: number,
  id: number,
  patch: WebhookPatch,
  context: { actor: AuditActor; allowPrivate: boolean },
): Promise<Webhook | WebhookWithSecret> {
  const before = await findWebhook(tx, typeId, id);
  if (patch.url !== undefined && patch.url !== before.url) {
    await checkAddress(patch.url, context.allowPrivate);
    await refuseTaken(tx, typeId, patch.url, id);
  }
  const secret = patch.rotate_secret ? newWebhookSecret() : undefined;
  const activating = patch.active === true;
  const [row] = (await tx
    .update(webhooks)
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.languages !== undefined ? { languages: patch.languages } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
      // Turned on again by a manager: the reason it was turned off no longer holds.
      ...(activating ? { disabledReason: '', disabledBecause: null } : {}),
      ...(secret
        ? {
            secret,
            previousSecret: before.secret,
            previousSecretUntil: new Date(Date.now() + SECRET_OVERLAP_HOURS * 3600 * 1000),
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, id))
    .returning()) as [WebhookRow];
  await audit(tx, context.actor, before, row);
  return secret ? { ...toWebhook(row), secret } : toWebhook(row);
}

export async function removeWebhook(tx: Db, typeId: number, id: number, actor: AuditActor): Promise<void> {
  const before = await findWebhook(tx, typeId, id);
  await tx.delete(webhooks).where(eq(webhooks.id, id));
  await audit(tx, actor, before, null);
}

/** Turns a webhook off because its receiver said it is gone (410), with the reason shown to managers. */
export async function disableWebhook(db: Db, id: number, reason: Because): Promise<void> {
  await db
    .update(webhooks)
    .set({
      active: false,
      disabledReason: reason.text,
      disabledBecause: reasonOf(reason),
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, id));
}

/**
 * A webhook's change, in its own record (not the type's history, which anyone may read): the
 * address and what it sends, never the secret.
 */
async function audit(
  tx: Db,
  actor: AuditActor,
  before: WebhookRow | null,
  after: WebhookRow | null,
): Promise<void> {
  const shown = (row: WebhookRow | null) =>
    row && {
      bulletin_type_id: row.bulletinTypeId,
      url: row.url,
      events: row.events,
      languages: row.languages,
      active: row.active,
      secret: secretPrefix(row.secret),
    };
  await recordAudit(tx, {
    entity: 'webhook',
    entityId: (after ?? before)?.id ?? 0,
    action: before ? (after ? 'update' : 'delete') : 'create',
    actor,
    before: shown(before),
    after: shown(after),
  });
}
