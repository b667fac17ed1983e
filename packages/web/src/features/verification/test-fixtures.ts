import type { DataTypeScores, Verification } from '@bora/shared/verification';

/** Maximum temperatures: two lead days, two weeks, two venues. */
export const tmaxScores: DataTypeScores = {
  data_type: 'tmax',
  value_kind: 'number',
  unit: '°C',
  tolerance: 1,
  overall: { count: 4, bias: 0.625, mae: 1.375, rmse: 1.677051, within_tolerance: 0.75 },
  by_lead_day: [
    { lead_day: 0, count: 3, bias: -0.166667, mae: 0.833333, rmse: 0.866025, within_tolerance: 1 },
    { lead_day: 1, count: 1, bias: 3, mae: 3, rmse: 3, within_tolerance: 0 },
  ],
  by_week: [
    { week: '2026-06-01', count: 3, bias: 0.5, mae: 1.5, rmse: 1.8, within_tolerance: 0.666667 },
    { week: '2026-06-08', count: 1, bias: 1, mae: 1, rmse: 1, within_tolerance: 1 },
  ],
  by_venue: [
    { venue: 'asiago', count: 1, bias: -0.5, mae: 0.5, rmse: 0.5, within_tolerance: 1 },
    { venue: 'lido', count: 3, bias: 1, mae: 1.666667, rmse: 1.914854, within_tolerance: 0.666667 },
  ],
};

const notDirection = { within_sectors: null, angular_error: null };

/** A sky category: three pairs, two right. */
export const skyScores: DataTypeScores = {
  data_type: 'sky',
  value_kind: 'category',
  unit: '',
  tolerance: null,
  overall: {
    count: 3,
    exact: 0.666667,
    within_sectors: null,
    angular_error: null,
    contingency: [
      { forecast: 'clear', observed: 'clear', count: 1 },
      { forecast: 'cloudy', observed: 'rain', count: 1 },
      { forecast: 'rain', observed: 'rain', count: 1 },
    ],
  },
  by_lead_day: [{ lead_day: 0, count: 3, exact: 0.666667, ...notDirection, contingency: [] }],
  by_week: [{ week: '2026-06-01', count: 3, exact: 0.666667, ...notDirection, contingency: [] }],
  by_venue: [{ venue: 'lido', count: 3, exact: 0.666667, ...notDirection, contingency: [] }],
};

export function verificationOf(...dataTypes: DataTypeScores[]): Verification {
  return { bulletin_type: 'veneto-daily', date_after: null, date_before: null, data_types: dataTypes };
}

/** Classes scored by code: the forecast and observed classes of an icon and a compass data type. */
function classScores(dataType: string, valueKind: string, codes: [string, string][]): DataTypeScores {
  return {
    data_type: dataType,
    value_kind: valueKind,
    unit: '',
    tolerance: null,
    overall: {
      count: codes.length,
      exact: 0,
      within_sectors: valueKind === 'direction' ? 0 : null,
      angular_error: valueKind === 'direction' ? 90 : null,
      contingency: codes.map(([forecast, observed]) => ({ forecast, observed, count: 1 })),
    },
    by_lead_day: [],
    by_week: [],
    by_venue: [],
  };
}

/** A sky by icon codes of the type's set (2): clearsky-day forecast, cloudy observed. */
export const skyIconScores = classScores('sky-icon', 'icon', [['clearsky-day', 'cloudy']]);
/** A wind direction: east forecast, north observed. */
export const windFromScores = classScores('wind-from', 'direction', [['E', 'N']]);

/** A wind direction by lead day and venue: most forecasts one sector off, right within ±1 sector. */
export const windScores: DataTypeScores = {
  data_type: 'wind',
  value_kind: 'direction',
  unit: '',
  tolerance: null,
  overall: {
    count: 4,
    exact: 0.25,
    within_sectors: 0.75,
    angular_error: 28.125,
    contingency: [
      { forecast: 'N', observed: 'N', count: 1 },
      { forecast: 'N', observed: 'NNE', count: 2 },
      { forecast: 'S', observed: 'E', count: 1 },
    ],
  },
  by_lead_day: [
    { lead_day: 0, count: 4, exact: 0.25, within_sectors: 0.75, angular_error: 28.125, contingency: [] },
  ],
  by_week: [
    {
      week: '2026-06-01',
      count: 4,
      exact: 0.25,
      within_sectors: 0.75,
      angular_error: 28.125,
      contingency: [],
    },
  ],
  by_venue: [
    { venue: 'lido', count: 4, exact: 0.25, within_sectors: 0.75, angular_error: 28.125, contingency: [] },
  ],
};
