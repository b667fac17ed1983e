import type { CopySource } from '@bora/shared/bulletin-copy';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';

type CarryPreviewProps = {
  /** The bulletin chosen to start from; null to start empty. */
  source: CopySource | null;
  /** The cells of the new bulletin's grid. */
  cells: number;
  horizon: number;
  /** How many bulletins could be chosen. */
  offered: number;
  /** What is shown is another date's or type's, until the new one is read. */
  busy: boolean;
};

/** Why a bulletin would carry no values onto the new one. */
function nothingBecause(t: TFunction, source: CopySource, horizon: number): string {
  if (source.value_cells === 0) return t('bulletins.new.nothingEmpty');
  if (source.day_shift >= horizon)
    return t('bulletins.new.nothingTooOld', { count: source.day_shift, horizon });
  return t('bulletins.new.nothingElsewhere', { count: source.value_cells });
}

/** What the chosen start carries into the new bulletin, said plainly when it is nothing. */
export function CarryPreview({ source, cells, horizon, offered, busy }: CarryPreviewProps) {
  const { t } = useTranslation();
  const formatDate = useCalendarDateFormat();
  if (!source) {
    return offered ? null : (
      <p className="alert alert-info" role="status" aria-busy={busy || undefined}>
        {t('bulletins.new.noPrevious')}
      </p>
    );
  }
  const named = {
    date: formatDate(source.issue_date),
    version: source.version,
    status: t(`document.status.${source.status}`),
  };
  const link = (
    <Link to={`/bulletin/${source.id}`} target="_blank" rel="noopener">
      {t('bulletins.new.openSource', named)}
    </Link>
  );
  if (source.carried_cells === 0) {
    return (
      <div className="alert alert-warning" role="status" aria-busy={busy || undefined}>
        <p className="mb-1">
          {t('bulletins.new.carryNothing', { reason: nothingBecause(t, source, horizon) })}
        </p>
        <p className="mb-0">
          {t('bulletins.new.carryTextsOnly')} {link}
        </p>
      </div>
    );
  }
  return (
    <div className="alert alert-info" role="status" aria-busy={busy || undefined}>
      <p className="mb-1">
        {t('bulletins.new.carryFrom', { ...named, carried: source.carried_cells, count: cells })}
      </p>
      <p className="mb-0">
        {t('bulletins.new.carryShift', { count: source.day_shift, horizon })} {link}
      </p>
    </div>
  );
}
