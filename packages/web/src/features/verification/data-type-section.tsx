import { type DataTypeScores, DIRECTION_TOLERANCE_SECTORS } from '@bora/shared/verification';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { useCalendarDateFormat } from '../../lib/use-date-format.ts';
import { ChartFigure } from './charts/chart-figure.tsx';
import { ContingencyTable } from './charts/contingency-table.tsx';
import { useOverallTerms } from './charts/overall-terms.ts';
import { errorOf, isNumeric } from './charts/score-figures.ts';
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
  /** Whether the section is unfolded, and what to do when the reader folds or unfolds it. */
  open: boolean;
  onToggle: (open: boolean) => void;
};

/**
 * One data type's scores, folded to its name and overall figures; unfolded, error by lead day,
 * over time, by venue and (for classes) forecast against observed. What is folded is not drawn.
 */
export function DataTypeSection(props: DataTypeSectionProps) {
  const { scores, name, open, onToggle } = props;
  const titleId = useId();
  const terms = useOverallTerms()(scores);
  const title = scores.unit ? `${name} (${scores.unit})` : name;
  const bodyId = useId();
  return (
    <section
      id={sectionId(scores.data_type)}
      className="card shadow-sm rounded mt-4 verification-section"
      aria-labelledby={titleId}
    >
      <div className="card-body p-3 p-md-4">
        <h2 className="h4 mb-1">
          <button
            id={titleId}
            type="button"
            className="verification-fold"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => onToggle(!open)}
          >
            <Icon name={open ? 'it-collapse' : 'it-expand'} className="icon-sm icon-primary me-1" />
            {title}
          </button>
        </h2>
        <Overall terms={terms} />
        <div id={bodyId} hidden={!open}>
          {open ? <SectionBody {...props} /> : null}
        </div>
      </div>
    </section>
  );
}

/** The id of a data type's section, which the summary links to. */
export function sectionId(dataType: string): string {
  return `verification-${dataType}`;
}

function SectionBody({ scores, name, venues, classLabel, classRank }: DataTypeSectionProps) {
  const { t, i18n } = useTranslation();
  const format = useScoreFormat();
  const dateFormat = useCalendarDateFormat();
  const numeric = isNumeric(scores.overall);
  const direction = scores.value_kind === 'direction';
  const kind = numeric ? 'numeric' : direction ? 'direction' : 'class';
  const unit = scores.unit;
  const leadText = t('verification.leadDay');
  const weekText = t('verification.week');
  const drawLead = useMemo(() => {
    const texts = plotTexts(t, unit, leadText, i18n.language, direction);
    const points = scores.by_lead_day.map((s) => ({ x: s.lead_day, scores: s }));
    return (width: number) => leadDayPlot(points, texts, width);
  }, [scores.by_lead_day, t, unit, leadText, i18n.language, direction]);
  const drawWeek = useMemo(() => {
    const texts = plotTexts(t, unit, weekText, i18n.language, direction);
    const points = scores.by_week.map((s) => ({ x: s.week, scores: s }));
    return (width: number) => weekPlot(points, texts, width);
  }, [scores.by_week, t, unit, weekText, i18n.language, direction]);
  const errorText = (error: number) =>
    numeric
      ? `${format.number(error)}${unit ? ` ${unit}` : ''}`
      : direction
        ? format.degrees(error)
        : format.percent(error);
  const placed: VenueError[] = scores.by_venue.flatMap((s) => {
    const place = venues.get(s.venue);
    return place ? [{ code: s.venue, ...place, error: errorOf(s, direction), count: s.count }] : [];
  });
  const venueName = (code: string) => venues.get(code)?.name ?? code;

  return (
    <>
      <p className="small text-secondary verification-section-lead">{t(`verification.explain.${kind}`)}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <ChartFigure
            title={t(`verification.byLeadDay.${kind}`)}
            draw={drawLead}
            table={
              <ScoresTable
                heading={leadText}
                unit={unit}
                direction={direction}
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
            title={t(`verification.byWeek.${kind}`)}
            draw={drawWeek}
            table={
              <ScoresTable
                heading={weekText}
                unit={unit}
                direction={direction}
                rows={scores.by_week.map((s) => ({ key: s.week, label: dateFormat(s.week), scores: s }))}
              />
            }
          />
          {numeric ? <Legend /> : null}
        </div>
        <div className="col-12 col-lg-6">
          <figure className="verification-figure">
            <figcaption className="h6 mb-2">{t(`verification.byVenue.${kind}`)}</figcaption>
            <VenueErrorMap
              venues={placed}
              format={errorText}
              label={t('verification.byVenue.mapLabel', { name })}
            />
          </figure>
        </div>
        <div className="col-12 col-lg-6">
          {/* The map's figures beside it, unfolded: every venue by name, for whoever cannot read the map. */}
          <h3 className="h6 mb-2">{t('verification.byVenue.table')}</h3>
          <ScoresTable
            label={t('verification.byVenue.tableOf', { name })}
            heading={t('verification.venue')}
            unit={unit}
            direction={direction}
            rows={scores.by_venue.map((s) => ({ key: s.venue, label: venueName(s.venue), scores: s }))}
          />
        </div>
        {'contingency' in scores.overall ? (
          // The whole width: a class per column fits there, or scrolls within its own region.
          <div className="col-12">
            <h3 className="h6">{t('verification.contingency.title')}</h3>
            <ContingencyTable
              contingency={scores.overall.contingency}
              labelOf={classLabel}
              rankOf={classRank}
              label={t('verification.contingency.of', { name })}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The overall figures in a line of terms: count of pairs first, then the kind's scores. */
function Overall({ terms }: { terms: [string, string][] }) {
  return (
    <dl className="verification-overall d-flex flex-wrap gap-4 mb-0">
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

function plotTexts(t: TFunction, unit: string, x: string, language: string, direction: boolean): PlotTexts {
  const dates = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    x,
    date: (date) => dates.format(date),
    number: (value) => numbers.format(value),
    mae: t('verification.score.mae'),
    bias: t('verification.score.bias'),
    right: direction
      ? t('verification.score.withinSectors', { count: DIRECTION_TOLERANCE_SECTORS })
      : t('verification.score.exact'),
    direction,
    unit,
  };
}
