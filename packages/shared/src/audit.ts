import { z } from 'zod';

/** One recorded change of an object, as `GET …/{id}/history/` lists it (newest first). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  at: z.string(),
  /** Who made the change; null for a visitor, who is not told, and for a change Bora made itself. */
  actor: z.string().nullable(),
  /** Made by Bora itself (the demo data loaded, a command run on the server), not by a person. */
  by_system: z.boolean(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The fields whose value changed (for an update). */
  changed: z.array(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
