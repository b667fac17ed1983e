import type { BulletinDetail } from '@bora/shared/bulletin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/bulletin/status-badge.tsx';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { BulletinHeader } from './bulletin-header.tsx';

/**
 * The bulletin's facts folded into one line (state, type, authority, date, version), opened for
 * the whole list; `beside` goes on the same line (who else is here). The print has them all.
 */
export function BulletinDetailsFold({ bulletin, beside }: { bulletin: BulletinDetail; beside?: ReactNode }) {
  const { t } = useTranslation();
  const calendarDate = useCalendarDateFormat();
  return (
    <>
      <div className="bulletin-details-fold d-print-none">
        <details>
          <summary>
            <StatusBadge status={bulletin.status} />{' '}
            <span>
              {t('bulletin.fold', {
                type: bulletin.bulletin_type.name,
                authority: bulletin.authority.name,
                date: calendarDate(bulletin.issue_date),
                version: bulletin.version,
              })}
            </span>{' '}
            <span className="bulletin-details-fold-more">{t('bulletin.foldMore')}</span>
          </summary>
          <BulletinHeader bulletin={bulletin} />
        </details>
        {beside}
      </div>
      {/* Paper has every fact; the screen has them in the fold above (hidden here from readers too). */}
      <div className="print-only" aria-hidden="true">
        <BulletinHeader bulletin={bulletin} />
      </div>
    </>
  );
}
