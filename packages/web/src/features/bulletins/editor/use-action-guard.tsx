import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import type { WorkflowAction } from '@bora/shared/workflow';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { PrepareAction } from '../../workflow/components/bulletin-actions.tsx';
import type { CellWords } from '../sheet/cell-input.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';
import { ActionRefusal } from './action-refusal.tsx';
import type { EditorAction, EditorState } from './editor-state.ts';
import { unsentAsText } from './unsent-text.ts';
import { isSettled, refusesWhileUnsettled, unsettledOf } from './unsettled.ts';
import type { DraftOffer } from './use-stored-draft.ts';

type ActionGuardOptions = {
  bulletin: BulletinDetail;
  state: EditorState;
  layout: SheetLayout;
  /** Sends what waits; answers the state once the server has answered. */
  flush: () => Promise<EditorState>;
  offer: DraftOffer;
  readOnly: boolean;
  dispatch: (action: EditorAction) => void;
  onCell: (key: CellKey) => void;
  /** How the unsent values are written for a person to keep. */
  words: CellWords;
};

/**
 * The server cannot see the browser: before a workflow action goes, the editor sends what waits,
 * and refuses the action while a cell holds an invalid value, an edit is unsent, a conflict is
 * unsettled or kept edits are on offer (`unsettled.ts`), saying why beside the actions until it is
 * mended. An action that goes is taken on the revision the editor's last save or read reached.
 */
export function useActionGuard(options: ActionGuardOptions): { prepare: PrepareAction; notice: ReactNode } {
  const { bulletin, state, layout, flush, offer, readOnly, dispatch, onCell, words } = options;
  // Each refusal is a new notice (`n`), announced again even when it says what the last one said.
  const [refused, setRefused] = useState<{ action: WorkflowAction; n: number } | null>(null);
  const offered = useRef(offer);
  offered.current = offer;

  const prepare = useCallback<PrepareAction>(
    async (action) => {
      const now = await flush();
      if (refusesWhileUnsettled(action, unsettledOf(now, layout, offered.current))) {
        setRefused((last) => ({ action, n: (last?.n ?? 0) + 1 }));
        return null;
      }
      setRefused(null);
      return { revision: now.sheet.draft.revision };
    },
    [flush, layout],
  );

  const left = refused ? unsettledOf(state, layout, offer) : null;
  // Once everything is settled the notice has said its part: it goes, and does not come back by itself.
  if (refused && left && isSettled(left)) setRefused(null);

  const copy = () => void navigator.clipboard?.writeText(unsentAsText(bulletin, layout, state, words));
  const discard = () => {
    dispatch({ type: 'discard' });
    focusFirst('section[aria-labelledby="bulletin-actions-heading"] button:not(:disabled)');
  };
  const notice =
    refused && left && !isSettled(left) ? (
      <ActionRefusal
        key={refused.n}
        action={refused.action}
        bulletin={bulletin}
        unsettled={left}
        readOnly={readOnly}
        onCell={onCell}
        onConflicts={() => focusFirst('[aria-labelledby="editor-conflicts-heading"] button')}
        onCopy={copy}
        onDiscard={discard}
      />
    ) : null;
  return { prepare, notice };
}

/** The focus on the first element that matches, once the screen has drawn what was just done. */
function focusFirst(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}
