import type { ConsistencyRule } from '@bora/shared/bulletin-rules';
import { type BulletinTypeInput, bulletinTypeInputSchema } from '@bora/shared/bulletin-type';
import type { Translations } from '@bora/shared/translations';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { dataTypes, iconSets, icons, venues } from '../db/schema/reference.ts';
import { createBulletinType } from '../features/bulletin-types/service.ts';
import { CLEAR_SKY_ICONS } from './bulletin-values.ts';
import { SLOT_LABELS } from './names-translated.ts';

const REGIONAL_CAPITALS = [
  'torino',
  'aosta',
  'milano',
  'trento',
  'bolzano',
  'venezia',
  'trieste',
  'genova',
  'bologna',
  'firenze',
  'perugia',
  'ancona',
  'roma',
  'laquila',
  'campobasso',
  'napoli',
  'bari',
  'potenza',
  'catanzaro',
  'palermo',
  'cagliari',
];

/** A demo regional bulletin lists its named venues, then others of the authority up to this many. */
const MAX_VENUES = 12;

const slot = (code: string, label: string, start_hour: number, end_hour: number) => ({
  code,
  label,
  start_hour,
  end_hour,
  translations: SLOT_LABELS[code],
});
const morning = slot('mattina', 'Mattina', 6, 12);
const afternoon = slot('pomeriggio', 'Pomeriggio', 12, 18);
const evening = slot('sera', 'Sera', 18, 24);
const night = slot('notte', 'Notte', 0, 6);

/** The title template of the demo types in each language they are written in (the demo bulletins' titles). */
const TITLE_TEMPLATES: Record<string, string> = {
  it: 'Previsioni del {issue_date}',
  en: 'Forecast for {issue_date}',
  de: 'Vorhersage vom {issue_date}',
};

/** The venues of the large national type: the regional capitals, then others in name order. */
const LARGE_VENUES = 100;

type DemoBulletinType = {
  code: string;
  name: string;
  description: string;
  translations: Translations;
  authority: string | null;
  iconSet: string;
  horizon: number;
  slots: BulletinTypeInput['slots'];
  dataTypes: (string | [string, false])[];
  venues: string[];
  /**
   * Also other active venues after the named ones, up to `maxVenues`: of the owning authority
   * (`mountain` ones or `any`), or of every authority (`all`).
   */
  moreOfKind?: 'mountain' | 'any' | 'all';
  maxVenues?: number;
  extra?: Partial<BulletinTypeInput>;
};

const demoBulletinTypes: DemoBulletinType[] = [
  {
    code: 'nazionale-giornaliero',
    name: 'Previsioni nazionali giornaliere',
    description: 'Le previsioni nazionali del giorno per i capoluoghi di regione.',
    translations: {
      en: {
        name: 'National daily forecast',
        description: 'The national daily forecast for the regional capitals.',
      },
    },
    authority: null,
    iconSet: 'reference',
    horizon: 3,
    slots: [morning, afternoon, evening],
    dataTypes: [
      'sky',
      't-min',
      't-max',
      'precip-probability',
      'wind-direction',
      'wind-speed',
      'warning-level',
    ],
    venues: REGIONAL_CAPITALS,
    extra: { languages: ['it', 'en'], issue_time: '11:00' },
  },
  {
    code: 'veneto-montagna',
    name: 'Bollettino montagna Veneto',
    description: 'Il bollettino della montagna delle Dolomiti e delle Prealpi venete.',
    translations: {
      en: {
        name: 'Veneto mountain bulletin',
        description: 'The mountain bulletin of the Dolomites and the Veneto Prealps.',
      },
      de: {
        name: 'Bergwetterbericht Venetien',
        description: 'Der Bergwetterbericht der Dolomiten und der Venezianischen Voralpen.',
      },
    },
    authority: 'veneto',
    iconSet: 'veneto-yr',
    horizon: 2,
    slots: [morning, afternoon],
    dataTypes: [
      'sky',
      't-min',
      't-max',
      'snow-level',
      'freezing-level',
      'wind-direction',
      'wind-speed',
      'wind-gust',
    ],
    venues: ['belluno', 'cortina-dampezzo'],
    moreOfKind: 'mountain',
    extra: { languages: ['it', 'en', 'de'], issue_time: '13:00', requires_review: true },
  },
  {
    code: 'lombardia-giornaliero',
    name: 'Previsioni Lombardia',
    description: 'Le previsioni del giorno del servizio della Lombardia, pianura e Alpi.',
    translations: {
      en: {
        name: 'Lombardia forecast',
        description: 'The daily forecast of the Lombardia service, plain and Alps.',
      },
    },
    authority: 'lombardia',
    iconSet: 'lombardia-qweather',
    horizon: 2,
    slots: [morning, afternoon, evening],
    dataTypes: [
      'sky',
      't-min',
      't-max',
      'precipitation',
      'precip-probability',
      'wind-speed',
      ['remarks', false],
    ],
    venues: ['milano'],
    moreOfKind: 'any',
    extra: { issue_time: '12:00' },
  },
  {
    code: 'nazionale-esteso',
    name: 'Previsioni nazionali per 100 località',
    description:
      'Le previsioni nazionali per cento località, quattro fasce al giorno per tre giorni: una griglia di 12 000 celle.',
    translations: {
      en: {
        name: 'National forecast for 100 venues',
        description:
          'The national forecast for a hundred venues, four slots a day over three days: a grid of 12 000 cells.',
      },
    },
    authority: null,
    iconSet: 'reference',
    horizon: 3,
    slots: [night, morning, afternoon, evening],
    dataTypes: [
      'sky',
      't-min',
      't-max',
      'precipitation',
      'precip-probability',
      'wind-direction',
      'wind-speed',
      'snow-level',
      'freezing-level',
      'warning-level',
    ],
    venues: REGIONAL_CAPITALS,
    moreOfKind: 'all',
    maxVenues: LARGE_VENUES,
    extra: { languages: ['it', 'en'], issue_time: '16:00' },
  },
];

async function idsByCode(db: Db, table: typeof venues | typeof dataTypes, codes: string[]) {
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function moreVenues(
  db: Db,
  authorityId: number | null,
  kind: NonNullable<DemoBulletinType['moreOfKind']>,
  except: number[],
) {
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(
      and(
        kind === 'all' || authorityId === null ? undefined : eq(venues.authorityId, authorityId),
        eq(venues.active, true),
        kind === 'mountain' ? eq(venues.kind, 'mountain') : undefined,
      ),
    )
    .orderBy(asc(venues.name));
  return rows.map((r) => r.id).filter((id) => !except.includes(id));
}

/** The codes of a set's icons that stand for a clear sky (the reference set's: by their own). */
async function clearSkyIcons(db: Db, iconSetId: number): Promise<string[]> {
  const reference = alias(icons, 'reference');
  const rows = await db
    .select({ code: icons.code })
    .from(icons)
    .leftJoin(reference, eq(reference.id, icons.referenceIconId))
    .where(
      and(
        eq(icons.iconSetId, iconSetId),
        inArray(sql<string>`coalesce(${reference.code}, ${icons.code})`, [...CLEAR_SKY_ICONS]),
      ),
    )
    .orderBy(asc(icons.code));
  return rows.map((r) => r.code);
}

/**
 * The consistency rules a weather service sets, on those of their data types a type has: Tmin ≤ Tmax
 * and gusts ≥ wind (errors: the demo forecasts keep them), the snow level within 1 500 m below and
 * 3 500 m above the venue (a warning: a level far from the venue is no mistake, only worth a look),
 * no precipitation under a clear sky (a warning).
 */
async function demoRules(
  db: Db,
  typeIds: Map<string, number>,
  iconSetId: number,
): Promise<ConsistencyRule[]> {
  const rules: ConsistencyRule[] = [];
  const compare = (left: string, relation: '<=' | '>=', right: string) => {
    const [l, r] = [typeIds.get(left), typeIds.get(right)];
    if (l && r)
      rules.push({
        kind: 'compare',
        left_data_type_id: l,
        relation,
        right_data_type_id: r,
        severity: 'error',
      });
  };
  compare('t-min', '<=', 't-max');
  compare('wind-gust', '>=', 'wind-speed');
  const snow = typeIds.get('snow-level');
  if (snow)
    rules.push({
      kind: 'venue_range',
      data_type_id: snow,
      min_offset: -1500,
      max_offset: 3500,
      min: null,
      max: null,
      severity: 'warning',
    });
  const [sky, precipitation] = [typeIds.get('sky'), typeIds.get('precipitation')];
  const clear = sky && precipitation ? await clearSkyIcons(db, iconSetId) : [];
  if (sky && precipitation && clear.length)
    rules.push({
      kind: 'condition',
      when_data_type_id: sky,
      when_values: clear,
      data_type_id: precipitation,
      relation: '=',
      value: 0,
      severity: 'warning',
    });
  return rules;
}

function missing(codes: string[], found: Map<string, number>) {
  return codes.filter((code) => !found.has(code));
}

/**
 * Loads the demo bulletin types through the same service as the API; adds only what is missing.
 * Skips (answering 0) while the venues or data types are not loaded at all; a code missing from
 * loaded data is an error.
 */
export async function loadDemoBulletinTypes(db: Db): Promise<number> {
  const [anyVenue] = await db.select({ id: venues.id }).from(venues).limit(1);
  const [anyDataType] = await db.select({ id: dataTypes.id }).from(dataTypes).limit(1);
  if (!anyVenue || !anyDataType) return 0;
  let created = 0;
  for (const demo of demoBulletinTypes) {
    const [existing] = await db
      .select({ id: bulletinTypes.id })
      .from(bulletinTypes)
      .where(eq(bulletinTypes.code, demo.code));
    if (existing) continue;
    const typeCodes = demo.dataTypes.map((d) => (typeof d === 'string' ? d : d[0]));
    const typeIds = await idsByCode(db, dataTypes, typeCodes);
    const venueIds = await idsByCode(db, venues, demo.venues);
    const [set] = await db.select({ id: iconSets.id }).from(iconSets).where(eq(iconSets.code, demo.iconSet));
    const [owner] = demo.authority
      ? await db.select({ id: authorities.id }).from(authorities).where(eq(authorities.code, demo.authority))
      : [{ id: null }];
    const gaps = [...missing(typeCodes, typeIds), ...missing(demo.venues, venueIds)];
    if (!set) gaps.push(`icon set ${demo.iconSet}`);
    if (!owner) gaps.push(`authority ${demo.authority}`);
    if (gaps.length || !set || !owner)
      throw new Error(`demo bulletin type ${demo.code}: missing ${gaps.join(', ')}`);
    const named = demo.venues.map((code) => venueIds.get(code) as number);
    const extra = demo.moreOfKind ? await moreVenues(db, owner.id, demo.moreOfKind, named) : [];
    const maxVenues = demo.maxVenues ?? MAX_VENUES;
    const input = bulletinTypeInputSchema.parse({
      code: demo.code,
      name: demo.name,
      description: demo.description,
      translations: demo.translations,
      authority_id: owner.id,
      icon_set_id: set.id,
      horizon_days: demo.horizon,
      slots: demo.slots,
      data_types: demo.dataTypes.map((d) =>
        typeof d === 'string'
          ? { data_type_id: typeIds.get(d), required: true }
          : { data_type_id: typeIds.get(d[0]), required: false },
      ),
      venue_ids: [...named, ...extra.slice(0, Math.max(0, maxVenues - named.length))],
      rules: await demoRules(db, typeIds, set.id),
      title_templates: Object.fromEntries(
        (demo.extra?.languages ?? ['it']).map((language) => [language, TITLE_TEMPLATES[language] ?? '']),
      ),
      ...demo.extra,
    });
    await createBulletinType(
      db,
      input,
      { username: 'system', name: '', is_staff: true, authority: [] },
      null,
    );
    created++;
  }
  return created;
}
