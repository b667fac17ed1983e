import type { DraftStore, StoredDraft } from './draft-store.ts';

/** The edits a test's browser keeps, by bulletin; a test empties it first, so that none is left from the last. */
export const keptDrafts = new Map<number, StoredDraft>();

/**
 * The browser's store of unsent edits as a test sees it, in `keptDrafts`: what `defaultDraftStore`
 * answers once a test file mocks `draft-store.ts` with it.
 */
export function keptDraftStore(): DraftStore {
  return {
    load: async (id) => structuredClone(keptDrafts.get(id) ?? null),
    save: async (draft) => void keptDrafts.set(draft.bulletin_id, structuredClone(draft)),
    remove: async (id) => void keptDrafts.delete(id),
  };
}
