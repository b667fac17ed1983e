import { z } from 'zod';

/** One recorded change of an object, as `GET …/{id}/history/` lists it (newest first). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  at: z.string(),
  /** Who made the change; null for a visitor, who is not told. */
  actor: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The fields whose value changed (for an update). */
  changed: z.array(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
