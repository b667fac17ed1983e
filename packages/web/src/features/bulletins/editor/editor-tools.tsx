import type { BulletinDetail } from '@bora/shared/bulletin';
import type { NamedIcon } from '@bora/shared/value-names';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../lib/bulletin/grid-model.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { readCell } from '../sheet/cell-input.ts';
import type { SheetCells, SheetEdit } from '../sheet/sheet-cells.ts';
import { copyDayToNext, fillColumn } from '../sheet/sheet-edits.ts';
import type { SheetLayout } from '../sheet/sheet-layout.ts';

type EditorToolsProps = {
  bulletin: BulletinDetail;
  /** The grid in sight, which the active column is counted in. */
  layout: SheetLayout;
  /** The whole grid: a day is copied whole, whatever is hidden of it. */
  wholeLayout: SheetLayout;
  /** The cells as they are when a tool is used. */
  cellsNow: () => SheetCells;
  /** The column of the active cell, if one is selected. */
  col: number | undefined;
  /** The icons of the bulletin's set, which a value may name by code or name. */
  icons: readonly NamedIcon[];
  onEdit: (edit: SheetEdit) => void;
};

/** Edits of many cells at once: one value down a whole column, one day copied onto the next; each undone as one. */
export function EditorTools({
  bulletin,
  layout,
  wholeLayout,
  cellsNow,
  col,
  icons,
  onEdit,
}: EditorToolsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [day, setDay] = useState(0);
  const dayName = (d: number) => dayLabel(i18n.resolvedLanguage, bulletin.issue_date, d);
  const column = col === undefined ? undefined : layout.columns[col];
  const slot = bulletin.composition.slots.find((s) => s.code === column?.slot)?.label ?? column?.slot;

  const fill = (event: FormEvent) => {
    event.preventDefault();
    if (!column || col === undefined) return;
    const content =
      value.trim() === ''
        ? null
        : readCell(column.dataType, value, { icons, language: i18n.resolvedLanguage });
    if (content?.kind === 'invalid') {
      setProblem(translateMessage(content.problem));
      return;
    }
    setProblem(null);
    const edit = fillColumn(layout, cellsNow(), col, content);
    if (edit) onEdit(edit);
  };
  const copyDay = (event: FormEvent) => {
    event.preventDefault();
    const edit = copyDayToNext(wholeLayout, cellsNow(), day);
    if (edit) onEdit(edit);
  };

  return (
    <details className="editor-tools">
      <summary>{t('editor.tools.heading')}</summary>
      <div className="editor-tools-body">
        <form onSubmit={fill} className="editor-tool">
          <label htmlFor={`${id}-fill`} className="form-label small mb-1">
            {column
              ? t('editor.tools.fillColumn', { type: column.dataType.name, day: dayName(column.day), slot })
              : t('editor.tools.fillPick')}
          </label>
          <div className="d-flex gap-2">
            <input
              id={`${id}-fill`}
              className="form-control form-control-sm"
              value={value}
              disabled={!column}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-fill-problem` : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary btn-xs text-nowrap" disabled={!column}>
              {t('editor.tools.fill')}
            </button>
          </div>
          {problem ? (
            <p id={`${id}-fill-problem`} className="small text-danger-emphasis mb-0">
              {problem}
            </p>
          ) : null}
        </form>
        {bulletin.composition.days > 1 ? (
          <form onSubmit={copyDay} className="editor-tool">
            <label htmlFor={`${id}-day`} className="form-label small mb-1">
              {t('editor.tools.copyDay')}
            </label>
            <div className="d-flex gap-2">
              <select
                id={`${id}-day`}
                className="form-select form-select-sm"
                value={day}
                onChange={(event) => setDay(Number(event.target.value))}
              >
                {Array.from({ length: bulletin.composition.days - 1 }, (_, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the days are the indices
                  <option key={d} value={d}>
                    {t('editor.tools.dayOnto', { from: dayName(d), to: dayName(d + 1) })}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-outline-primary btn-xs text-nowrap">
                {t('editor.tools.copy')}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </details>
  );
}
