import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import type { CellChange } from '@bora/shared/bulletin-history';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { cellElementId } from '../../../lib/bulletin/grid-model.ts';
import { showCell } from '../../../lib/bulletin/show-cell.ts';
import { cellContentText, cellPlaceText } from '../components/history-changes.tsx';

/** A comparison of two full grids may differ in every cell: this many are listed, all are marked in the grid. */
export const LISTED_CHANGES = 200;

export type ChangeListProps = {
  bulletin: BulletinDetail;
  cells: CellChange[];
  icons: readonly GridIcon[];
  /** Brings a cell into sight in a read grid (its day, its column). */
  onReveal?: (cell: CellKey) => void;
  /** Selects a cell where the grid is not a table of linked cells (the editor). */
  onCell?: (cell: CellChange) => void;
};

/**
 * The cells that differ, each a link to its cell in the grid: where it is (venue, date, slot, data
 * type) and what it held → what it holds.
 */
export function ChangeList({ bulletin, cells, icons, onReveal, onCell }: ChangeListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { composition } = bulletin;
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const iconsByCode = new Map(icons.map((icon) => [icon.code, icon]));
  const go = (cell: CellChange) => (event: MouseEvent) => {
    event.preventDefault();
    showCell(cell, { onReveal, onCell });
  };
  const listed = cells.slice(0, LISTED_CHANGES);
  return (
    <>
      <ul className="compare-changes list-unstyled small">
        {listed.map((cell) => {
          const dataType = dataTypes.get(cell.data_type_id);
          return (
            <li key={`${cell.venue_id}|${cell.day}|${cell.slot}|${cell.data_type_id}`} className="mb-1">
              <a href={`#${cellElementId(cell)}`} onClick={go(cell)}>
                {cellPlaceText(cell, composition, bulletin.issue_date, language)}
              </a>
              :{' '}
              <span className="history-before">
                {cellContentText(cell.before, dataType, t, language, iconsByCode)}
              </span>
              {' → '}
              <span className="history-after">
                {cellContentText(cell.after, dataType, t, language, iconsByCode)}
              </span>
            </li>
          );
        })}
      </ul>
      {cells.length > listed.length ? (
        <p className="small">{t('compare.moreChanges', { count: cells.length - listed.length })}</p>
      ) : null}
    </>
  );
}
