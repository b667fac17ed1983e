import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassScores, cellCount, classesOf } from './score-figures.ts';

type ContingencyTableProps = {
  contingency: ClassScores['contingency'];
  /** A class's name to show (a category's label, an icon's name), from its code. */
  labelOf: (code: string) => string;
  /** Where a class comes in its own order (a category's options, the compass); by name without. */
  rankOf?: (code: string) => number;
  /** The name of the table's region, unique on the page (the data type's); else its caption. */
  label?: string;
};

/**
 * How often each class was forecast against what was observed: the diagonal is right, a row's
 * other cells are what the forecast was mistaken for. Each row and column has its total.
 */
export function ContingencyTable({ contingency, labelOf, rankOf, label }: ContingencyTableProps) {
  const { t } = useTranslation();
  const rank = (code: string) => {
    const at = rankOf?.(code) ?? -1;
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const classes = classesOf(contingency).sort(
    (a, b) => rank(a) - rank(b) || labelOf(a).localeCompare(labelOf(b)),
  );
  const rowTotal = (forecast: string) =>
    classes.reduce((sum, o) => sum + cellCount(contingency, forecast, o), 0);
  const columnTotal = (observed: string) =>
    classes.reduce((sum, f) => sum + cellCount(contingency, f, observed), 0);
  const captionId = useId();
  return (
    <section
      className="table-responsive"
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': captionId })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="table table-sm table-bordered verification-contingency">
        <caption id={captionId}>{t('verification.contingency.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verification.contingency.corner')}</th>
            {classes.map((observed) => (
              <th key={observed} scope="col" className="text-end">
                {labelOf(observed)}
              </th>
            ))}
            <th scope="col" className="text-end">
              {t('verification.contingency.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {classes.map((forecast) => (
            <tr key={forecast}>
              <th scope="row">{labelOf(forecast)}</th>
              {classes.map((observed) => (
                <td
                  key={observed}
                  className={`text-end${forecast === observed ? ' verification-contingency-right' : ''}`}
                >
                  {cellCount(contingency, forecast, observed)}
                </td>
              ))}
              <td className="text-end fw-semibold">{rowTotal(forecast)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('verification.contingency.total')}</th>
            {classes.map((observed) => (
              <td key={observed} className="text-end fw-semibold">
                {columnTotal(observed)}
              </td>
            ))}
            <td className="text-end fw-semibold">{contingency.reduce((sum, c) => sum + c.count, 0)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
