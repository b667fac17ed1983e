import { type BulletinDetail, bulletinWrittenSchema } from '@bora/shared/bulletin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { patchBody } from '../sheet/pending-draft.ts';
import { textsBody } from '../sheet/texts-draft.ts';
import { type EditorAction, type EditorState, editorReducer } from './editor-state.ts';

/** Where the unsent edits stand, as the status bar says it. */
export type SaveStatus =
  | { kind: 'saved' }
  /** Edits wait for the pause after the last keystroke. */
  | { kind: 'waiting' }
  | { kind: 'saving' }
  /** The server could not be reached: the edits are kept and sent again by themselves at `retryAt` (epoch ms). */
  | { kind: 'offline'; retryAt: number }
  /** The server refused the edits (it says why); they are sent again after the next edit. */
  | { kind: 'refused'; problem: ApiError }
  /** The bulletin is no longer a draft this person may write: nothing more is sent. */
  | { kind: 'closed'; problem: ApiError };

/** The pause after the last edit before it is sent, as a person keeps typing. */
export const AUTOSAVE_DELAY_MS = 1000;
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 30_000;
/** Saves refused as stale in a row before the editor stops and says so (each one read the bulletin again). */
const STALE_TRIES = 3;

type AutosaveOptions = {
  bulletinId: number;
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  /** Reads the bulletin again (after a 412, or a refusal that says it changed). */
  reread: () => Promise<BulletinDetail>;
  /** Called after each save that went through. */
  onSaved: () => void;
  /** False once the bulletin cannot be written: nothing is sent. */
  enabled: boolean;
};

function ifMatch(revision: number) {
  return { 'If-Match': `"${revision}"` };
}

function hasUnsent(s: EditorState): boolean {
  return patchBody(s.sheet.draft, 1) !== null || textsBody(s.texts) !== null;
}

function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * Sends the unsent values and texts as `PATCH …/values/` and `PUT …/texts/` with `If-Match`, one
 * request at a time: a second after the last edit, or at once on `flush()`. A stale revision (412)
 * reads the bulletin again, merges my edits onto it and sends again; an unreachable server is tried
 * again after a growing pause (and when the browser is back online); a refusal waits for the next edit.
 */
export function useAutosave({ bulletinId, state, dispatch, reread, onSaved, enabled }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);
  /** The send on its way, if any: a flush waits for it before sending what is left. */
  const inflight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pause = useRef(RETRY_MIN_MS);
  const live = useRef({ reread, onSaved, dispatch, enabled });
  live.current = { reread, onSaved, dispatch, enabled };
  // The loop below reads the state again at once, before React renders: it applies what it
  // dispatches to its own copy too (the reducer is pure, so React arrives at the same state).
  const apply = useCallback((action: EditorAction) => {
    stateRef.current = editorReducer(stateRef.current, action);
    live.current.dispatch(action);
  }, []);

  const send = useCallback(async (): Promise<void> => {
    if (busy.current || !live.current.enabled) return;
    /** The server is out of reach: the edits are sent again after a pause that doubles each time. */
    const retryLater = () => {
      const wait = pause.current;
      pause.current = Math.min(wait * 2, RETRY_MAX_MS);
      setStatus({ kind: 'offline', retryAt: Date.now() + wait });
      timer.current = setTimeout(() => void send(), wait);
    };
    clearTimeout(timer.current);
    busy.current = true;
    let finished = () => {};
    inflight.current = new Promise((resolve) => (finished = resolve));
    let stale = 0;
    try {
      while (live.current.enabled) {
        const current = stateRef.current;
        const values = patchBody(current.sheet.draft);
        const texts = values ? null : textsBody(current.texts);
        if (!values && !texts) break;
        setStatus({ kind: 'saving' });
        const revision = current.sheet.draft.revision;
        try {
          const written = await apiRequest(`/api/bulletins/${bulletinId}/${values ? 'values' : 'texts'}/`, {
            method: values ? 'PATCH' : 'PUT',
            body: values ?? texts,
            headers: ifMatch(revision),
            schema: bulletinWrittenSchema,
          });
          if (values) apply({ type: 'saved', sent: values, revision: written.revision });
          else if (texts) apply({ type: 'texts-saved', sent: texts, revision: written.revision });
          pause.current = RETRY_MIN_MS;
          stale = 0;
          live.current.onSaved();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.status === 412 && stale < STALE_TRIES) {
            stale++;
            const fresh = await live.current.reread();
            apply({
              type: 'read',
              revision: fresh.revision,
              values: fresh.values,
              texts: fresh.texts,
            });
            continue;
          }
          if (unreachable(error)) {
            retryLater();
            return;
          }
          if (error.status === 409 || error.status === 403 || error.status === 404) {
            setStatus({ kind: 'closed', problem: error });
            void live.current.reread().catch(() => undefined);
            return;
          }
          setStatus({ kind: 'refused', problem: error });
          return;
        }
      }
      setStatus(hasUnsent(stateRef.current) ? { kind: 'waiting' } : { kind: 'saved' });
    } catch (error) {
      // A re-read that could not reach the server: the edits stay and go again later.
      retryLater();
      if (!unreachable(error) && !(error instanceof TypeError)) console.error(error);
    } finally {
      busy.current = false;
      inflight.current = null;
      finished();
    }
  }, [bulletinId, apply]);

  /**
   * Sends what waits now, after the send already on its way; answers the state once the server
   * has answered (or could not be reached): what is still unsent then did not go.
   */
  const flush = useCallback(async (): Promise<EditorState> => {
    while (inflight.current) await inflight.current;
    await send();
    return stateRef.current;
  }, [send]);

  // Each edit (re)starts the pause; a refused save is tried again once something changed.
  const { draft } = state.sheet;
  const textsDraft = state.texts;
  useEffect(() => {
    if (!enabled || busy.current) return;
    if (!hasUnsent({ ...stateRef.current, sheet: { ...stateRef.current.sheet, draft }, texts: textsDraft }))
      return;
    // Offline, the edit is tried at the end of the pause too: the countdown says so.
    // Already waiting, the status stays the same object: the editor is not drawn again for it.
    setStatus((s) =>
      s.kind === 'offline'
        ? { ...s, retryAt: Date.now() + AUTOSAVE_DELAY_MS }
        : s.kind === 'waiting'
          ? s
          : { kind: 'waiting' },
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
  }, [draft, textsDraft, enabled, send]);

  useEffect(() => {
    const now = () => void send();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void send();
    };
    window.addEventListener('online', now);
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', now);
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
      clearTimeout(timer.current);
      // Leaving the screen sends what is left at once.
      void send();
    };
  }, [send]);

  return { status, flush };
}
