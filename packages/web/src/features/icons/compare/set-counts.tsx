import type { IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';

type CountsProps = { comparison: IconComparison };

/** Per set: mapped, missing, unmapped, several, coverage, and the bulletin types that draw its icons. */
export function SetCounts({ comparison }: CountsProps) {
  const { t, i18n } = useTranslation();
  const local = useLocalized();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ul className="compare-summary list-unstyled mb-4" aria-label={t('icons.compare.countsLabel')}>
      {comparison.sets.map((set) => (
        <li key={set.id} className="card shadow-sm rounded no-after">
          <div className="card-body p-3">
            <h2 className="h5 mb-2">{local.name(set)}</h2>
            <dl>
              <div>
                <dt>{t('icons.compare.mapped')}</dt>
                <dd>{set.counts.mapped}</dd>
              </div>
              <div>
                <dt>{t('icons.compare.missing')}</dt>
                <dd className={set.counts.missing > 0 ? 'text-warning-emphasis' : undefined}>
                  {set.counts.missing}
                </dd>
              </div>
              <div>
                <dt>{t('icons.compare.unmappedCount')}</dt>
                <dd>{set.counts.unmapped}</dd>
              </div>
              <div>
                <dt>{t('icons.compare.several')}</dt>
                <dd>{set.counts.several}</dd>
              </div>
              <div>
                <dt>{t('icons.compare.coverage')}</dt>
                <dd>{percent.format(set.counts.coverage)} %</dd>
              </div>
            </dl>
            <p className="small mb-0 mt-2">
              {set.bulletin_types.length === 0
                ? t('icons.compare.noBulletinTypes')
                : t('icons.compare.usedBy', {
                    names: set.bulletin_types.map((type) => local.name(type)).join(', '),
                  })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
