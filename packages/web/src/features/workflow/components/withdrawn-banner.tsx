import type { BulletinDetail } from '@bora/shared/bulletin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import './withdrawn-banner.css';

/**
 * A withdrawn bulletin says so before anything else, on screen and on paper: WITHDRAWN, when (and,
 * to the signed-in, by whom), and the reason given, so that nobody takes it for a valid forecast.
 */
export function WithdrawnBanner({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateFormat();
  const titleId = useId();
  if (bulletin.status !== 'withdrawn') return null;
  const withdrawal = bulletin.withdrawn;
  return (
    <section className="bulletin-withdrawn alert alert-danger" aria-labelledby={titleId}>
      <p id={titleId} className="bulletin-withdrawn-title">
        {t('document.mark.withdrawn')}
      </p>
      {withdrawal ? (
        <>
          <p className="mb-1">
            {withdrawal.by
              ? t('bulletin.withdrawal.by', {
                  name: withdrawal.by.name || withdrawal.by.username,
                  time: dateTime(withdrawal.at),
                })
              : t('bulletin.withdrawal.when', { time: dateTime(withdrawal.at) })}
          </p>
          {withdrawal.reason ? (
            <p className="mb-0">
              <strong>{t('bulletin.withdrawal.reason')}</strong> <span>{withdrawal.reason}</span>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
