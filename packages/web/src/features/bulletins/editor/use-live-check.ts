import type { BulletinCheck, BulletinDetail, BulletinText } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { NamedIcon } from '@bora/shared/value-names';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { iconMap, problemSentence } from '../check/check-problems.tsx';
import { gridCheck } from '../sheet/grid-check.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';
import { type SheetState, shownCells } from '../sheet/sheet-state.ts';
import type { CellMarks } from './spreadsheet/sheet-view-store.ts';

type LiveCheckOptions = {
  bulletin: BulletinDetail;
  /** The whole grid, hidden columns included: the check covers all of it. */
  layout: SheetLayout;
  sheet: SheetState;
  /** The texts as written now, one per content language. */
  texts: readonly BulletinText[];
  icons: readonly NamedIcon[];
  /** The cells someone else just saved (cellId → their name). */
  flashes: ReadonlyMap<string, string>;
};

/**
 * The check as the cells and texts are now, before they are saved: the list beside the grid (as
 * the server's check reads, at the draft's revision) and the marks on the cells, with the cells
 * someone else just changed. It follows an edit in a render of its own, once the keystroke has
 * painted (`useAfterPaint`), and so does what else stands around the grid (`settledSheet`).
 */
export function useLiveCheck({ bulletin, layout, sheet, texts, icons, flashes }: LiveCheckOptions) {
  const { t } = useTranslation();
  const settledSheet = useAfterPaint(sheet);
  const settledCells = useMemo(() => shownCells(settledSheet), [settledSheet]);
  const iconsByCode = useMemo(() => iconMap(icons), [icons]);
  const iconCodes = useMemo(() => icons.map((icon) => icon.code), [icons]);
  const checkGrid = useMemo(
    () => gridCheck(bulletin.composition, layout, iconCodes, bulletin.issue_date),
    [bulletin.composition, layout, iconCodes, bulletin.issue_date],
  );
  const problems = useMemo(() => checkGrid(settledCells, texts), [checkGrid, settledCells, texts]);
  const problemMarks = useMemo(() => {
    const byCell = new Map<string, { severity: 'error' | 'warning'; text: string }>();
    for (const problem of problems) {
      if (!problem.cell || problem.code === 'required_missing') continue;
      const id = cellId(problem.cell);
      if (!byCell.has(id) || problem.severity === 'error')
        byCell.set(id, {
          severity: problem.severity,
          text: problemSentence(problem, bulletin, t, iconsByCode),
        });
    }
    return byCell;
  }, [problems, bulletin, t, iconsByCode]);
  const marks = useMemo<CellMarks>(() => {
    // A cell that shows my unsent value was not changed under my eyes: it does not flash.
    const pending = settledSheet.draft.cells;
    const theirs = new Map([...flashes].filter(([id]) => !(id in pending)));
    return { problems: problemMarks, flashes: theirs };
  }, [problemMarks, flashes, settledSheet.draft.cells]);
  const revision = sheet.draft.revision;
  const check = useMemo<BulletinCheck>(
    () => ({
      revision,
      passes: !problems.some((p) => p.severity === 'error'),
      errors: problems.filter((p) => p.severity === 'error').length,
      warnings: problems.filter((p) => p.severity === 'warning').length,
      problems,
    }),
    [revision, problems],
  );
  return { settledSheet, settledCells, marks, check };
}
