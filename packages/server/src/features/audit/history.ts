import type { HistoryEntry } from '@bora/shared/audit';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
}

/** The recorded changes of one object, newest first. */
export async function historyOf(db: Db, entity: string, entityId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actor: row.actorUsername,
    before: row.before ?? null,
    after: row.after ?? null,
    changed: row.action === 'update' ? changedFields(row.before, row.after) : [],
  }));
}
