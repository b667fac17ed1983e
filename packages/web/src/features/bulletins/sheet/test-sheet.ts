import type { BulletinComposition } from '@bora/shared/bulletin';

type DataType = BulletinComposition['data_types'][number];

const dataType = (fields: Partial<DataType> & Pick<DataType, 'id' | 'code' | 'value_kind'>): DataType => ({
  name: fields.code,
  unit: '',
  required: true,
  minimum: null,
  maximum: null,
  decimals: null,
  options: [],
  translations: {},
  ...fields,
});

export const temperature = dataType({
  id: 11,
  code: 'tmax',
  value_kind: 'number',
  unit: '°C',
  minimum: -40,
  maximum: 50,
  decimals: 1,
});
export const sky = dataType({
  id: 12,
  code: 'sky',
  value_kind: 'category',
  options: [
    { code: 'clear', label: 'Sereno' },
    { code: 'cloudy', label: 'Nuvoloso' },
  ],
});
export const windFrom = dataType({ id: 13, code: 'wind_dir', value_kind: 'direction' });
export const weather = dataType({ id: 14, code: 'icon', value_kind: 'icon' });

/** The icons of the set, by code and name. */
export const ICONS = [
  { code: 'sun', name: 'Sole' },
  { code: 'rain', name: 'Pioggia' },
  { code: 'snow', name: 'Neve' },
];
export const ICON_CODES = ICONS.map((icon) => icon.code);

/** Three venues × two days × two slots × four data types: 3 rows, 16 columns. */
export const composition: BulletinComposition = {
  venues: [
    {
      id: 101,
      code: 'VE',
      name: 'Venezia',
      region: 'Veneto',
      elevation: 2,
      latitude: 45.44,
      longitude: 12.33,
    },
    {
      id: 102,
      code: 'PD',
      name: 'Padova',
      region: 'Veneto',
      elevation: 12,
      latitude: 45.41,
      longitude: 11.88,
    },
    {
      id: 103,
      code: 'BL',
      name: 'Belluno',
      region: 'Veneto',
      elevation: 390,
      latitude: 46.14,
      longitude: 12.22,
    },
  ],
  days: 2,
  slots: [
    { code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 },
    { code: 'pm', label: 'Afternoon', start_hour: 12, end_hour: 18 },
  ],
  data_types: [temperature, sky, windFrom, weather],
  rules: [],
  languages: ['it', 'en'],
  icon_set_id: 1,
  requires_review: false,
  is_public: true,
};
