import type { IconBrief } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ErrorState } from '../../../components/query-states.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useDifference } from '../api/get-difference.ts';

/** How far apart two icons look, computed by the server from their rendered pictures: a number and a heat map. */
export function IconDifference({
  icon,
  reference,
  size,
}: {
  icon: IconBrief;
  reference: IconBrief;
  size: number;
}) {
  const { t, i18n } = useTranslation();
  const local = useLocalized();
  const difference = useDifference(icon.id, reference.id);
  if (difference.isError)
    return <ErrorState error={difference.error} onRetry={() => void difference.refetch()} />;
  if (!difference.data) return <Loading />;
  const { data } = difference;
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className="closer-look-row mt-3">
      <dl className="closer-look-numbers">
        <div>
          <dt>{t('icons.compare.closer.difference')}</dt>
          <dd className="fs-3 fw-bold">
            {t('icons.compare.closer.differenceValue', { value: percent.format(data.difference * 100) })}
          </dd>
          <dd className="small text-secondary">{t('icons.compare.closer.differenceHelp')}</dd>
        </div>
        <div>
          <dt>{t('icons.compare.closer.ssim')}</dt>
          <dd>{decimal.format(data.ssim)}</dd>
        </div>
        <div>
          <dt>{t('icons.compare.closer.colour')}</dt>
          <dd>{decimal.format(data.colour)}</dd>
        </div>
      </dl>
      <figure className="closer-look-figure">
        <img
          src={data.heat_map}
          width={size}
          height={size}
          className="closer-look-heat"
          alt={t('icons.compare.closer.heatMap', {
            name: local.name(icon),
            reference: local.name(reference),
          })}
        />
        <figcaption>{t('icons.compare.closer.heatMapTitle')}</figcaption>
      </figure>
    </div>
  );
}
