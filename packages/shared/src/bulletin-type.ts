import { z } from 'zod';
import { consistencyRuleSchema, ruleDataTypes, ruleIdentity } from './bulletin-rules.ts';
import { contentLanguages } from './content-languages.ts';
import { idField, idSchema } from './id.ts';
import { codeSchema, descriptionSchema, nameSchema, textSchema } from './text-fields.ts';
import {
  MAX_TITLE_TEMPLATE,
  TITLE_PLACEHOLDERS,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from './title-template.ts';
import { slotTranslationsSchema, translationsSchema } from './translations.ts';

export const MAX_HORIZON_DAYS = 10;

export const timeSlotSchema = z
  .object({
    code: textSchema.trim().min(1, 'Enter a code.').max(20, 'At most 20 characters.'),
    label: textSchema.trim().min(1, 'Enter a label.').max(60, 'At most 60 characters.'),
    start_hour: z.number().int().min(0, 'Between 0 and 23.').max(23, 'Between 0 and 23.'),
    end_hour: z.number().int().min(1, 'Between 1 and 24.').max(24, 'Between 1 and 24.'),
    // Optional in what is read: slots stored before their labels were translated have none.
    translations: slotTranslationsSchema.optional(),
  })
  .refine((s) => s.end_hour > s.start_hour, {
    path: ['end_hour'],
    message: 'The slot must end after it starts.',
  });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

const TITLE_TEMPLATES_DESCRIPTION =
  'The title of each new bulletin, per content language (a language left out, or blank, has none: ' +
  'its title is written by hand, or carried from the bulletin copied). Placeholders, written in the ' +
  `language's long date form ("28 novembre 2026", "28 November 2026"): ${TITLE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} ` +
  '(issue date; first and last day forecast; those days as one period; the type’s name). A bulletin ' +
  'created or carried over gets its titles from these templates, never the old title.';

/** A bulletin type's title templates, by content language. */
export const titleTemplatesSchema = z
  .partialRecord(
    z.enum(contentLanguages),
    textSchema.trim().max(MAX_TITLE_TEMPLATE, `At most ${MAX_TITLE_TEMPLATE} characters.`),
  )
  .default({})
  .meta({ description: TITLE_TEMPLATES_DESCRIPTION });

export const bulletinTypeDataTypeSchema = z.object({
  data_type_id: idSchema,
  required: z.boolean().default(true),
});

export const bulletinTypeInputSchema = z
  .object({
    code: codeSchema,
    name: nameSchema,
    description: descriptionSchema.default(''),
    /** Null for a national bulletin type. */
    authority_id: idSchema.nullable(),
    icon_set_id: idField('Choose an icon set.'),
    horizon_days: z
      .number()
      .int()
      .min(1, 'At least 1 day.')
      .max(MAX_HORIZON_DAYS, `At most ${MAX_HORIZON_DAYS} days.`),
    slots: z.array(timeSlotSchema).min(1, 'Add at least one time slot.').max(24),
    data_types: z.array(bulletinTypeDataTypeSchema).min(1, 'Add at least one data type.').max(50),
    venue_ids: z.array(idSchema).min(1, 'Add at least one venue.').max(500),
    languages: z.array(z.enum(contentLanguages)).min(1, 'At least one language.').default(['it']),
    issue_time: textSchema.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 11:30.').default('12:00'),
    /** When (agency time) a draft is made each day from the previous bulletin; null (or blank): never. */
    draft_time: z
      .union([
        z.literal('').transform(() => null),
        textSchema.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 07:30, or nothing.'),
      ])
      .nullable()
      .default(null),
    /**
     * Whether the authority's members are told when the day's bulletin is not published at the
     * issue time, and its managers an hour later.
     */
    remind_missing: z.boolean().default(false),
    /**
     * Whether the bulletin's PDF draws, once, the map of its venues with their first values (sky
     * and temperatures) beside them; only venues with coordinates are drawn, and none: no map.
     */
    pdf_map: z.boolean().default(true),
    requires_review: z.boolean().default(false),
    is_public: z.boolean().default(true),
    active: z.boolean().default(true),
    /**
     * Consistency rules on its data types (tmin ≤ tmax, a snow level within the venue's range,
     * no precipitation under a clear sky), each an error or a warning.
     */
    rules: z.array(consistencyRuleSchema).max(50, 'At most 50 rules.').default([]),
    title_templates: titleTemplatesSchema,
    translations: translationsSchema,
  })
  .superRefine((v, ctx) => {
    const duplicate = <T>(items: T[], key: (item: T) => unknown, path: string, message: string) => {
      const seen = new Set<unknown>();
      items.forEach((item, index) => {
        if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [path, index], message });
        seen.add(key(item));
      });
    };
    duplicate(v.slots, (s) => s.code, 'slots', 'Each slot needs its own code.');
    duplicate(v.data_types, (d) => d.data_type_id, 'data_types', 'This data type is already listed.');
    duplicate(v.venue_ids, (id) => id, 'venue_ids', 'This venue is already listed.');
    duplicate(v.languages, (l) => l, 'languages', 'This language is already listed.');
    duplicate(v.rules, ruleIdentity, 'rules', 'This rule is already listed.');
    const listed = new Set(v.data_types.map((d) => d.data_type_id));
    v.rules.forEach((rule, index) => {
      for (const { field, id } of ruleDataTypes(rule))
        if (!listed.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['rules', index, field],
            message: 'Add this data type to the bulletin type first.',
          });
    });
    for (const [language, template] of Object.entries(v.title_templates)) {
      const path = ['title_templates', language];
      if (!v.languages.includes(language as (typeof contentLanguages)[number]))
        ctx.addIssue({ code: 'custom', path, message: 'Add this language to the type first.' });
      for (const placeholder of unknownPlaceholders(template ?? ''))
        ctx.addIssue({ code: 'custom', path, message: unknownPlaceholderMessage(placeholder) });
    }
    if (v.languages[0] !== undefined && v.languages[0] !== 'it') {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'Italian comes first.' });
    }
  });
export type BulletinTypeInput = z.infer<typeof bulletinTypeInputSchema>;

export const bulletinTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  authority_id: z.number().int().nullable(),
  authority: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  icon_set_id: z.number().int(),
  horizon_days: z.number().int(),
  slots: z.array(timeSlotSchema),
  data_types: z.array(
    z.object({
      data_type_id: z.number().int(),
      required: z.boolean(),
      code: z.string(),
      name: z.string(),
      translations: translationsSchema,
    }),
  ),
  venue_ids: z.array(z.number().int()),
  languages: z.array(z.string()),
  issue_time: z.string(),
  draft_time: z.string().nullable(),
  remind_missing: z.boolean(),
  pdf_map: z.boolean(),
  requires_review: z.boolean(),
  is_public: z.boolean(),
  active: z.boolean(),
  rules: z.array(consistencyRuleSchema),
  title_templates: z
    .partialRecord(z.enum(contentLanguages), z.string())
    .meta({ description: TITLE_TEMPLATES_DESCRIPTION }),
  translations: translationsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type BulletinType = z.infer<typeof bulletinTypeSchema>;

/**
 * A venue a bulletin type may list: a regional type lists its owner's venues or national ones
 * (kept by an authority of kind national), so that no authority's venue is held by another's
 * bulletin; a national type (no owner) may list any venue.
 */
export function venueUsableBy(
  ownerId: number | null,
  venue: { authorityId: number; national: boolean },
): boolean {
  return ownerId === null || venue.national || venue.authorityId === ownerId;
}
