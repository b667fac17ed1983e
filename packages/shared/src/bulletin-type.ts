import { z } from 'zod';
import { consistencyRuleSchema } from './bulletin-rules.ts';
import { idField, idSchema } from './id.ts';
import { codeSchema, descriptionSchema, nameSchema, textSchema } from './text-fields.ts';

export const MAX_HORIZON_DAYS = 10;
export const contentLanguages = ['it', 'en', 'de', 'fr', 'sl'] as const;

export const timeSlotSchema = z
  .object({
    code: textSchema.trim().min(1, 'Enter a code.').max(20, 'At most 20 characters.'),
    label: textSchema.trim().min(1, 'Enter a label.').max(60, 'At most 60 characters.'),
    start_hour: z.number().int().min(0, 'Between 0 and 23.').max(23, 'Between 0 and 23.'),
    end_hour: z.number().int().min(1, 'Between 1 and 24.').max(24, 'Between 1 and 24.'),
  })
  .refine((s) => s.end_hour > s.start_hour, {
    path: ['end_hour'],
    message: 'The slot must end after it starts.',
  });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

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
    requires_review: z.boolean().default(false),
    is_public: z.boolean().default(true),
    active: z.boolean().default(true),
    /** Consistency rules between its data types (tmin ≤ tmax), each an error or a warning. */
    rules: z.array(consistencyRuleSchema).max(50, 'At most 50 rules.').default([]),
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
    duplicate(
      v.rules,
      (r) => `${r.left_data_type_id} ${r.relation} ${r.right_data_type_id}`,
      'rules',
      'This rule is already listed.',
    );
    const listed = new Set(v.data_types.map((d) => d.data_type_id));
    v.rules.forEach((rule, index) => {
      for (const side of ['left_data_type_id', 'right_data_type_id'] as const)
        if (!listed.has(rule[side]))
          ctx.addIssue({
            code: 'custom',
            path: ['rules', index, side],
            message: 'Add this data type to the bulletin type first.',
          });
    });
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
    z.object({ data_type_id: z.number().int(), required: z.boolean(), code: z.string(), name: z.string() }),
  ),
  venue_ids: z.array(z.number().int()),
  languages: z.array(z.string()),
  issue_time: z.string(),
  requires_review: z.boolean(),
  is_public: z.boolean(),
  active: z.boolean(),
  rules: z.array(consistencyRuleSchema),
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
