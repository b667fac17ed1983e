import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridIcon, useCellFormat } from '../../../components/bulletin/cell-value.tsx';
import { type GridValue, gridColumns, gridDays } from '../../../lib/bulletin/grid-model.ts';
import { usePrinting } from '../../../lib/use-printing.ts';
import { PrintGrid } from '../grid/print-grid.tsx';
import type { SheetCells } from '../sheet/sheet-cells.ts';

type PrintedDraftProps = {
  bulletin: BulletinDetail;
  /** The cells as the sheet shows them, unsent edits included. */
  cells: SheetCells;
  icons: readonly GridIcon[];
  notes: Record<string, string>;
};

/**
 * The draft on paper: the spreadsheet draws only the rows and columns in view, so the page prints
 * the read grid instead, cut to the page's width, with what the sheet holds now (a value typed and
 * refused prints as typed). Drawn only while printing.
 */
export function PrintedDraft(props: PrintedDraftProps) {
  return usePrinting() ? <PrintedCells {...props} /> : null;
}

function PrintedCells({ bulletin, cells, icons, notes }: PrintedDraftProps) {
  const { t } = useTranslation();
  const { composition } = bulletin;
  const format = useCellFormat(icons);
  const values = useMemo(() => {
    const byCell = new Map<string, GridValue>();
    const columns = gridColumns(composition, gridDays(composition));
    for (const venue of composition.venues)
      for (const column of columns) {
        const key = {
          venue_id: venue.id,
          day: column.day,
          slot: column.slot.code,
          data_type_id: column.dataType.id,
        };
        const id = cellId(key);
        const content = cells.get(id);
        if (!content) continue;
        const value = content.kind === 'value' ? content.value : content.raw;
        byCell.set(id, { ...key, value, note: content.note ?? '' });
      }
    return byCell;
  }, [composition, cells]);
  return (
    <PrintGrid
      caption={t('bulletin.grid.caption', { title: bulletin.bulletin_type.name, date: bulletin.issue_date })}
      composition={composition}
      issueDate={bulletin.issue_date}
      values={values}
      format={format}
      notes={notes}
    />
  );
}
