import type { DataTypeScores } from '@bora/shared/verification';
import { useTranslation } from 'react-i18next';
import { useOverallTerms } from './charts/overall-terms.ts';
import { sectionId } from './data-type-section.tsx';

type VerificationSummaryProps = {
  scores: DataTypeScores[];
  /** A data type's name (with its unit) as its section is titled. */
  titleOf: (scores: DataTypeScores) => string;
  /** Unfolds a data type's section and brings it into view. */
  onOpen: (dataType: string) => void;
};

/**
 * The headline scores first: one row per data type with its count of pairs and overall figures,
 * each leading to its section, which it unfolds.
 */
export function VerificationSummary({ scores, titleOf, onOpen }: VerificationSummaryProps) {
  const { t } = useTranslation();
  const termsOf = useOverallTerms();
  return (
    <section
      className="card shadow-sm rounded verification-summary"
      aria-labelledby="verification-summary-title"
    >
      <div className="card-body p-3 p-md-4">
        <h2 id="verification-summary-title" className="h4">
          {t('verification.summary.title')}
        </h2>
        <p className="small text-secondary">{t('verification.summary.lead')}</p>
        <table className="table table-sm mb-0">
          <thead>
            <tr>
              <th scope="col">{t('verification.summary.dataType')}</th>
              <th scope="col">{t('verification.summary.scores')}</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((each) => (
              <tr key={each.data_type}>
                <th scope="row">
                  <a
                    href={`#${sectionId(each.data_type)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(each.data_type);
                    }}
                  >
                    {titleOf(each)}
                  </a>
                </th>
                <td>
                  <ul className="list-inline mb-0">
                    {termsOf(each).map(([term, value]) => (
                      <li key={term} className="list-inline-item me-3">
                        <span className="text-secondary">{term}</span> <strong>{value}</strong>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
