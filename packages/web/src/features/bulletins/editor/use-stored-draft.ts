import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftStore, defaultDraftStore, type StoredDraft } from './draft-store.ts';
import type { EditorAction, EditorState } from './editor-state.ts';

/** Unsent edits found in the browser when the bulletin was opened, offered back before anything else. */
export type DraftOffer = { cells: number; languages: number; savedAt: Date } | null;

const SAVE_EVERY_MS = 300;

function isEmpty(draft: StoredDraft): boolean {
  return Object.keys(draft.values.cells).length === 0 && Object.keys(draft.texts.languages).length === 0;
}

/**
 * Keeps the unsent edits of a bulletin in the browser (IndexedDB), so that a reload, a crashed tab
 * or a lost connection never loses them; when the bulletin is opened with some kept, they are
 * offered back (restored onto the current values, conflicts shown) or discarded on request.
 */
export function useStoredDraft(
  bulletinId: number,
  state: EditorState,
  dispatch: (action: EditorAction) => void,
  store: DraftStore = defaultStore,
) {
  const [offer, setOffer] = useState<DraftOffer>(null);
  const found = useRef<StoredDraft | null>(null);
  // Nothing is written over a kept draft until it is restored or discarded.
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let cancelled = false;
    store
      .load(bulletinId)
      .then((draft) => {
        if (cancelled) return;
        if (draft && !isEmpty(draft)) {
          found.current = draft;
          setOffer({
            cells: Object.keys(draft.values.cells).length,
            languages: Object.keys(draft.texts.languages).length,
            savedAt: new Date(draft.saved_at),
          });
        } else setSettled(true);
      })
      .catch(() => !cancelled && setSettled(true));
    return () => {
      cancelled = true;
    };
  }, [bulletinId, store]);

  const { draft } = state.sheet;
  const { texts } = state;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => {
      const kept: StoredDraft = {
        bulletin_id: bulletinId,
        values: draft,
        texts,
        saved_at: new Date().toISOString(),
      };
      void (isEmpty(kept) ? store.remove(bulletinId) : store.save(kept)).catch(() => undefined);
    }, SAVE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [bulletinId, draft, texts, settled, store]);

  const restore = useCallback(() => {
    if (found.current) dispatch({ type: 'restore-stored', stored: found.current });
    found.current = null;
    setOffer(null);
    setSettled(true);
  }, [dispatch]);

  const discard = useCallback(() => {
    found.current = null;
    setOffer(null);
    setSettled(true);
    void store.remove(bulletinId).catch(() => undefined);
  }, [bulletinId, store]);

  return { offer, restore, discard };
}

const defaultStore = defaultDraftStore();

/** Forgets the edits this browser kept of a bulletin, one that is gone (discarded). */
export function forgetStoredDraft(bulletinId: number): Promise<void> {
  return defaultStore.remove(bulletinId);
}
