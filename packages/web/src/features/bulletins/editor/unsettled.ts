import type { CellKey } from '@bora/shared/bulletin-check';
import type { WorkflowAction } from '@bora/shared/workflow';
import { positionOf, type SheetLayout } from '../sheet/sheet-layout.ts';
import type { EditorState } from './editor-state.ts';

/**
 * What the editor holds that the server does not: the server cannot see it, so a workflow action
 * taken now would act on a bulletin other than the one on the screen.
 */
export type Unsettled = {
  /**
   * Cells holding typed text that is no valid value ("xyz" in a number cell), in the grid's order.
   * Such text is kept in the draft and never sent: the server still holds the cell's old value.
   */
  invalid: CellKey[];
  /** Valid cell edits and languages of texts not saved yet (a save on its way, failed or offline). */
  unsent: number;
  /** Cells and texts both I and someone else changed, waiting for my choice. */
  conflicts: number;
  /** Cells and languages kept in this browser from an earlier visit, offered back and not yet taken or let go. */
  kept: number;
};

/**
 * What in the editor's state is not settled with the server, with the edits kept from an earlier
 * visit still on offer; invalid cells are not counted as unsent.
 */
export function unsettledOf(
  state: EditorState,
  layout: SheetLayout,
  offer: { cells: number; languages: number } | null = null,
): Unsettled {
  const invalid: CellKey[] = [];
  let unsentCells = 0;
  for (const { key, mine } of Object.values(state.sheet.draft.cells)) {
    if (mine?.kind === 'invalid') invalid.push(key);
    else unsentCells++;
  }
  const order = (key: CellKey) => {
    const at = positionOf(layout, key);
    return at ? [at.row, at.col] : [Number.MAX_SAFE_INTEGER, 0];
  };
  invalid.sort((a, b) => {
    const [ra = 0, ca = 0] = order(a);
    const [rb = 0, cb = 0] = order(b);
    return ra - rb || ca - cb;
  });
  return {
    invalid,
    unsent: unsentCells + Object.keys(state.texts.languages).length,
    conflicts: state.sheet.conflicts.length + state.textConflicts.length,
    kept: offer ? offer.cells + offer.languages : 0,
  };
}

/** True when the server holds exactly what the editor shows. */
export function isSettled(unsettled: Unsettled): boolean {
  const { invalid, unsent, conflicts, kept } = unsettled;
  return invalid.length === 0 && unsent === 0 && conflicts === 0 && kept === 0;
}

/**
 * Whether the editor refuses the action while the grid is not settled. Submitting and publishing
 * pass the bulletin on as the server holds it, withdrawing and correcting act on what was
 * published: each would go without what is on the screen, so each is refused. Returning is not:
 * it hands the bulletin back as a draft, where what is unsettled is settled (the editor opens for
 * writing again and sends what waits), and it is the way there from a bulletin submitted meanwhile.
 */
export function refusesWhileUnsettled(action: WorkflowAction, unsettled: Unsettled): boolean {
  return action !== 'return' && !isSettled(unsettled);
}
