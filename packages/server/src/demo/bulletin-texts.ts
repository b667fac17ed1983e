import { COMPASS_POINTS } from '@bora/shared/data-type-values';
import { type CellWeather, type SkyClass, WET_SKIES } from './weather.ts';

type Phrases = {
  locale: string;
  title: (date: string) => string;
  correction: string;
  sky: Record<SkyClass, string>;
  today: (sky: string, wetPlaces: number) => string;
  tomorrow: (sky: string) => string;
  trend: Record<'up' | 'down' | 'steady', string>;
  wind: (strength: 0 | 1 | 2, from: string) => string;
  notes: { wind: (speed: number) => string; fog: string; wet: (mm: number) => string };
};

/** The demo's phrases in each content language of its bulletin types. */
const PHRASES: Record<string, Phrases> = {
  it: {
    locale: 'it-IT',
    title: (date) => `Previsioni del ${date}`,
    correction: 'Rettifica: temperature massime riviste su alcune località.',
    sky: {
      clear: 'cielo sereno',
      'partly-cloudy': 'cielo poco nuvoloso',
      'overcast-breaks': 'nuvolosità variabile con ampie schiarite',
      cloudy: 'cielo nuvoloso',
      drizzle: 'deboli piogge',
      showers: 'rovesci sparsi',
      rain: 'piogge diffuse',
      'heavy-rain': 'piogge intense',
      thunderstorm: 'temporali',
      snow: 'nevicate',
    },
    today: (sky, wet) =>
      `Oggi ${sky} su gran parte del territorio${wet ? `, con precipitazioni su ${wet} località` : ''}.`,
    tomorrow: (sky) => `Domani ${sky}.`,
    trend: {
      up: 'Temperature in aumento.',
      down: 'Temperature in calo.',
      steady: 'Temperature stazionarie.',
    },
    wind: (s, from) => `Venti ${['deboli', 'moderati', 'forti'][s]} da ${from}.`,
    notes: {
      wind: (speed) => `Vento forte in quota, fino a ${speed} km/h.`,
      fog: 'Possibili nebbie al mattino.',
      wet: (mm) => `Precipitazioni più abbondanti, fino a ${mm} mm.`,
    },
  },
  en: {
    locale: 'en-GB',
    title: (date) => `Forecast for ${date}`,
    correction: 'Correction: maximum temperatures revised at some places.',
    sky: {
      clear: 'clear skies',
      'partly-cloudy': 'a few clouds',
      'overcast-breaks': 'variable cloud with sunny spells',
      cloudy: 'cloudy skies',
      drizzle: 'light rain',
      showers: 'scattered showers',
      rain: 'widespread rain',
      'heavy-rain': 'heavy rain',
      thunderstorm: 'thunderstorms',
      snow: 'snow',
    },
    today: (sky, wet) =>
      `Today ${sky} over most of the area${wet ? `, with precipitation at ${wet} places` : ''}.`,
    tomorrow: (sky) => `Tomorrow ${sky}.`,
    trend: { up: 'Temperatures rising.', down: 'Temperatures falling.', steady: 'Temperatures steady.' },
    wind: (s, from) => `${['Light', 'Moderate', 'Strong'][s]} winds from ${from}.`,
    notes: {
      wind: (speed) => `Strong wind on the heights, up to ${speed} km/h.`,
      fog: 'Fog possible in the morning.',
      wet: (mm) => `The heaviest precipitation, up to ${mm} mm.`,
    },
  },
  de: {
    locale: 'de-DE',
    title: (date) => `Vorhersage vom ${date}`,
    correction: 'Berichtigung: Höchsttemperaturen an einigen Orten korrigiert.',
    sky: {
      clear: 'wolkenloser Himmel',
      'partly-cloudy': 'leicht bewölkt',
      'overcast-breaks': 'wechselnd bewölkt mit Aufheiterungen',
      cloudy: 'bewölkt',
      drizzle: 'leichter Regen',
      showers: 'vereinzelte Schauer',
      rain: 'verbreitet Regen',
      'heavy-rain': 'starker Regen',
      thunderstorm: 'Gewitter',
      snow: 'Schneefall',
    },
    today: (sky, wet) => `Heute meist ${sky}${wet ? `, Niederschlag an ${wet} Orten` : ''}.`,
    tomorrow: (sky) => `Morgen ${sky}.`,
    trend: {
      up: 'Temperaturen steigend.',
      down: 'Temperaturen fallend.',
      steady: 'Temperaturen gleichbleibend.',
    },
    wind: (s, from) => `${['Schwacher', 'Mäßiger', 'Starker'][s]} Wind aus ${from}.`,
    notes: {
      wind: (speed) => `Starker Wind in der Höhe, bis ${speed} km/h.`,
      fog: 'Am Morgen örtlich Nebel.',
      wet: (mm) => `Die stärksten Niederschläge, bis ${mm} mm.`,
    },
  },
};

/** The languages the demo writes its bulletins in. */
export const DEMO_LANGUAGES = Object.keys(PHRASES);

/** What the texts say about each venue: the weather of its first slot of today and of tomorrow. */
export type VenueOutlook = { id: number; today: CellWeather; tomorrow: CellWeather };

function mostCommon(skies: SkyClass[]): SkyClass {
  const counts = new Map<SkyClass, number>();
  for (const sky of skies) counts.set(sky, (counts.get(sky) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'cloudy';
}

/** A few venues worth a note: the windiest, a foggy one, the wettest; each at most once. */
function notedVenues(outlook: VenueOutlook[]) {
  const windiest = [...outlook].sort((a, b) => b.today.windSpeed - a.today.windSpeed)[0];
  const foggy = outlook.find((v) => v.today.remark !== '');
  const wettest = [...outlook].sort((a, b) => b.today.precipitation - a.today.precipitation)[0];
  const notes: { id: number; note: (p: Phrases) => string }[] = [];
  if (windiest && windiest.today.windSpeed >= 40)
    notes.push({ id: windiest.id, note: (p) => p.notes.wind(windiest.today.windSpeed) });
  if (foggy && !notes.some((n) => n.id === foggy.id)) notes.push({ id: foggy.id, note: (p) => p.notes.fog });
  if (wettest && wettest.today.precipitation > 0 && !notes.some((n) => n.id === wettest.id))
    notes.push({ id: wettest.id, note: (p) => p.notes.wet(wettest.today.precipitation) });
  return notes;
}

/** Title, synopsis and venue notes of a demo bulletin in each of its languages. */
export function demoTexts(
  languages: readonly string[],
  issueDate: string,
  outlook: VenueOutlook[],
  corrected = false,
) {
  const today = mostCommon(outlook.map((v) => v.today.sky));
  const tomorrow = mostCommon(outlook.map((v) => v.tomorrow.sky));
  const wetPlaces = outlook.filter((v) => WET_SKIES.includes(v.today.sky)).length;
  const mean = (pick: (v: VenueOutlook) => number) =>
    outlook.reduce((sum, v) => sum + pick(v), 0) / Math.max(1, outlook.length);
  const change = mean((v) => v.tomorrow.tmax) - mean((v) => v.today.tmax);
  const trend = change > 1 ? 'up' : change < -1 ? 'down' : 'steady';
  const wind = mean((v) => v.today.windSpeed);
  const strength = wind < 15 ? 0 : wind < 35 ? 1 : 2;
  const from = COMPASS_POINTS[outlook[0]?.today.windFrom ?? 16] ?? 'VRB';
  const notes = notedVenues(outlook);
  return languages.map((language) => {
    const p = PHRASES[language];
    if (!p) throw new Error(`the demo bulletins have no texts in ${language}`);
    const date = new Intl.DateTimeFormat(p.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${issueDate}T12:00:00Z`),
    );
    const sentences = [p.today(p.sky[today], wetPlaces), p.tomorrow(p.sky[tomorrow]), p.trend[trend]];
    sentences.push(p.wind(strength, from));
    if (corrected) sentences.unshift(p.correction);
    return {
      language,
      title: p.title(date),
      synopsis: sentences.join(' '),
      venue_notes: Object.fromEntries(notes.map((n) => [String(n.id), n.note(p)])),
    };
  });
}
