import type { BulletinDetail } from '@bora/shared/bulletin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/bulletin/status-badge.tsx';
import { FieldList } from '../../../components/detail-frame.tsx';
import { dateOfDay } from '../../../lib/bulletin/grid-model.ts';
import { dateFormat } from '../../../lib/date-formats.ts';
import { useDateFormat } from '../../../lib/use-date-format.ts';

/** The bulletin's facts: type, date, version and state, validity, issue time, and its lineage. */
export function BulletinHeader({ bulletin }: { bulletin: BulletinDetail }) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateFormat();
  const day = dateFormat(i18n.resolvedLanguage, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <div className="bulletin-header mb-4">
      <FieldList
        items={[
          { label: t('document.bulletinType'), value: bulletin.bulletin_type.name },
          { label: t('document.authority'), value: bulletin.authority.name },
          { label: t('document.issueDate'), value: day.format(dateOfDay(bulletin.issue_date, 0)) },
          { label: t('document.version'), value: String(bulletin.version) },
          { label: t('bulletin.field.status'), value: <StatusBadge status={bulletin.status} /> },
          {
            label: t('document.validity'),
            value: t('document.validFromTo', {
              from: dateTime(bulletin.valid_from),
              to: dateTime(bulletin.valid_to),
            }),
          },
          {
            label: t('document.issuedAt'),
            value: bulletin.issued_at ? dateTime(bulletin.issued_at) : t('bulletin.notIssued'),
          },
          ...(bulletin.corrects_id !== null || bulletin.corrected_by_id !== null
            ? [{ label: t('bulletin.field.lineage'), value: <Lineage bulletin={bulletin} /> }]
            : []),
        ]}
      />
    </div>
  );
}

function Lineage({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  return (
    <span className="d-flex flex-column">
      {bulletin.corrects_id !== null ? (
        <Link to={`/bulletin/${bulletin.corrects_id}`}>
          {t('document.correctsVersion', { version: bulletin.version - 1 })}
        </Link>
      ) : null}
      {bulletin.corrected_by_id !== null ? (
        <Link to={`/bulletin/${bulletin.corrected_by_id}`}>
          {t('document.correctedByVersion', { version: bulletin.version + 1 })}
        </Link>
      ) : null}
    </span>
  );
}
