import type { ComparedSet, IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { categoryLabel, variantLabel } from '../lib/labels.ts';
import { IconLabel } from './icon-label.tsx';

type UnmappedIconsProps = {
  comparison: IconComparison;
  size: number;
  editable: (set: ComparedSet) => boolean;
  onMap: (icon: IconBrief) => void;
};

/** The extra rows: each set's icons that stand for no reference icon. */
export function UnmappedIcons({ comparison, size, editable, onMap }: UnmappedIconsProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-unmapped">
      <div className="card-body p-4">
        <h2 id="compare-unmapped" className="h4">
          {t('icons.compare.unmapped')}
        </h2>
        <p className="text-secondary">{t('icons.compare.unmappedLead')}</p>
        {comparison.sets.map((set) => (
          <div key={set.id} className="mb-3">
            <h3 className="h5">
              {local.name(set)} <span className="badge bg-secondary align-middle">{set.unmapped.length}</span>
            </h3>
            {set.unmapped.length === 0 ? (
              <p className="text-secondary">{t('icons.compare.noneUnmapped')}</p>
            ) : (
              <table className="table align-middle compare-table card-table">
                <caption className="visually-hidden">
                  {t('icons.compare.unmappedCaption', { set: local.name(set) })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('icons.compare.iconColumn')}</th>
                    <th scope="col">{t('icons.compare.factsColumn')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('icons.compare.actionsColumn')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {set.unmapped.map((icon) => (
                    <tr key={icon.id}>
                      <th scope="row">
                        <IconLabel icon={icon} size={size} />
                      </th>
                      <td className="small">
                        {categoryLabel(t, icon.category)} · {variantLabel(t, icon.variant)}
                        {icon.wmo_code !== null ? ` · ${t('icons.card.wmo', { code: icon.wmo_code })}` : ''}
                      </td>
                      <td>
                        {editable(set) ? (
                          <button
                            type="button"
                            className="btn btn-outline-primary btn-xs"
                            onClick={() => onMap(icon)}
                            aria-label={t('icons.compare.mapNamed', { name: icon.name })}
                          >
                            {t('icons.compare.map')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
