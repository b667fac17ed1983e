import { type BulletinHistoryEntry, cellChangeSchema, textChangeSchema } from '@bora/shared/bulletin-history';
import type { ListQuery } from '@bora/shared/pagination';
import type { Viewer } from '@bora/shared/permissions';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { visibleBulletin } from '../bulletins/fetch.ts';
import { type EventRow, eventsOf } from '../bulletins/history-repository.ts';
import { actorAsSeen, isInsider, PUBLIC_EVENT_KINDS } from '../bulletins/visibility.ts';

/** What events keep in `details`, as written since the bulletins began (a texts save once kept only its languages). */
const detailsSchema = z
  .object({
    cells: z.array(cellChangeSchema),
    texts: z.array(textChangeSchema),
    languages: z.array(z.string()),
    copied_from_id: z.number().int().nullable(),
    copied_cells: z.number().int(),
    corrects_id: z.number().int(),
    superseded_by_id: z.number().int(),
    discarded_id: z.number().int(),
    origin: z.string(),
    kept_manual: z.number().int(),
  })
  .partial();

function toEntry(row: EventRow, viewer: Viewer): BulletinHistoryEntry {
  const parsed = detailsSchema.safeParse(row.details ?? {});
  const details = parsed.success ? parsed.data : {};
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor: actorAsSeen(viewer, row.actorUsername, row.actorName),
    from_status: row.fromStatus,
    to_status: row.toStatus,
    revision: row.revision,
    comment: row.comment,
    cells: details.cells ?? [],
    texts:
      details.texts ?? (details.languages ?? []).map((language) => ({ language, fields: [], venue_ids: [] })),
    related_id:
      details.copied_from_id ??
      details.corrects_id ??
      details.superseded_by_id ??
      details.discarded_id ??
      null,
    copied_cells: details.copied_cells ?? null,
    origin: details.origin ?? null,
    kept_manual: details.kept_manual ?? null,
  };
}

/** A page of what happened to a bulletin the viewer may see (else 404), newest first. */
export async function historyOf(db: Db, id: number, viewer: Viewer, query: ListQuery) {
  const view = await visibleBulletin(db, id, viewer);
  const insider = isInsider(view, viewer);
  const { count, rows } = await eventsOf(db, id, query, insider ? undefined : PUBLIC_EVENT_KINDS);
  return { count, results: rows.map((row) => toEntry(row, viewer)) };
}
