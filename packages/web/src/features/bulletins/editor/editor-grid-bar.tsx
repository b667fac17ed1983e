import type { BulletinDetail } from '@bora/shared/bulletin';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { ImportDialog } from '../../imports/components/import-dialog.tsx';
import { ColumnsPicker } from '../grid/columns-picker.tsx';
import { SourceTint } from '../grid/source-tint.tsx';
import type { HiddenColumnsChoice } from '../grid/use-hidden-columns.ts';
import type { SourceCounts } from '../sheet/cell-sources.ts';
import type { SheetCells, SheetEdit } from '../sheet/sheet-cells.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';
import type { EditorState } from './editor-state.ts';
import { EditorTools } from './editor-tools.tsx';
import { type SelectionStore, WithSelection } from './spreadsheet/selection-store.ts';

type EditorGridBarProps = {
  bulletin: BulletinDetail;
  readOnly: boolean;
  /** The grid in sight, and the whole grid. */
  shownLayout: SheetLayout;
  layout: SheetLayout;
  selection: SelectionStore;
  cellsNow: () => SheetCells;
  icons: readonly GridIcon[];
  onEdit: (edit: SheetEdit) => void;
  tinted: boolean;
  onTinted: (on: boolean) => void;
  counts: SourceCounts | null;
  columns: HiddenColumnsChoice;
  /** Sends what waits. */
  flush: () => Promise<EditorState>;
};

/**
 * The bar over the editor's grid: the tools that fill cells (for whoever may write), the source
 * tint, the columns in sight, and the import of values from a file.
 */
export function EditorGridBar(props: EditorGridBarProps) {
  const { bulletin, readOnly, selection, icons, flush } = props;
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  // An import never overwrites what was typed: what waits is sent first, so that it counts as typed.
  const prepareImport = useCallback(async () => {
    await flush();
    return true;
  }, [flush]);
  return (
    <>
      <div className="editor-grid-bar">
        {readOnly ? null : (
          <WithSelection store={selection}>
            {(selected) => (
              <Tools
                bulletin={bulletin}
                layout={props.shownLayout}
                wholeLayout={props.layout}
                cellsNow={props.cellsNow}
                col={selected?.active.col}
                icons={icons}
                onEdit={props.onEdit}
              />
            )}
          </WithSelection>
        )}
        <SourceTint on={props.tinted} onChange={props.onTinted} counts={props.counts} />
        <ColumnsPicker
          composition={bulletin.composition}
          issueDate={bulletin.issue_date}
          choice={props.columns}
        />
        {readOnly ? null : (
          <button
            type="button"
            className="btn btn-outline-primary btn-xs editor-import"
            onClick={() => setImporting(true)}
          >
            {t('bulletinImport.open')}
          </button>
        )}
      </div>
      {importing ? (
        <ImportDialog
          bulletin={bulletin}
          icons={icons}
          prepare={prepareImport}
          onHide={() => setImporting(false)}
        />
      ) : null}
    </>
  );
}

// Moving from cell to cell redraws the tools with the new column; a keystroke leaves them alone.
const Tools = memo(EditorTools);
