import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditActor = { id: number; username: string } | null;

export type AuditEntry = {
  entity: string;
  entityId: number;
  action: 'create' | 'update' | 'delete';
  actor: AuditActor;
  before?: unknown;
  after?: unknown;
};

/** Records one change; call it in the same transaction as the change itself. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? 'system',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
