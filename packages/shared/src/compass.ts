/** The 16 compass points, and VRB for a variable direction. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
  'VRB',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The degrees a compass point stands for (N = 0, E = 90), or null for VRB and any other code. */
export function compassBearing(point: string): number | null {
  const index = (COMPASS_POINTS as readonly string[]).indexOf(point);
  return index < 0 || point === 'VRB' ? null : index * (360 / 16);
}

/** The angle between two compass points in degrees, the shortest way round (0 to 180); null when either is VRB or no point. */
export function compassDifference(a: string, b: string): number | null {
  const from = compassBearing(a);
  const to = compassBearing(b);
  if (from === null || to === null) return null;
  const turn = Math.abs(from - to) % 360;
  return Math.min(turn, 360 - turn);
}

/** Each point's name in the content languages whose names a person may type. */
export const COMPASS_NAMES: Record<'it' | 'en', Record<CompassPoint, string>> = {
  it: {
    N: 'Nord',
    NNE: 'Nord-nord-est',
    NE: 'Nord-est',
    ENE: 'Est-nord-est',
    E: 'Est',
    ESE: 'Est-sud-est',
    SE: 'Sud-est',
    SSE: 'Sud-sud-est',
    S: 'Sud',
    SSW: 'Sud-sud-ovest',
    SW: 'Sud-ovest',
    WSW: 'Ovest-sud-ovest',
    W: 'Ovest',
    WNW: 'Ovest-nord-ovest',
    NW: 'Nord-ovest',
    NNW: 'Nord-nord-ovest',
    VRB: 'Variabile',
  },
  en: {
    N: 'North',
    NNE: 'North-northeast',
    NE: 'Northeast',
    ENE: 'East-northeast',
    E: 'East',
    ESE: 'East-southeast',
    SE: 'Southeast',
    SSE: 'South-southeast',
    S: 'South',
    SSW: 'South-southwest',
    SW: 'Southwest',
    WSW: 'West-southwest',
    W: 'West',
    WNW: 'West-northwest',
    NW: 'Northwest',
    NNW: 'North-northwest',
    VRB: 'Variable',
  },
};

/** The Italian letters of the points with a west in them (O for ovest); the others are as in English. */
export const ITALIAN_COMPASS_LETTERS: Partial<Record<CompassPoint, string>> = {
  SSW: 'SSO',
  SW: 'SO',
  WSW: 'OSO',
  W: 'O',
  WNW: 'ONO',
  NW: 'NO',
  NNW: 'NNO',
};

const DEGREES = /^(\d{1,3}(?:[.,]\d+)?)\s*°?$/;
const POINTS_ON_THE_ROSE = 16;

/** Degrees (0 to 360, with a decimal comma or point, a degree sign or not) as the nearest of the 16 points; null for other text. */
export function compassPointOfDegrees(text: string): CompassPoint | null {
  const match = DEGREES.exec(text.trim());
  if (!match?.[1]) return null;
  const degrees = Number(match[1].replace(',', '.'));
  if (degrees > 360) return null;
  return COMPASS_POINTS[Math.round(degrees / (360 / POINTS_ON_THE_ROSE)) % POINTS_ON_THE_ROSE] ?? null;
}
