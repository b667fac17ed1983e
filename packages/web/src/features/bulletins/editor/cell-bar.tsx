import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { numberFormatter } from '../components/cell-value.tsx';
import { cellText } from '../sheet/cell-input.ts';
import type { Selection } from '../sheet/selection.ts';
import type { SheetCells } from '../sheet/sheet-cells.ts';
import { cellKeyAt, type SheetLayout } from '../sheet/sheet-layout.ts';
import { decimalSeparator } from './sheet-grid.tsx';
import type { CellMarks } from './sheet-view-store.ts';
import { useCellName } from './use-cell-name.ts';
import { usePreviousValues } from './use-previous-values.ts';

type CellBarProps = {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  cells: SheetCells;
  selection: Selection | null;
  marks: CellMarks;
};

/**
 * The active cell spelled out above the grid: where it is, what it holds, what is wrong with it, and
 * what the previous bulletin said there, with the difference for numbers.
 */
export function CellBar({ bulletin, layout, cells, selection, marks }: CellBarProps) {
  const { t, i18n } = useTranslation();
  const cellName = useCellName(bulletin);
  const calendar = useCalendarDateFormat();
  const previous = usePreviousValues(bulletin, selection !== null);
  const key = selection ? cellKeyAt(layout, selection.active) : null;
  if (!key) return <p className="editor-cell-bar text-secondary small">{t('editor.cellBar.none')}</p>;
  const decimal = decimalSeparator(i18n.resolvedLanguage);
  const number = numberFormatter(i18n.resolvedLanguage);
  const content = cells.get(cellId(key)) ?? null;
  const problem =
    content?.kind === 'invalid' ? translateMessage(content.problem) : marks.problems.get(cellId(key))?.text;
  const before = previous.valueOf(key);
  const now = content?.kind === 'value' ? content.value : null;
  const difference =
    typeof before === 'number' && typeof now === 'number' && now !== before
      ? `${now > before ? '+' : ''}${number(now - before, null)}`
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
          <code>{before === null ? '—' : typeof before === 'number' ? number(before, null) : before}</code>
          {difference ? ` (${t('editor.cellBar.difference')} ${difference})` : ''}
        </span>
      ) : null}
      {problem ? <span className="text-danger-emphasis">{problem}</span> : null}
    </div>
  );
}
