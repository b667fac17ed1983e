import type { BulletinDetail } from '@bora/shared/bulletin';
import { memo } from 'react';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { ComparedCells } from '../../history/compare/compared-cells.tsx';
import { useSourceTint } from '../grid/source-tint.tsx';
import type { HiddenColumnsChoice } from '../grid/use-hidden-columns.ts';
import type { SheetCells } from '../sheet/sheet-cells.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';
import type { SheetState } from '../sheet/sheet-state.ts';
import { CellBar } from './cell-bar.tsx';
import { EditorGridBar } from './editor-grid-bar.tsx';
import type { EditorState } from './editor-state.ts';
import { WithSelection } from './spreadsheet/selection-store.ts';
import { SheetGrid } from './spreadsheet/sheet-grid.tsx';
import type { CellMarks } from './spreadsheet/sheet-view-store.ts';
import type { useCellFocus } from './use-cell-focus.ts';
import { useCellSources } from './use-cell-sources.ts';
import type { useDraftEdits } from './use-draft-edits.ts';

type EditorSheetProps = {
  bulletin: BulletinDetail;
  readOnly: boolean;
  /** The draft's revision, which the changed cells of a comparison are marked as of. */
  revision: number;
  /** The whole grid, and the part in sight with the columns chosen. */
  layout: SheetLayout;
  shownLayout: SheetLayout;
  columns: HiddenColumnsChoice;
  /** The cells as typed, and as the screen last settled on them (`useLiveCheck`). */
  cells: SheetCells;
  settledSheet: SheetState;
  settledCells: SheetCells;
  cellsNow: () => SheetCells;
  marks: CellMarks;
  icons: readonly GridIcon[];
  /** The venue notes in the content language shown. */
  notes: Record<string, string>;
  /** Sends what waits. */
  flush: () => Promise<EditorState>;
  edits: ReturnType<typeof useDraftEdits>;
  focus: ReturnType<typeof useCellFocus>;
};

/**
 * The draft's spreadsheet with what stands on it: the bar of tools over it, the bar of the cell
 * selected, and the grid, whose cells a comparison marks; leaving the grid sends what was typed.
 */
export function EditorSheet(props: EditorSheetProps) {
  const { bulletin, readOnly, shownLayout, cellsNow, marks, icons, edits, focus } = props;
  const { selection } = focus;
  const [tinted, setTinted] = useSourceTint();
  const sources = useCellSources(props.settledSheet, tinted);
  return (
    <ComparedCells bulletin={bulletin} revision={props.revision}>
      <EditorGridBar
        bulletin={bulletin}
        readOnly={readOnly}
        shownLayout={shownLayout}
        layout={props.layout}
        selection={selection}
        cellsNow={cellsNow}
        icons={icons}
        onEdit={edits.onEdit}
        tinted={tinted}
        onTinted={setTinted}
        counts={sources.counts}
        columns={props.columns}
        flush={props.flush}
      />
      <WithSelection store={selection}>
        {(selected) => (
          <Bar
            bulletin={bulletin}
            layout={shownLayout}
            cells={props.settledCells}
            cellsNow={cellsNow}
            sourceOf={sources.sourceOf}
            selection={selected}
            marks={marks}
            icons={icons}
            readOnly={readOnly}
            onEdit={edits.onEdit}
            noteRef={focus.noteRef}
            onNoteDone={focus.backToGrid}
          />
        )}
      </WithSelection>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving the grid sends what was typed at once */}
      <div onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && void props.flush()}>
        <WithSelection store={selection}>
          {(selected) => (
            <SheetGrid
              bulletin={bulletin}
              layout={shownLayout}
              cells={props.cells}
              icons={icons}
              notes={props.notes}
              readOnly={readOnly}
              sources={tinted ? sources.sourceOf : null}
              selection={selected}
              onSelection={selection.set}
              onEdit={edits.onEdit}
              onUndo={edits.undo}
              onRedo={edits.redo}
              onMessage={edits.setMessage}
              onEditNote={focus.editNote}
              gridRef={focus.gridRef}
              {...marks}
            />
          )}
        </WithSelection>
      </div>
    </ComparedCells>
  );
}

// Moving from cell to cell redraws the cell bar; a keystroke elsewhere in the grid leaves it alone.
const Bar = memo(CellBar);
