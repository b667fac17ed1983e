import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jsonRows } from '../db/json-rows.ts';
import { auditLog } from '../db/schema/audit.ts';

export type AuditActor = { id: number; username: string } | null;

/** The name recorded for a change Bora made itself (no actor): the demo data, a command. */
export const SYSTEM_ACTOR = 'system';

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
  await db.insert(auditLog).values(auditRow(entry));
}

/** Records many changes in one statement; call it in the same transaction as the changes. */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const rows = jsonRows(auditLog, AUDITED, entries.map(auditRow));
  await db.execute(sql`insert into ${auditLog} (${rows.columns}) select ${rows.columns} from ${rows.from}`);
}

const AUDITED = ['entity', 'entityId', 'action', 'actorId', 'actorUsername', 'before', 'after'] as const;

function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? SYSTEM_ACTOR,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}
