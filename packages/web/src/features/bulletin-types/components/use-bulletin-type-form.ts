import { MAX_CONDITION_VALUES } from '@bora/shared/bulletin-rules';
import {
  type BulletinType,
  type BulletinTypeInput,
  bulletinTypeInputSchema,
  MAX_HORIZON_DAYS,
} from '@bora/shared/bulletin-type';
import { contentLanguages } from '@bora/shared/content-languages';
import { translationLanguages } from '@bora/shared/localized';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bulletinTypeQueryOptions } from '../../../lib/bulletin-type/get-bulletin-type.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveBulletinType } from '../api/save-bulletin-type.ts';

const SCALARS = [
  'code',
  'name',
  'description',
  'authority_id',
  'icon_set_id',
  'horizon_days',
  'languages',
  'issue_time',
  'draft_time',
  'remind_missing',
  'pdf_map',
  'requires_review',
  'is_public',
  'active',
  'slots',
  'data_types',
  'venue_ids',
  'rules',
  'title_templates',
];

/** Every path a server problem may name on this form, down to `venue_ids.3` and `slots.0.end_hour`. */
export const SERVER_FIELDS = [
  ...SCALARS,
  ...Array.from({ length: 24 }, (_, i) => [
    `slots.${i}`,
    ...['code', 'label', 'start_hour', 'end_hour'].map((f) => `slots.${i}.${f}`),
  ]).flat(),
  ...Array.from({ length: 50 }, (_, i) => [`data_types.${i}`, `data_types.${i}.data_type_id`]).flat(),
  ...Array.from({ length: 500 }, (_, i) => `venue_ids.${i}`),
  ...contentLanguages.map((language) => `title_templates.${language}`),
  ...translationLanguages.flatMap((language) => [
    `translations.${language}`,
    `translations.${language}.name`,
    `translations.${language}.description`,
  ]),
  ...Array.from({ length: 50 }, (_, i) => [
    `rules.${i}`,
    ...[
      'kind',
      'left_data_type_id',
      'relation',
      'right_data_type_id',
      'data_type_id',
      'min_offset',
      'max_offset',
      'min',
      'max',
      'when_data_type_id',
      'when_values',
      'value',
      'severity',
    ].map((f) => `rules.${i}.${f}`),
    ...Array.from({ length: MAX_CONDITION_VALUES }, (_, j) => `rules.${i}.when_values.${j}`),
  ]).flat(),
];

/** The form's starting values: the type's, or a new type's (two slots, no data type or venue yet). */
export function initialValues(
  type: BulletinType | undefined,
  defaults: { authorityId: number | null; morning: string; afternoon: string },
): DefaultValues<BulletinTypeInput> {
  if (type) {
    const { code, name, description, authority_id, icon_set_id, horizon_days, slots, venue_ids } = type;
    return {
      code,
      name,
      description,
      authority_id,
      icon_set_id,
      horizon_days,
      slots,
      venue_ids,
      data_types: type.data_types.map(({ data_type_id, required }) => ({ data_type_id, required })),
      languages: type.languages as BulletinTypeInput['languages'],
      issue_time: type.issue_time,
      draft_time: type.draft_time ?? '',
      remind_missing: type.remind_missing,
      pdf_map: type.pdf_map,
      requires_review: type.requires_review,
      is_public: type.is_public,
      active: type.active,
      rules: type.rules,
      title_templates: type.title_templates,
      translations: type.translations,
    };
  }
  return {
    code: '',
    name: '',
    description: '',
    authority_id: defaults.authorityId,
    icon_set_id: null as unknown as number,
    horizon_days: Math.min(3, MAX_HORIZON_DAYS),
    slots: [
      { code: 'morning', label: defaults.morning, start_hour: 6, end_hour: 12 },
      { code: 'afternoon', label: defaults.afternoon, start_hour: 12, end_hour: 18 },
    ],
    data_types: [],
    venue_ids: [],
    languages: ['it'],
    issue_time: '12:00',
    draft_time: '',
    remind_missing: false,
    pdf_map: true,
    requires_review: false,
    is_public: true,
    active: true,
    rules: [],
    title_templates: {},
  };
}

/**
 * A bulletin type's form (new, or to edit one, saved on the version loaded), checked by the shared
 * schema as you type and saved whole.
 */
export function useBulletinTypeForm(
  type: BulletinType | undefined,
  authorityId: number | null,
  onSaved: (saved: BulletinType) => void,
) {
  const { t } = useTranslation();
  const mutation = useSaveBulletinType();
  const values = (loaded: BulletinType | undefined) =>
    initialValues(loaded, {
      authorityId,
      morning: t('bulletinTypes.slots.morning'),
      afternoon: t('bulletinTypes.slots.afternoon'),
    });
  return useSchemaForm(bulletinTypeInputSchema, {
    defaultValues: values(undefined),
    edit: type ? { loaded: type, values, query: bulletinTypeQueryOptions(type.id) } : undefined,
    fields: SERVER_FIELDS,
    save: (input, loaded) => mutation.mutateAsync({ loaded: type && loaded, input }),
    success: type ? t('ui.form.saved') : t('bulletinTypes.created'),
    onSaved,
  });
}
