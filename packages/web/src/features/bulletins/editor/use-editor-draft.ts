import type { BulletinDetail } from '@bora/shared/bulletin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { bulletinCheckKey, bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { bulletinQueryOptions } from '../api/bulletin-query.ts';
import { shownCells } from '../sheet/sheet-state.ts';
import { shownText } from '../sheet/texts-draft.ts';
import { editorReducer, initialEditor, serverText } from './editor-state.ts';
import { useAutosave } from './use-autosave.ts';
import { useStoredDraft } from './use-stored-draft.ts';

/**
 * Whether the actions read with the bulletin disagree with the check as typed now: submitting or
 * publishing blocked by the check while it passes, or not blocked while it fails. After a save that
 * happens, the bulletin is read again for the actions the server now offers.
 */
export function actionsDisagree(actions: BulletinDetail['actions'], passes: boolean): boolean {
  const checked = actions.some((action) => action.action === 'submit' || action.action === 'publish');
  const blocked = actions.some((action) => action.blocked_by === 'check');
  return checked && blocked === passes;
}

/**
 * The draft as this editor holds it: its values and texts with the unsent edits, merged with every
 * fresh read of the bulletin (someone's save, a state change, a reconnect), kept in the browser
 * until saved, and saved as they change. After each save the check is read again, and the
 * bulletin too when its actions disagree with the check as typed, which the screen tells
 * `checkPasses`.
 */
export function useEditorDraft(bulletin: BulletinDetail) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, bulletin, initialEditor);

  useEffect(() => {
    dispatch({ type: 'read', revision: bulletin.revision, values: bulletin.values, texts: bulletin.texts });
  }, [bulletin.revision, bulletin.values, bulletin.texts]);

  const reread = useCallback(
    () => queryClient.fetchQuery({ ...bulletinQueryOptions(bulletin.id), staleTime: 0 }),
    [queryClient, bulletin.id],
  );
  const checkPasses = useRef(false);
  const actions = useRef(bulletin.actions);
  actions.current = bulletin.actions;
  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bulletinCheckKey(bulletin.id) });
    if (actionsDisagree(actions.current, checkPasses.current))
      void queryClient.invalidateQueries({ queryKey: bulletinKey(bulletin.id) });
  }, [queryClient, bulletin.id]);
  const { status, flush } = useAutosave({
    bulletinId: bulletin.id,
    state,
    dispatch,
    reread,
    onSaved,
    enabled: bulletin.can_edit,
  });
  const stored = useStoredDraft(bulletin.id, state, dispatch);

  const cells = useMemo(() => shownCells(state.sheet), [state.sheet]);
  const latestCells = useRef(cells);
  latestCells.current = cells;
  const cellsNow = useCallback(() => latestCells.current, []);
  // Only a change of the texts makes new ones: the grid's edits leave them as they were.
  const { languages } = bulletin.composition;
  const { texts: textsDraft, serverTexts } = state;
  const texts = useMemo(
    () => languages.map((lang) => shownText(textsDraft, serverText({ serverTexts }, lang))),
    [languages, textsDraft, serverTexts],
  );
  return { state, dispatch, status, flush, stored, checkPasses, cells, cellsNow, texts };
}
