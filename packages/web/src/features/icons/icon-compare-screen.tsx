import type { IconSet } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon as SpriteIcon } from '../../components/icon.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { useIconSets } from '../../lib/icon-sets.ts';
import { Comparison } from './compare/comparison.tsx';
import './icons.css';

/** Any number of icon sets side by side with the reference set, to see and fix how they line up. */
export function IconCompareScreen() {
  const { t } = useTranslation();
  const sets = useIconSets();
  return (
    <section>
      <Link to="/icons" className="back-link d-inline-flex align-items-center gap-1 mb-3">
        <SpriteIcon name="it-arrow-left" className="icon-sm icon-primary" />
        {t('screens.icons')}
      </Link>
      <PageTitle title={t('screens.iconCompare')} lead={t('icons.compare.lead')} />
      <QueryState query={sets}>
        {(all: IconSet[]) =>
          all.some((set) => set.is_reference) ? (
            <Comparison sets={all} />
          ) : (
            <EmptyState text={t('icons.compare.noReference')} />
          )
        }
      </QueryState>
    </section>
  );
}
