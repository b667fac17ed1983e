import { z } from 'zod';
import { iconCategorySchema } from './icon.ts';
import { codeSchema, descriptionSchema, nameSchema, textSchema } from './text-fields.ts';
import { optionTranslationsSchema, translationsSchema } from './translations.ts';

export const valueKinds = ['number', 'integer', 'category', 'icon', 'direction', 'text'] as const;
export const valueKindSchema = z.enum(valueKinds);
export type ValueKind = z.infer<typeof valueKindSchema>;

export const categoryOptionSchema = z.object({
  code: textSchema.trim().min(1, 'Enter a code.').max(40, 'At most 40 characters.'),
  label: textSchema.trim().min(1, 'Enter a label.').max(100, 'At most 100 characters.'),
  // Optional in what is read: options stored before their labels were translated have none.
  translations: optionTranslationsSchema.optional(),
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

/** Which fields each value kind uses; the others are cleared. */
export const KIND_FIELDS: Record<
  ValueKind,
  { unit: boolean; bounds: boolean; decimals: boolean; options: boolean; iconCategory: boolean }
> = {
  number: { unit: true, bounds: true, decimals: true, options: false, iconCategory: false },
  integer: { unit: true, bounds: true, decimals: false, options: false, iconCategory: false },
  category: { unit: false, bounds: false, decimals: false, options: true, iconCategory: false },
  icon: { unit: false, bounds: false, decimals: false, options: false, iconCategory: true },
  direction: { unit: false, bounds: false, decimals: false, options: false, iconCategory: false },
  text: { unit: false, bounds: false, decimals: false, options: false, iconCategory: false },
};

const dataTypeFields = z.object({
  code: codeSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  value_kind: valueKindSchema,
  unit: textSchema.trim().max(20, 'At most 20 characters.').default(''),
  minimum: z.number().nullable().default(null),
  maximum: z.number().nullable().default(null),
  decimals: z.number().int().min(0, 'At least 0.').max(6, 'At most 6.').nullable().default(null),
  /** How far a numeric forecast may be from the observation and still count as right (verification). */
  tolerance: z.number().positive('More than 0.').max(1e6, 'At most 1000000.').nullable().default(null),
  options: z.array(categoryOptionSchema).max(100, 'At most 100 options.').default([]),
  icon_category: iconCategorySchema.nullable().default(null),
  display_order: z.number().int().min(0).max(10000).default(0),
  active: z.boolean().default(true),
  translations: translationsSchema,
});

/** A data type as a client sends it: the value kind decides which fields are required. */
export const dataTypeInputSchema = dataTypeFields.superRefine((v, ctx) => {
  const uses = KIND_FIELDS[v.value_kind];
  if (uses.bounds && v.minimum !== null && v.maximum !== null && v.minimum > v.maximum) {
    ctx.addIssue({
      code: 'custom',
      path: ['maximum'],
      message: 'The maximum must not be below the minimum.',
    });
  }
  if (v.value_kind === 'number' && v.decimals === null) {
    ctx.addIssue({ code: 'custom', path: ['decimals'], message: 'Say how many decimals a value has.' });
  }
  if (v.value_kind === 'integer') {
    for (const bound of ['minimum', 'maximum'] as const) {
      const value = v[bound];
      if (value !== null && !Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', path: [bound], message: 'A whole number for an integer type.' });
      }
    }
  }
  if (uses.options) {
    if (v.options.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A category type needs at least one option.',
      });
    }
    const seen = new Set<string>();
    v.options.forEach((option, index) => {
      if (seen.has(option.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'code'],
          message: 'Each option needs its own code.',
        });
      }
      seen.add(option.code);
    });
  }
  if (uses.iconCategory && v.icon_category === null) {
    ctx.addIssue({ code: 'custom', path: ['icon_category'], message: 'Choose the icon category.' });
  }
});
export type DataTypeInput = z.infer<typeof dataTypeInputSchema>;

/** Clears the fields the value kind does not use, so nothing stale is stored. */
export function normaliseDataType<T extends z.infer<typeof dataTypeFields>>(v: T): T {
  const uses = KIND_FIELDS[v.value_kind];
  return {
    ...v,
    unit: uses.unit ? v.unit : '',
    minimum: uses.bounds ? v.minimum : null,
    maximum: uses.bounds ? v.maximum : null,
    tolerance: uses.bounds ? v.tolerance : null,
    decimals: uses.decimals ? v.decimals : v.value_kind === 'integer' ? 0 : null,
    options: uses.options ? v.options : [],
    icon_category: uses.iconCategory ? v.icon_category : null,
  };
}

export const dataTypeSchema = dataTypeFields.extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DataType = z.infer<typeof dataTypeSchema>;
