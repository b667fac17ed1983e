import * as Plot from '@observablehq/plot';
import { type ClassScores, isNumeric, type NumericScores, shareRight } from './score-figures.ts';

/** What a plot's labels say, in the UI language. */
export type PlotTexts = {
  x: string;
  mae: string;
  bias: string;
  /** The share right's label: exact, or within the tolerance of sectors for directions. */
  right: string;
  /** Directions: right within the tolerance of sectors. */
  direction: boolean;
  unit: string;
  /** Writes a week's Monday on the time axis, in the UI language. */
  date: (date: Date) => string;
  /** Writes a number on the value axis, in the UI language (a decimal comma in Italian). */
  number: (value: number) => string;
};

type Point<X> = { x: X; scores: NumericScores | ClassScores };

const MAE_COLOUR = '#0066cc';
const BIAS_COLOUR = '#cc334d';

function yLabel(texts: PlotTexts): string {
  return texts.unit ? `${texts.mae} / ${texts.bias} (${texts.unit})` : `${texts.mae} / ${texts.bias}`;
}

/** MAE as bars and bias as a line of dots about zero, by lead day; share right as bars for classes. */
export function leadDayPlot(points: Point<number>[], texts: PlotTexts, width: number): Element {
  const numeric = points[0] ? isNumeric(points[0].scores) : true;
  const common = {
    width,
    height: 250,
    marginLeft: 48,
    marginBottom: 44,
    x: { label: texts.x, type: 'band' as const, labelOffset: 40 },
  };
  if (!numeric) {
    const rows = points.map((p) => ({ x: p.x, y: shareRight(p.scores as ClassScores, texts.direction) }));
    return Plot.plot({
      ...common,
      ariaLabel: texts.right,
      y: { label: texts.right, domain: [0, 100], percent: true, grid: true },
      marks: [Plot.barY(rows, { x: 'x', y: 'y', fill: MAE_COLOUR }), Plot.ruleY([0])],
    });
  }
  const rows = points.map((p) => ({ x: p.x, ...(p.scores as NumericScores) }));
  return Plot.plot({
    ...common,
    ariaLabel: yLabel(texts),
    y: { label: yLabel(texts), grid: true, tickFormat: texts.number },
    marks: [
      Plot.barY(rows, { x: 'x', y: 'mae', fill: MAE_COLOUR, fillOpacity: 0.8, insetLeft: 8, insetRight: 8 }),
      Plot.ruleY([0]),
      Plot.line(rows, { x: 'x', y: 'bias', stroke: BIAS_COLOUR, strokeWidth: 2 }),
      Plot.dot(rows, { x: 'x', y: 'bias', fill: BIAS_COLOUR, r: 4, symbol: 'diamond' }),
    ],
  });
}

/** MAE and bias week by week (a line each, dots where a week has pairs); share right for classes. */
export function weekPlot(points: Point<string>[], texts: PlotTexts, width: number): Element {
  const numeric = points[0] ? isNumeric(points[0].scores) : true;
  const at = (week: string) => new Date(`${week}T00:00:00Z`);
  // A tick per week while they fit (about 80 px each); else the scale's own, fewer.
  const weeks = points.map((p) => at(p.x));
  const fit = weeks.length <= Math.floor(width / 80);
  const x = {
    label: texts.x,
    type: 'utc' as const,
    ticks: fit ? weeks : Math.max(2, Math.floor(width / 80)),
    tickFormat: texts.date,
  };
  const common = {
    width,
    height: 250,
    marginLeft: 48,
    marginRight: 24,
    marginBottom: 44,
    x: { ...x, labelOffset: 40 },
  };
  if (!numeric) {
    const rows = points.map((p) => ({ x: at(p.x), y: shareRight(p.scores as ClassScores, texts.direction) }));
    return Plot.plot({
      ...common,
      ariaLabel: texts.right,
      y: { label: texts.right, domain: [0, 100], percent: true, grid: true },
      marks: [
        Plot.line(rows, { x: 'x', y: 'y', stroke: MAE_COLOUR, strokeWidth: 2 }),
        Plot.dot(rows, { x: 'x', y: 'y', fill: MAE_COLOUR }),
      ],
    });
  }
  const rows = points.map((p) => ({ x: at(p.x), ...(p.scores as NumericScores) }));
  return Plot.plot({
    ...common,
    ariaLabel: yLabel(texts),
    y: { label: yLabel(texts), grid: true, tickFormat: texts.number },
    marks: [
      Plot.ruleY([0]),
      Plot.line(rows, { x: 'x', y: 'mae', stroke: MAE_COLOUR, strokeWidth: 2 }),
      Plot.dot(rows, { x: 'x', y: 'mae', fill: MAE_COLOUR }),
      Plot.line(rows, { x: 'x', y: 'bias', stroke: BIAS_COLOUR, strokeWidth: 2, strokeDasharray: '4,3' }),
      Plot.dot(rows, { x: 'x', y: 'bias', fill: BIAS_COLOUR, symbol: 'diamond' }),
    ],
  });
}
