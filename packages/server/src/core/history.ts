import type { HistoryEntry } from '@bora/shared/audit';
import type { Viewer } from '@bora/shared/permissions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';
import { SYSTEM_ACTOR } from './audit.ts';

function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
}

/**
 * The recorded changes of one object, newest first, as the viewer may see them: the entities
 * given are the object's own record and whatever parts of it the viewer may read (an
 * authority's member changes only for those who see its members), and who made a change is
 * named only to signed-in people; a change Bora made itself is marked as such to everyone.
 */
export async function historyOf(
  db: Db,
  entities: string | string[],
  entityId: number,
  viewer: Viewer,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entity, [entities].flat()), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map((row) => {
    // A person's row keeps their id until they are deleted; Bora's own never had one.
    const bySystem = row.actorId === null && row.actorUsername === SYSTEM_ACTOR;
    return {
      id: row.id,
      action: row.action,
      at: row.at.toISOString(),
      actor: viewer && !bySystem ? row.actorUsername : null,
      by_system: bySystem,
      before: row.before ?? null,
      after: row.after ?? null,
      changed: row.action === 'update' ? changedFields(row.before, row.after) : [],
    };
  });
}
