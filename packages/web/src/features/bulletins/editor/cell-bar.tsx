import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { CellValue, type GridIcon, useCellFormat } from '../components/cell-value.tsx';
import { cellText } from '../sheet/cell-input.ts';
import type { Selection } from '../sheet/selection.ts';
import type { SheetCells } from '../sheet/sheet-cells.ts';
import { cellKeyAt, type SheetLayout } from '../sheet/sheet-layout.ts';
import type { CellMarks } from './sheet-grid.tsx';
import { decimalSeparator } from './sheet-grid.tsx';
import { useCellName } from './use-cell-name.ts';
import { usePreviousValues } from './use-previous-values.ts';

type CellBarProps = {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  cells: SheetCells;
  selection: Selection | null;
  marks: CellMarks;
  /** The icons of the bulletin's set, drawn as the grid draws them. */
  icons: readonly GridIcon[];
};

/**
 * The active cell spelled out above the grid: where it is, what it holds, what is wrong with it, and
 * what the previous bulletin said there, with the difference for numbers.
 */
export function CellBar({ bulletin, layout, cells, selection, marks, icons }: CellBarProps) {
  const { t, i18n } = useTranslation();
  const cellName = useCellName(bulletin);
  const calendar = useCalendarDateFormat();
  const previous = usePreviousValues(bulletin, selection !== null);
  const format = useCellFormat(icons);
  const key = selection ? cellKeyAt(layout, selection.active) : null;
  const column = selection ? layout.columns[selection.active.col] : undefined;
  if (!key || !column)
    return <p className="editor-cell-bar text-secondary small">{t('editor.cellBar.none')}</p>;
  const decimal = decimalSeparator(i18n.resolvedLanguage);
  const content = cells.get(cellId(key)) ?? null;
  const problem =
    content?.kind === 'invalid' ? translateMessage(content.problem) : marks.problems.get(cellId(key))?.text;
  const before = previous.valueOf(key);
  const now = content?.kind === 'value' ? content.value : null;
  const difference =
    typeof before === 'number' && typeof now === 'number' && now !== before
      ? `${now > before ? '+' : ''}${format.number(roundedDifference(now, before), column.dataType.decimals)}`
      : null;
  return (
    <div className="editor-cell-bar small">
      <span className="fw-semibold">{cellName(key)}</span>
      <span>
        {t('editor.cellBar.value')}: <code>{cellText(content, decimal) || '—'}</code>
      </span>
      {previous.issueDate ? (
        <span>
          {t('editor.cellBar.previous', { date: calendar(previous.issueDate) })}:{' '}
          {before === null ? (
            <code>—</code>
          ) : (
            <span className="editor-cell-bar-previous">
              <CellValue value={before} dataType={column.dataType} format={format} />
              {column.dataType.value_kind === 'icon' && format.icons.has(String(before)) ? (
                <code>{before}</code>
              ) : null}
            </span>
          )}
          {difference ? ` (${t('editor.cellBar.difference')} ${difference})` : ''}
        </span>
      ) : null}
      {problem ? <span className="text-danger-emphasis">{problem}</span> : null}
    </div>
  );
}

/** now − before without the binary noise of decimals (12.5 − 12.3 is 0.2, not 0.1999…). */
function roundedDifference(now: number, before: number): number {
  return Number((now - before).toFixed(10));
}
