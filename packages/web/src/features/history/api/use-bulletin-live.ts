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
import { bulletinKey, bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { followStream } from '../../../lib/event-stream.ts';

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

/**
 * Follows `GET /api/bulletins/{id}/live/`: each save or state change refreshes what is cached
 * about the bulletin and the lists (a discarded draft's, the lists only: it is gone, and its screen
 * stays to say so), and is reported as `lastChange` unless `me` (a username) made it. When the stream comes back after being down, what may have been missed is refreshed.
 */
export function useBulletinLive(id: number | null, me?: string): BulletinLive {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulletinLive>({ viewers: [], lastChange: null, connected: false });

  useEffect(() => {
    if (id === null) return;
    /** `gone`: the bulletin was discarded, and is not read again (it would answer 404). */
    const refresh = (gone = false) => {
      if (!gone) void queryClient.invalidateQueries({ queryKey: bulletinKey(id) });
      // The lists and Home: other bulletins' details are not about this change.
      void queryClient.invalidateQueries({
        queryKey: bulletinsKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    };
    const report = (change: LiveChange) => {
      refresh(change.kind === 'state' && change.action === 'discard' && change.status === 'draft');
      if (change.who?.username !== me) setState((s) => ({ ...s, lastChange: change }));
    };

    const close = followStream(`/api/bulletins/${id}/live/`, {
      onOpen: (reopened) => {
        // What happened while the stream was down is read again.
        if (reopened) refresh();
        setState((s) => ({ ...s, connected: true }));
      },
      onDown: () => setState((s) => ({ ...s, connected: false })),
      events: {
        save: (data) => {
          const save = liveSaveSchema.safeParse(data);
          if (!save.success) return refresh();
          const { who, part, cells } = save.data;
          report({ kind: 'save', who, at: new Date(), part, ...(cells ? { cells } : {}) });
        },
        state: (data) => {
          const change = liveStateSchema.safeParse(data);
          if (!change.success) return refresh();
          const { who, action, status, comment } = change.data;
          report({ kind: 'state', who, at: new Date(), action, status, ...(comment ? { comment } : {}) });
        },
        presence: (data) => {
          const presence = livePresenceSchema.safeParse(data);
          if (presence.success) setState((s) => ({ ...s, viewers: presence.data.viewers }));
        },
      },
    });
    return () => {
      close();
      setState({ viewers: [], lastChange: null, connected: false });
    };
  }, [id, me, queryClient]);

  return state;
}
