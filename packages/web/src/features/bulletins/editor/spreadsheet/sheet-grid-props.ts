import type { BulletinDetail } from '@bora/shared/bulletin';
import type { RefObject } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import type { GridIcon } from '../../../../components/bulletin/cell-value.tsx';
import type { CellWords } from '../../sheet/cell-input.ts';
import type { SourceOf } from '../../sheet/cell-sources.ts';
import type { Selection } from '../../sheet/selection.ts';
import type { SheetCells, SheetEdit } from '../../sheet/sheet-cells.ts';
import type { SheetLayout } from '../../sheet/sheet-layout.ts';
import type { CellMarks } from './sheet-view-store.ts';

type Venue = BulletinDetail['composition']['venues'][number];

/** A row of the grid: a venue, with its note shown under its name. */
export type GridRow = { venue: Venue; note: string };

export type SheetGridProps = CellMarks & {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  cells: SheetCells;
  icons: readonly GridIcon[];
  /** The venue notes shown under each venue's name (the texts' language). */
  notes: Record<string, string>;
  readOnly: boolean;
  /** Each cell's source, while the grid is tinted by source; null otherwise. */
  sources: SourceOf | null;
  selection: Selection | null;
  onSelection: (selection: Selection | null) => void;
  onEdit: (edit: SheetEdit) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** A sentence for the status bar (a paste that did not fit, say). */
  onMessage: (message: string) => void;
  /** Shift+F2 on a cell: its note is to be written. */
  onEditNote: () => void;
  gridRef: RefObject<DataGridHandle | null>;
};

/**
 * What the grid's handlers read when they run: the latest render's, so that the columns (built
 * once, not on every edit) and the handlers never act on an older one.
 */
export type SheetLatest = {
  props: SheetGridProps;
  /** How cells are written for a person and typed or pasted text read: the UI language, the set's icons. */
  words: CellWords;
};
