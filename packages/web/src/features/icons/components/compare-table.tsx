import type { Icon, IconSet } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../components/data-table.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import type { AlignedRow } from '../lib/align-icons.ts';
import { IconItem } from './icon-item.tsx';

export type CompareSide = { set: IconSet; editable: boolean };

type CompareTableProps = {
  rows: AlignedRow[];
  left: CompareSide;
  right: CompareSide;
  onChangeMapping: (icon: Icon) => void;
  onFillGap: (reference: Icon, side: 'left' | 'right') => void;
};

/** The two sets side by side, one row per reference icon; a gap is an empty, labelled cell. */
export function CompareTable({ rows, left, right, onChangeMapping, onFillGap }: CompareTableProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const cell = (row: AlignedRow, side: CompareSide, which: 'left' | 'right') => {
    const icons = row[which];
    // A reference icon always stands for itself: its mapping is not edited.
    const editable = side.editable && !side.set.is_reference;
    if (icons.length === 0) {
      return (
        <td>
          <CellLabel>{side.set.name}</CellLabel>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="compare-gap">{t('icons.compare.noIcon')}</span>
            {editable ? (
              <button
                type="button"
                className="btn btn-outline-primary btn-xs"
                onClick={() => onFillGap(row.reference, which)}
                aria-label={t('icons.compare.fillGapNamed', { name: row.reference.name, set: side.set.name })}
              >
                {t('icons.compare.fillGap')}
              </button>
            ) : null}
          </div>
        </td>
      );
    }
    return (
      <td>
        <CellLabel>{side.set.name}</CellLabel>
        <ul className="compare-cell list-unstyled mb-0">
          {icons.map((icon) => (
            <IconItem
              key={icon.id}
              icon={icon}
              size={48}
              action={
                editable ? (
                  <button
                    type="button"
                    className="btn btn-link btn-xs px-1"
                    onClick={() => onChangeMapping(icon)}
                    aria-label={t('icons.compare.changeNamed', { name: icon.name })}
                  >
                    {t('icons.compare.change')}
                  </button>
                ) : null
              }
            />
          ))}
        </ul>
      </td>
    );
  };
  return (
    <div className="table-responsive">
      <table className="table align-middle compare-table card-table">
        <caption className="visually-hidden">
          {t('icons.compare.caption', { left: left.set.name, right: right.set.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('icons.compare.referenceColumn')}</th>
            <th scope="col">{left.set.name}</th>
            <th scope="col">{right.set.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.reference.id}
              className={row.left.length === 0 || row.right.length === 0 ? 'compare-row-gap' : undefined}
            >
              <th scope="row">
                <span className="d-block">{local.name(row.reference)}</span>
                <span className="d-block font-monospace small text-secondary fw-normal">
                  {row.reference.code}
                </span>
              </th>
              {cell(row, left, 'left')}
              {cell(row, right, 'right')}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
