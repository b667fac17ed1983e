import type { IconBulkReport } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages.ts';

/** What a bulk upload did: the icons created, or (all or nothing) why nothing was saved, file by file. */
export function BulkUploadReport({ report }: { report: IconBulkReport }) {
  const { t } = useTranslation();
  return (
    <div className="bulk-report" aria-live="polite">
      {report.applied ? (
        <div className="alert alert-success" role="status">
          {t('icons.bulk.applied', { count: report.created.length })}
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          {t('icons.bulk.notApplied', { count: report.rejected.length })}
        </div>
      )}
      {report.rejected.length > 0 ? (
        <table className="table table-sm">
          <caption className="caption-top fw-semibold text-dark">{t('icons.bulk.rejected')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('icons.bulk.file')}</th>
              <th scope="col">{t('icons.bulk.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.map((row) => (
              <tr key={row.filename}>
                <td className="font-monospace">{row.filename}</td>
                <td className="text-danger">{translateMessage(row.reason)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.created.length > 0 ? (
        <table className="table table-sm">
          <caption className="caption-top fw-semibold text-dark">
            {report.applied ? t('icons.bulk.created') : t('icons.bulk.wouldCreate')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('icons.bulk.file')}</th>
              <th scope="col">{t('icons.fields.code')}</th>
            </tr>
          </thead>
          <tbody>
            {report.created.map((row) => (
              <tr key={row.filename}>
                <td className="font-monospace">{row.filename}</td>
                <td className="font-monospace">{row.code}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
