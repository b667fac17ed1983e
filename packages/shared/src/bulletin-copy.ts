import { z } from 'zod';
import { bulletinStatusSchema, issueDateSchema } from './bulletin.ts';
import { onCalendarOf } from './bulletin-calendar.ts';
import { idParamSchema } from './id.ts';

/** At most this many bulletins are offered to copy from, newest first. */
export const COPY_SOURCES_LIMIT = 10;

/** `GET /api/bulletins/copy-sources/`: the bulletins a new one of a type for a date can start from. */
export const copySourcesQuerySchema = z.object({
  bulletin_type: idParamSchema,
  issue_date: issueDateSchema,
});

export const copySourceSchema = z.object({
  id: z.number().int(),
  issue_date: z.string(),
  version: z.number().int(),
  status: bulletinStatusSchema,
  /** Its title in the type's first language ('' until written). */
  title: z.string(),
  /** Days from its issue date to the new one: its values move back by as many days. */
  day_shift: z.number().int(),
  /** The cells holding a value in it. */
  value_cells: z.number().int(),
  /** The cells it would carry onto the new bulletin, by the rule a creation applies. */
  carried_cells: z.number().int(),
});
export type CopySource = z.infer<typeof copySourceSchema>;

export const copySourcesSchema = z.object({
  /** The cells of the new bulletin's grid: venues × days × slots × data types. */
  cells: z.number().int(),
  /** What `"previous"` takes: the newest published bulletin before the date; null when none. */
  previous_id: z.number().int().nullable(),
  /**
   * What a new bulletin's form proposes: among the published bulletins offered, the one that would
   * carry the most cells, the newest of those that tie; null when none is published.
   */
  proposed_id: z.number().int().nullable(),
  /** Newest first (issue date, then version); the one `previous_id` names is always among them. */
  results: z.array(copySourceSchema),
});
export type CopySources = z.infer<typeof copySourcesSchema>;

/** What of a type's grid a copy keeps: its horizon and the venues, slots and data types it has now. */
export type CopyTarget = {
  days: number;
  venues: readonly { id: number }[];
  slots: readonly { code: string }[];
  data_types: readonly { id: number }[];
};

/**
 * The cells of a bulletin issued `fromIssueDate` that a new one of `target` for `toIssueDate`
 * receives: moved onto its days on the calendar, within its horizon, at venues, slots and data
 * types the type still has. A creation copies exactly these; the list of sources counts them.
 */
export function carriedOver<T extends { venue_id: number; day: number; slot: string; data_type_id: number }>(
  cells: readonly T[],
  fromIssueDate: string,
  toIssueDate: string,
  target: CopyTarget,
): T[] {
  const venues = new Set(target.venues.map((v) => v.id));
  const slots = new Set(target.slots.map((s) => s.code));
  const dataTypes = new Set(target.data_types.map((d) => d.id));
  return onCalendarOf(cells, fromIssueDate, toIssueDate, target.days).filter(
    (c) => venues.has(c.venue_id) && slots.has(c.slot) && dataTypes.has(c.data_type_id),
  );
}

/** The cells of a grid of `target`: one per venue, day, slot and data type. */
export function gridCells(target: CopyTarget): number {
  return target.venues.length * target.days * target.slots.length * target.data_types.length;
}

/**
 * The source a new bulletin starts from unless its writer picks another: the published one that
 * carries the most of the new grid, the newest first among equals (`sources` are newest first).
 */
export function proposedSource(
  sources: readonly Pick<CopySource, 'id' | 'status' | 'carried_cells'>[],
): number | null {
  let best: (typeof sources)[number] | null = null;
  for (const source of sources) {
    if (source.status !== 'published') continue;
    if (!best || source.carried_cells > best.carried_cells) best = source;
  }
  return best?.id ?? null;
}
