import type { BulletinDetail } from '@bora/shared/bulletin';
import { useEffect, useMemo, useRef } from 'react';
import { useRememberedChoice } from '../../../lib/use-remembered-choice.ts';
import { useHiddenColumns } from '../grid/use-hidden-columns.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';

/**
 * The editor's workspace: the whole grid, which the check, the autosave and the actions cover, and
 * the part in sight (the columns chosen); whether the check stands beside the grid (remembered on
 * this browser); and the page brought to the bulletin's line as the editor opens, the grid under it.
 */
export function useEditorWorkspace(bulletin: BulletinDetail) {
  const layout = useMemo(() => sheetLayout(bulletin.composition), [bulletin.composition]);
  const columns = useHiddenColumns(bulletin.composition, bulletin.bulletin_type.id);
  const { hidden } = columns;
  const shownLayout = useMemo(
    () => sheetLayout(bulletin.composition, hidden),
    [bulletin.composition, hidden],
  );
  const [checkShown, setCheckShown] = useRememberedChoice('bora-editor-check', true);
  const top = useRef<HTMLDivElement>(null);
  // A spreadsheet is a workspace: opened, the page goes to the bulletin's line, the grid under it.
  useEffect(() => {
    if (window.scrollY === 0) top.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return { layout, shownLayout, columns, checkShown, setCheckShown, top };
}
