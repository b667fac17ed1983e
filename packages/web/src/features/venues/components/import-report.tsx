import type { VenueImportReport } from '@bora/shared/venue';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages.ts';

const OUTCOME_BADGE = { created: 'bg-success', updated: 'bg-primary', rejected: 'bg-danger' } as const;

/** What a CSV import did or would do: the counts, a plain sentence, and every row with its outcome and reasons. */
export function ImportReport({ report }: { report: VenueImportReport }) {
  const { t } = useTranslation();
  const rejected = report.rejected > 0;
  return (
    <section aria-labelledby="import-report-title">
      <h3 id="import-report-title" className="h5">
        {t('venues.import.report')}
      </h3>
      <p className="d-flex flex-wrap gap-3 mb-2">
        <span>
          <span className="badge bg-success me-1">{report.created}</span>
          {t('venues.import.outcome.created')}
        </span>
        <span>
          <span className="badge bg-primary me-1">{report.updated}</span>
          {t('venues.import.outcome.updated')}
        </span>
        <span>
          <span className="badge bg-danger me-1">{report.rejected}</span>
          {t('venues.import.outcome.rejected')}
        </span>
      </p>
      <div className={`alert ${rejected ? 'alert-danger' : 'alert-success'} py-2`} role="status">
        {rejected
          ? t('venues.import.nothingApplied', { count: report.rejected })
          : report.rows.length === 0
            ? t('venues.import.emptyFile')
            : t('venues.import.ready', { count: report.rows.length })}
      </div>
      {report.rows.length ? (
        <div className="table-responsive import-report-table">
          <table className="table table-sm align-top mb-0">
            <caption className="visually-hidden">{t('venues.import.report')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('venues.import.line')}</th>
                <th scope="col">{t('venues.field.code')}</th>
                <th scope="col">{t('venues.import.outcomeColumn')}</th>
                <th scope="col">{t('venues.import.reasons')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.line} className={row.outcome === 'rejected' ? 'table-danger' : undefined}>
                  <td>{row.line}</td>
                  <td className="font-monospace">{row.code || '—'}</td>
                  <td>
                    <span className={`badge ${OUTCOME_BADGE[row.outcome]}`}>
                      {t(`venues.import.outcome.${row.outcome}`)}
                    </span>
                  </td>
                  <td>
                    {row.errors ? (
                      <ul className="list-unstyled mb-0">
                        {Object.entries(row.errors).map(([field, messages]) => (
                          <li key={field}>
                            <span className="fw-semibold">{field}</span>:{' '}
                            {messages.map(translateMessage).join(' ')}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
