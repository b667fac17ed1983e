import { type DataTypeScores, DIRECTION_TOLERANCE_SECTORS } from '@bora/shared/verification';
import { useTranslation } from 'react-i18next';
import { isNumeric } from './score-figures.ts';
import { useScoreFormat } from './scores-table.tsx';

/**
 * A data type's overall figures as terms and values, the count of pairs first: numbers by their
 * errors (and the share within the tolerance), directions by the share within ±1 sector and the
 * mean angular error, other classes by the share exactly right. The summary and each section say
 * them alike.
 */
export function useOverallTerms() {
  const { t } = useTranslation();
  const format = useScoreFormat();
  return (scores: DataTypeScores): [string, string][] => {
    const overall = scores.overall;
    const unit = scores.unit ? ` ${scores.unit}` : '';
    const terms: [string, string][] = [[t('verification.score.count'), String(overall.count)]];
    if (isNumeric(overall)) {
      terms.push(
        [t('verification.score.mae'), `${format.number(overall.mae)}${unit}`],
        [t('verification.score.bias'), `${format.number(overall.bias)}${unit}`],
        [t('verification.score.rmse'), `${format.number(overall.rmse)}${unit}`],
      );
      if (scores.tolerance !== null)
        terms.push([
          t('verification.score.withinToleranceOf', {
            tolerance: `${format.number(scores.tolerance)}${unit}`,
          }),
          format.percent(overall.within_tolerance),
        ]);
    } else if (scores.value_kind === 'direction') {
      terms.push(
        [
          t('verification.score.withinSectors', { count: DIRECTION_TOLERANCE_SECTORS }),
          format.percent(overall.within_sectors),
        ],
        [t('verification.score.angularError'), format.degrees(overall.angular_error)],
        [t('verification.score.exact'), format.percent(overall.exact)],
      );
    } else {
      terms.push([t('verification.score.exact'), format.percent(overall.exact)]);
    }
    return terms;
  };
}
