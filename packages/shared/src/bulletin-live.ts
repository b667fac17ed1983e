import { z } from 'zod';
import { bulletinStatusSchema, valueSources } from './bulletin.ts';
import { workflowActions } from './workflow.ts';

/**
 * The events of `GET /api/bulletins/{id}/live/` (server-sent events): the `event:` line names
 * one of LIVE_EVENTS, the `data:` line is its JSON, as the schemas below describe it.
 */
export const LIVE_EVENTS = ['save', 'state', 'presence'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

/** Someone, as the live channel shows them. */
export const livePersonSchema = z.object({ username: z.string(), name: z.string() });
export type LivePerson = z.infer<typeof livePersonSchema>;

/** A cell a save changed, with what it holds now (`value` null: cleared). */
export const liveCellSchema = z.object({
  venue_id: z.number().int(),
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
  value: z.union([z.number(), z.string()]).nullable(),
  note: z.string(),
  /** How the value came and where it began, as a reading of the bulletin says (a cleared cell: `manual`, ''). */
  source: z.enum(valueSources),
  origin: z.string(),
});
export type LiveCell = z.infer<typeof liveCellSchema>;

/**
 * `save`: someone wrote values or texts. `cells` is absent when there were too many to send:
 * the client reads the bulletin again.
 */
export const liveSaveSchema = z.object({
  revision: z.number().int(),
  who: livePersonSchema,
  part: z.enum(['values', 'texts']),
  cells: z.array(liveCellSchema).optional(),
  /** The languages whose texts changed. */
  languages: z.array(z.string()).optional(),
});
export type LiveSave = z.infer<typeof liveSaveSchema>;

/**
 * `state`: a workflow action changed the bulletin (`supersede`: its correction was published;
 * `discard`: the draft was discarded and is gone, `status` the state it was in, or, told to a
 * published version, its correction was discarded). `comment` is absent when too long to send:
 * the bulletin's history has it. `who` is null for a reader who is not signed in, as in the history.
 */
export const liveStateSchema = z.object({
  revision: z.number().int(),
  who: livePersonSchema.nullable(),
  action: z.enum([...workflowActions, 'supersede', 'discard']),
  status: bulletinStatusSchema,
  comment: z.string().optional(),
});
export type LiveState = z.infer<typeof liveStateSchema>;

/** `presence`: who else has the bulletin open (its authority's people and staff only). */
export const livePresenceSchema = z.object({ viewers: z.array(livePersonSchema) });
export type LivePresence = z.infer<typeof livePresenceSchema>;

/** A save or a state change of one bulletin, as it travels between servers. */
export type BulletinSignal =
  | { bulletin: number; event: 'save'; data: LiveSave }
  | { bulletin: number; event: 'state'; data: LiveState };
