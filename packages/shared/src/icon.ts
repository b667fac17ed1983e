import { z } from 'zod';
import { idSchema } from './id.ts';
import { codeSchema, descriptionSchema, nameSchema, textSchema } from './text-fields.ts';
import { translationsSchema } from './translations.ts';

export const iconCategories = [
  'sky',
  'precipitation',
  'wind',
  'sea',
  'visibility',
  'hazard',
  'other',
] as const;
export const iconCategorySchema = z.enum(iconCategories);
export type IconCategory = z.infer<typeof iconCategorySchema>;

export const iconVariants = ['day', 'night', 'any'] as const;
export const iconVariantSchema = z.enum(iconVariants);

/** The SVG namespace, which every icon's elements are in. */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * What makes a picture move: SMIL's animation elements, and CSS animations and transitions. Grids
 * draw their icons still, without the first and with this style stopping the others: a dozen
 * moving pictures beside the cells being typed into distract, keep the page painting every frame,
 * and move for longer than the five seconds WCAG 2.2.2 allows without a way to stop them.
 */
export const SVG_ANIMATION_ELEMENTS = ['animate', 'animateMotion', 'animateTransform', 'set'] as const;
export const SVG_STILL_STYLE = '*{animation:none!important;transition:none!important}';

/** Largest SVG accepted for one icon or logo. */
export const MAX_SVG_BYTES = 256 * 1024;
/** Largest upload of many icons at once (zip or several files). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const iconSetInputSchema = z.object({
  code: codeSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  /** Null only for the national reference set, which staff keep. */
  authority_id: idSchema.nullable(),
  credit: textSchema.trim().max(500).default(''),
  translations: translationsSchema,
});
export type IconSetInput = z.infer<typeof iconSetInputSchema>;

export const iconSetSchema = iconSetInputSchema.extend({
  id: z.number().int(),
  is_reference: z.boolean(),
  authority: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  icon_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IconSet = z.infer<typeof iconSetSchema>;

/** The fields of an icon besides its picture (which is uploaded as the `svg` file part). */
export const iconInputSchema = z.object({
  icon_set_id: idSchema,
  code: codeSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  category: iconCategorySchema,
  variant: iconVariantSchema.default('any'),
  wmo_code: z
    .number()
    .int()
    .min(0, 'WMO present-weather codes run from 0 to 99.')
    .max(99, 'WMO present-weather codes run from 0 to 99.')
    .nullable()
    .default(null),
  reference_icon_id: idSchema.nullable().default(null),
  translations: translationsSchema,
});
export type IconInput = z.infer<typeof iconInputSchema>;

export const iconSchema = iconInputSchema.extend({
  id: z.number().int(),
  svg_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Icon = z.infer<typeof iconSchema>;

/** What `POST /api/icons/bulk/` answers: all or nothing, so `applied` is false as soon as one file is rejected. */
export const iconBulkReportSchema = z.object({
  /** True when the icons were saved; false when any file was rejected (then nothing was saved). */
  applied: z.boolean(),
  /** The files that make (or, when not applied, would make) an icon, with the code derived from the name. */
  created: z.array(z.object({ filename: z.string(), code: z.string() })),
  rejected: z.array(z.object({ filename: z.string(), reason: z.string() })),
});
export type IconBulkReport = z.infer<typeof iconBulkReportSchema>;

/** The answer to an upload of one picture: the icon, and what the sanitiser removed from the file. */
export const iconUploadSchema = iconSchema.extend({ removed: z.array(z.string()) });
