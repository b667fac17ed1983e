import type { ComparedSet, IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../components/data-table.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from '../components/icon-picture.tsx';
import { variantLabel } from '../lib/labels.ts';
import { StatusBadge } from './status-badge.tsx';

type Cell = IconComparison['rows'][number]['cells'][number];

const variantOrder = { day: 0, night: 1, any: 2 } as const;

type CompareCellProps = {
  set: ComparedSet;
  cell: Cell;
  reference: IconBrief;
  size: number;
  editable: boolean;
  onChange: (icon: IconBrief) => void;
  onFillGap: () => void;
};

/** What one set has for one reference icon: its status, its icon(s) day then night, or the fallback of a gap. */
export function CompareCell({ set, cell, reference, size, editable, onChange, onFillGap }: CompareCellProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const icons = [...cell.icons].sort((a, b) => variantOrder[a.variant] - variantOrder[b.variant]);
  return (
    <td className={`compare-status-${cell.status}`}>
      <CellLabel>{local.name(set)}</CellLabel>
      <StatusBadge status={cell.status} />
      {icons.length > 0 ? (
        <ul className="compare-cell list-unstyled mb-0">
          {icons.map((icon) => (
            <li key={icon.id} className="compare-icon">
              <span className="icon-tile">
                <IconPicture icon={icon} size={size} />
              </span>
              <span className="small">
                <span className="d-block">{local.name(icon)}</span>
                <span className="d-block text-secondary">{variantLabel(t, icon.variant)}</span>
              </span>
              {editable ? (
                <button
                  type="button"
                  className="btn btn-link btn-xs px-1"
                  onClick={() => onChange(icon)}
                  aria-label={t('icons.compare.changeNamed', { name: local.name(icon) })}
                >
                  {t('icons.compare.change')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="d-flex flex-column align-items-start gap-1">
          <Fallback fallback={cell.fallback} />
          {editable ? (
            <button
              type="button"
              className="btn btn-outline-primary btn-xs"
              onClick={onFillGap}
              aria-label={t('icons.compare.fillGapNamed', {
                name: local.name(reference),
                set: local.name(set),
              })}
            >
              {t('icons.compare.fillGap')}
            </button>
          ) : null}
        </div>
      )}
    </td>
  );
}

/** What a bulletin of this set would show for the missing icon, so the effect of a gap is seen before it bites. */
function Fallback({ fallback }: { fallback: Cell['fallback'] }) {
  const { t } = useTranslation();
  const local = useLocalized();
  if (!fallback?.icon) return <span className="compare-gap small">{t('icons.compare.fallback.none')}</span>;
  return (
    <span className="compare-fallback small">
      <span className="icon-tile">
        <IconPicture icon={fallback.icon} size={24} decorative />
      </span>
      <span>{t(`icons.compare.fallback.${fallback.reason}`, { name: local.name(fallback.icon) })}</span>
    </span>
  );
}
