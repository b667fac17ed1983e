import { type DataTypeScores, DIRECTION_TOLERANCE_SECTORS } from '@bora/shared/verification';
import { useTranslation } from 'react-i18next';
import { isNumeric } from './score-figures.ts';

type Scores = DataTypeScores['overall'];

export type ScoresRow = { key: string; label: string; scores: Scores };

type ScoresTableProps = {
  /** The heading of the first column: lead day, week, venue … */
  heading: string;
  rows: ScoresRow[];
  unit: string;
  /** Directions: right within the tolerance of sectors, and their mean angular error. */
  direction?: boolean;
  /** The name of the table's region, where the heading alone is not unique on the page. */
  label?: string;
};

/** Numbers in the UI language: two decimals at most; a share as a percentage; a dash for none. */
export function useScoreFormat() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return {
    number: (value: number | null) => (value === null ? '–' : number.format(value)),
    percent: (value: number | null) => (value === null ? '–' : percent.format(value)),
    degrees: (value: number | null) => (value === null ? '–' : `${number.format(value)}°`),
  };
}

/** A chart's figures as a table: per row the count of pairs and the scores of its kind. */
export function ScoresTable({ heading, rows, unit, direction = false, label = heading }: ScoresTableProps) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const numeric = rows[0] ? isNumeric(rows[0].scores) : true;
  const withUnit = (label: string) => (unit ? `${label} (${unit})` : label);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1)
    <section className="table-responsive" aria-label={label} tabIndex={0}>
      <table className="table table-sm verification-scores-table">
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className="text-end">
              {t('verification.score.count')}
            </th>
            {numeric ? (
              <>
                <th scope="col" className="text-end">
                  {withUnit(t('verification.score.mae'))}
                </th>
                <th scope="col" className="text-end">
                  {withUnit(t('verification.score.bias'))}
                </th>
                <th scope="col" className="text-end">
                  {withUnit(t('verification.score.rmse'))}
                </th>
                <th scope="col" className="text-end">
                  {t('verification.score.withinTolerance')}
                </th>
              </>
            ) : (
              <>
                {direction ? (
                  <>
                    <th scope="col" className="text-end">
                      {t('verification.score.withinSectors', { count: DIRECTION_TOLERANCE_SECTORS })}
                    </th>
                    <th scope="col" className="text-end">
                      {t('verification.score.angularError')}
                    </th>
                  </>
                ) : null}
                <th scope="col" className="text-end">
                  {t('verification.score.exact')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, scores }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="text-end">{scores.count}</td>
              {isNumeric(scores) ? (
                <>
                  <td className="text-end">{format.number(scores.mae)}</td>
                  <td className="text-end">{format.number(scores.bias)}</td>
                  <td className="text-end">{format.number(scores.rmse)}</td>
                  <td className="text-end">{format.percent(scores.within_tolerance)}</td>
                </>
              ) : (
                <>
                  {direction ? (
                    <>
                      <td className="text-end">{format.percent(scores.within_sectors)}</td>
                      <td className="text-end">{format.degrees(scores.angular_error)}</td>
                    </>
                  ) : null}
                  <td className="text-end">{format.percent(scores.exact)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
