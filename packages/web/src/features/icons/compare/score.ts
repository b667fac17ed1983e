import { useTranslation } from 'react-i18next';

/** A suggestion's score (0..1) as the reader writes a percentage: "score 87.5 %". */
export function useScoreFormat() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (score: number) => t('icons.compare.suggest.score', { value: format.format(score * 100) });
}
