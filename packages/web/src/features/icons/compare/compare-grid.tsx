import type { ComparedSet, IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { CompareCell } from './compare-cell.tsx';
import { IconLabel } from './icon-label.tsx';

type Row = IconComparison['rows'][number];

type CompareGridProps = {
  comparison: IconComparison;
  rows: Row[];
  size: number;
  editable: (set: ComparedSet) => boolean;
  onCloserLook: (row: Row) => void;
  onChange: (icon: IconBrief) => void;
  onFillGap: (reference: IconBrief, set: ComparedSet) => void;
};

/** The reference set first, then each chosen set: a row per reference icon, a status per set. */
export function CompareGrid({
  comparison,
  rows,
  size,
  editable,
  onCloserLook,
  onChange,
  onFillGap,
}: CompareGridProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const names = comparison.sets.map((set) => local.name(set)).join(', ');
  return (
    <div className="table-responsive">
      <table className="table align-middle compare-table card-table">
        <caption className="visually-hidden">{t('icons.compare.caption', { sets: names })}</caption>
        <thead>
          <tr>
            <th scope="col">{local.name(comparison.reference)}</th>
            {comparison.sets.map((set) => (
              <th key={set.id} scope="col">
                {local.name(set)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={comparison.sets.length + 1} className="text-secondary">
                {t('icons.compare.noRows')}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.reference.id}>
              <th scope="row">
                <IconLabel icon={row.reference} size={size} />
                <button
                  type="button"
                  className="btn btn-link btn-xs px-0"
                  onClick={() => onCloserLook(row)}
                  aria-label={t('icons.compare.closerLookNamed', { name: local.name(row.reference) })}
                >
                  {t('icons.compare.closerLook')}
                </button>
              </th>
              {row.cells.map((cell, index) => {
                const set = comparison.sets[index] as ComparedSet;
                return (
                  <CompareCell
                    key={cell.set_id}
                    set={set}
                    cell={cell}
                    reference={row.reference}
                    size={size}
                    editable={editable(set)}
                    onChange={onChange}
                    onFillGap={() => onFillGap(row.reference, set)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
