import {
  type LiveCell,
  type LivePerson,
  type LiveState,
  livePresenceSchema,
  liveSaveSchema,
  liveStateSchema,
} from '@bora/shared/bulletin-live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bulletinKey, bulletinsKey } from './bulletin-keys.ts';

/**
 * The latest change someone else made, as the live channel told it: a save (what was written,
 * and the cells as they now are, absent when there were too many), or a state change (the
 * action, the new state and its comment). `who` is null for a visitor who is not signed in.
 */
export type LiveChange = { at: Date } & (
  | { kind: 'save'; who: LivePerson; part: 'values' | 'texts'; cells?: LiveCell[] }
  | {
      kind: 'state';
      who: LivePerson | null;
      action: LiveState['action'];
      status: LiveState['status'];
      comment?: string;
    }
);

export type BulletinLive = {
  /** Who else has the bulletin open (told to its authority's people and staff only). */
  viewers: LivePerson[];
  lastChange: LiveChange | null;
  /** False while the channel is down; it reconnects by itself. */
  connected: boolean;
};

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Follows `GET /api/bulletins/{id}/live/`: each save or state change refreshes what is cached
 * about the bulletin and the lists, and is reported as `lastChange` unless `me` (a username)
 * made it. When the browser gives up on the stream (the server refused it or went away), it is
 * opened again after a growing pause, and what may have been missed is refreshed.
 */
export function useBulletinLive(id: number | null, me?: string): BulletinLive {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulletinLive>({ viewers: [], lastChange: null, connected: false });

  useEffect(() => {
    // Without server-sent events in the browser the screen still works: it is read when opened.
    if (id === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pause = RECONNECT_MIN_MS;
    let opened = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: bulletinKey(id) });
      // The lists and Home: other bulletins' details are not about this change.
      void queryClient.invalidateQueries({
        queryKey: bulletinsKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    };
    const report = (change: LiveChange) => {
      refresh();
      if (change.who?.username !== me) setState((s) => ({ ...s, lastChange: change }));
    };

    const connect = () => {
      source = new EventSource(`/api/bulletins/${id}/live/`);
      source.onopen = () => {
        // What happened while the stream was down is read again.
        if (opened) refresh();
        opened = true;
        pause = RECONNECT_MIN_MS;
        setState((s) => ({ ...s, connected: true }));
      };
      source.onerror = () => {
        setState((s) => ({ ...s, connected: false }));
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(connect, pause);
        pause = Math.min(pause * 2, RECONNECT_MAX_MS);
      };
      source.addEventListener('save', (event) => {
        const save = liveSaveSchema.safeParse(parsed(event));
        if (!save.success) return refresh();
        const { who, part, cells } = save.data;
        report({ kind: 'save', who, at: new Date(), part, ...(cells ? { cells } : {}) });
      });
      source.addEventListener('state', (event) => {
        const change = liveStateSchema.safeParse(parsed(event));
        if (!change.success) return refresh();
        const { who, action, status, comment } = change.data;
        report({ kind: 'state', who, at: new Date(), action, status, ...(comment ? { comment } : {}) });
      });
      source.addEventListener('presence', (event) => {
        const presence = livePresenceSchema.safeParse(parsed(event));
        if (presence.success) setState((s) => ({ ...s, viewers: presence.data.viewers }));
      });
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
      setState({ viewers: [], lastChange: null, connected: false });
    };
  }, [id, me, queryClient]);

  return state;
}

function parsed(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return null;
  }
}
