import type { DataTypeScores } from '@bora/shared/verification';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { useCalendarDateFormat } from '../../lib/use-date-format.ts';
import { ChartFigure } from './charts/chart-figure.tsx';
import { ContingencyTable } from './charts/contingency-table.tsx';
import { classesOf, errorOf, isNumeric } from './charts/score-figures.ts';
import { leadDayPlot, type PlotTexts, weekPlot } from './charts/score-plots.ts';
import { ScoresTable, useScoreFormat } from './charts/scores-table.tsx';
import { type VenueError, VenueErrorMap } from './charts/venue-error-map.tsx';

export type VenuePlace = { name: string; latitude: number; longitude: number };

type DataTypeSectionProps = {
  scores: DataTypeScores;
  name: string;
  /** Venues by code, to name them and place them on the map. */
  venues: Map<string, VenuePlace>;
  /** A class's label from its code (a category's option, an icon's name). */
  classLabel: (code: string) => string;
  /** A class's place in its own order (a category's options, the compass), -1 for none. */
  classRank?: (code: string) => number;
};

/** One data type's scores: the overall figures, then error by lead day, over time, by venue. */
export function DataTypeSection({ scores, name, venues, classLabel, classRank }: DataTypeSectionProps) {
  const { t, i18n } = useTranslation();
  const format = useScoreFormat();
  const dateFormat = useCalendarDateFormat();
  const numeric = isNumeric(scores.overall);
  const unit = scores.unit;
  const leadText = t('verification.leadDay');
  const weekText = t('verification.week');
  const drawLead = useMemo(() => {
    const texts = plotTexts(t, unit, leadText, i18n.language);
    const points = scores.by_lead_day.map((s) => ({ x: s.lead_day, scores: s }));
    return (width: number) => leadDayPlot(points, texts, width);
  }, [scores.by_lead_day, t, unit, leadText, i18n.language]);
  const drawWeek = useMemo(() => {
    const texts = plotTexts(t, unit, weekText, i18n.language);
    const points = scores.by_week.map((s) => ({ x: s.week, scores: s }));
    return (width: number) => weekPlot(points, texts, width);
  }, [scores.by_week, t, unit, weekText, i18n.language]);
  const errorText = (error: number) =>
    numeric ? `${format.number(error)}${unit ? ` ${unit}` : ''}` : format.percent(error);
  const placed: VenueError[] = scores.by_venue.flatMap((s) => {
    const place = venues.get(s.venue);
    return place ? [{ code: s.venue, ...place, error: errorOf(s), count: s.count }] : [];
  });
  const venueName = (code: string) => venues.get(code)?.name ?? code;

  return (
    <SectionCard title={unit ? `${name} (${unit})` : name} className="verification-section mb-4">
      <Overall scores={scores} />
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <ChartFigure
            title={numeric ? t('verification.byLeadDay.numeric') : t('verification.byLeadDay.class')}
            draw={drawLead}
            table={
              <ScoresTable
                heading={leadText}
                unit={unit}
                rows={scores.by_lead_day.map((s) => ({
                  key: String(s.lead_day),
                  label: String(s.lead_day),
                  scores: s,
                }))}
              />
            }
          />
          {numeric ? <Legend /> : null}
        </div>
        <div className="col-12 col-lg-6">
          <ChartFigure
            title={numeric ? t('verification.byWeek.numeric') : t('verification.byWeek.class')}
            draw={drawWeek}
            table={
              <ScoresTable
                heading={weekText}
                unit={unit}
                rows={scores.by_week.map((s) => ({ key: s.week, label: dateFormat(s.week), scores: s }))}
              />
            }
          />
          {numeric ? <Legend /> : null}
        </div>
        <div className="col-12 col-lg-6">
          <figure className="verification-figure">
            <figcaption className="h6 mb-2">
              {numeric ? t('verification.byVenue.numeric') : t('verification.byVenue.class')}
            </figcaption>
            <VenueErrorMap venues={placed} format={errorText} label={t('verification.byVenue.mapLabel')} />
            <details className="verification-table">
              <summary>{t('verification.tableView')}</summary>
              <ScoresTable
                heading={t('verification.venue')}
                unit={unit}
                rows={scores.by_venue.map((s) => ({ key: s.venue, label: venueName(s.venue), scores: s }))}
              />
            </details>
          </figure>
        </div>
        {'contingency' in scores.overall ? (
          // Many classes (a set of icons) take the whole width.
          <div className={classesOf(scores.overall.contingency).length > 6 ? 'col-12' : 'col-12 col-lg-6'}>
            <h3 className="h6">{t('verification.contingency.title')}</h3>
            <ContingencyTable
              contingency={scores.overall.contingency}
              labelOf={classLabel}
              rankOf={classRank}
            />
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** The overall figures in a line of terms: count of pairs first, then the kind's scores. */
function Overall({ scores }: { scores: DataTypeScores }) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const overall = scores.overall;
  const unit = scores.unit ? ` ${scores.unit}` : '';
  const terms: [string, string][] = [[t('verification.score.count'), String(overall.count)]];
  if (isNumeric(overall)) {
    terms.push(
      [t('verification.score.mae'), `${format.number(overall.mae)}${unit}`],
      [t('verification.score.bias'), `${format.number(overall.bias)}${unit}`],
      [t('verification.score.rmse'), `${format.number(overall.rmse)}${unit}`],
    );
    if (scores.tolerance !== null) {
      terms.push([
        t('verification.score.withinToleranceOf', { tolerance: `${format.number(scores.tolerance)}${unit}` }),
        format.percent(overall.within_tolerance),
      ]);
    }
  } else {
    terms.push([t('verification.score.exact'), format.percent(overall.exact)]);
  }
  return (
    <dl className="verification-overall d-flex flex-wrap gap-4 mb-3">
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt className="small text-secondary fw-normal">{term}</dt>
          <dd className="h5 mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the colours and marks of a numeric chart stand for. */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="verification-legend list-unstyled d-flex flex-wrap gap-3 small mb-0" aria-hidden="true">
      <li className="d-flex align-items-center gap-1">
        <span className="verification-swatch verification-swatch-mae" />
        {t('verification.score.mae')}
      </li>
      <li className="d-flex align-items-center gap-1">
        <span className="verification-swatch verification-swatch-bias" />
        {t('verification.score.biasExplained')}
      </li>
    </ul>
  );
}

function plotTexts(t: TFunction, unit: string, x: string, language: string): PlotTexts {
  const dates = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    x,
    date: (date) => dates.format(date),
    number: (value) => numbers.format(value),
    mae: t('verification.score.mae'),
    bias: t('verification.score.bias'),
    exact: t('verification.score.exact'),
    unit,
  };
}
