import type { BulletinDetail } from '@bora/shared/bulletin';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../lib/date-formats.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useDateFormat } from '../../lib/use-date-format.ts';

type Issued = Pick<BulletinDetail, 'issued_at' | 'valid_from' | 'valid_to' | 'authority' | 'version'>;

/**
 * When a bulletin was issued and what it covers, as one line under its title: "Issued 3 Dec 2026,
 * 12:40 · valid 3 Dec, 00:00 – 5 Dec, 00:00 · Servizio meteorologico del Veneto · version 2" (the
 * version only once corrected). Times on the agency's clock.
 */
export function useIssuedLine(): (bulletin: Issued) => string {
  const { t, i18n } = useTranslation();
  const issued = useDateFormat();
  const valid = dateFormat(i18n.resolvedLanguage, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: runtimeConfig().timeZone,
  });
  return (bulletin) =>
    [
      bulletin.issued_at ? t('bulletin.reader.issued', { time: issued(bulletin.issued_at) }) : null,
      t('bulletin.reader.valid', {
        from: valid.format(new Date(bulletin.valid_from)),
        to: valid.format(new Date(bulletin.valid_to)),
      }),
      bulletin.authority.name,
      bulletin.version > 1 ? t('bulletin.reader.version', { version: bulletin.version }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}
