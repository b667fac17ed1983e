import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './document-texts.ts';
import { iconCategorySchema, iconVariantSchema } from './icon.ts';
import { ID_MESSAGE, idParamSchema } from './id.ts';
import { translationsSchema } from './translations.ts';

/** The most sets one comparison takes besides the reference set: more would not fit a screen or a page. */
export const MAX_COMPARED_SETS = 8;

/**
 * `?sets=` of a comparison: ids separated by commas, each once, at most MAX_COMPARED_SETS (the
 * reference set, always shown first, may be named and then counts for none of them).
 */
export const comparedSetsParamSchema = z
  .string({ error: 'Name the sets to compare: sets=1,2,3.' })
  .transform((text, context) => {
    const parts = text.split(',').map((part) => part.trim());
    const ids: number[] = [];
    for (const part of parts) {
      const id = idParamSchema.safeParse(part);
      if (!id.success) {
        context.addIssue({ code: 'custom', message: `“${part}”: ${ID_MESSAGE}` });
        return z.NEVER;
      }
      if (ids.includes(id.data)) {
        context.addIssue({ code: 'custom', message: `The set ${id.data} is named twice.` });
        return z.NEVER;
      }
      ids.push(id.data);
    }
    if (ids.length > MAX_COMPARED_SETS + 1) {
      context.addIssue({
        code: 'custom',
        message: `At most ${MAX_COMPARED_SETS} sets are compared with the reference set at once.`,
      });
      return z.NEVER;
    }
    return ids;
  });
export const compareQuerySchema = z.object({ sets: comparedSetsParamSchema });
/** The contact sheet's query: the sets, and its language (else the request's Accept-Language, else Italian). */
export const compareSheetQuerySchema = compareQuerySchema.extend({
  lang: z.enum(DOCUMENT_LANGUAGES, { error: 'Choose it or en.' }).optional(),
});

/** An icon as a comparison shows it; `drawable` is null until its picture has been drawn once. */
export const iconBriefSchema = z.object({
  id: z.number().int(),
  icon_set_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
  category: iconCategorySchema,
  variant: iconVariantSchema,
  wmo_code: z.number().int().nullable(),
  reference_icon_id: z.number().int().nullable(),
  svg_url: z.string(),
  drawable: z.boolean().nullable(),
});
export type IconBrief = z.infer<typeof iconBriefSchema>;

/**
 * How a set stands for one reference icon: `complete` (one icon, or one per day/night variant),
 * `missing` (none), `several` (two or more of one variant: a bulletin would have to choose).
 */
export const cellStatuses = ['complete', 'missing', 'several'] as const;
export const cellStatusSchema = z.enum(cellStatuses);
export type CellStatus = z.infer<typeof cellStatusSchema>;

/**
 * What a bulletin of a set with a gap shows instead: the set's icon for the other variant of the
 * same weather (`other_variant`), for the same WMO code (`same_wmo`), for the nearest code of the
 * same category (`same_category`), or nothing (`none`: the forecaster finds no icon to choose).
 */
export const fallbackReasons = ['other_variant', 'same_wmo', 'same_category', 'none'] as const;
export const fallbackSchema = z.object({
  reason: z.enum(fallbackReasons),
  icon: iconBriefSchema.nullable(),
  /** The reference icon the fallback stands for. */
  via_reference_id: z.number().int().nullable(),
});
export type Fallback = z.infer<typeof fallbackSchema>;

export const compareCellSchema = z.object({
  set_id: z.number().int(),
  status: cellStatusSchema,
  icons: z.array(iconBriefSchema),
  fallback: fallbackSchema.nullable(),
});

export const compareRowSchema = z.object({ reference: iconBriefSchema, cells: z.array(compareCellSchema) });

/**
 * A mapping that cannot stand: to an icon that no longer exists, to one outside the reference set,
 * or to one whose picture does not draw; `fix` is what to do about it (remap to a suggested
 * reference icon, unmap, or give the reference icon a picture that draws).
 */
export const brokenMappingProblems = ['missing_target', 'not_reference', 'undrawable'] as const;
export const brokenMappingSchema = z.object({
  icon: iconBriefSchema,
  reference_icon_id: z.number().int(),
  /** The code of the icon the mapping points at; null when it no longer exists. */
  target_code: z.string().nullable(),
  problem: z.enum(brokenMappingProblems),
  /** The problem in English; a screen writes it in its reader's language from `problem` and `target_code`. */
  detail: z.string(),
  fix: z.object({
    action: z.enum(['remap', 'unmap', 'replace_picture']),
    reference_icon_id: z.number().int().nullable(),
  }),
});
export type BrokenMapping = z.infer<typeof brokenMappingSchema>;

export const setUserSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
});

export const setCountsSchema = z.object({
  /** Icons of the set mapped to a reference icon. */
  mapped: z.number().int(),
  /** Reference icons the set has nothing for. */
  missing: z.number().int(),
  /** Icons of the set mapped to nothing. */
  unmapped: z.number().int(),
  /** Reference icons with several icons of one variant. */
  several: z.number().int(),
  /** Share of the reference icons the set stands for, in percent with one decimal. */
  coverage: z.number(),
});

const comparedSetBase = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
  authority: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  icon_count: z.number().int(),
  /** The bulletin types whose bulletins draw this set's icons. */
  bulletin_types: z.array(setUserSchema),
});

export const comparedSetSchema = comparedSetBase.extend({
  counts: setCountsSchema,
  /** The extra rows: icons of the set mapped to nothing. */
  unmapped: z.array(iconBriefSchema),
  broken: z.array(brokenMappingSchema),
});
export type ComparedSet = z.infer<typeof comparedSetSchema>;

/** `GET /api/icon-sets/compare/`: the reference set first, then the chosen sets, a row per reference icon. */
export const iconComparisonSchema = z.object({
  reference: comparedSetBase,
  sets: z.array(comparedSetSchema),
  rows: z.array(compareRowSchema),
});
export type IconComparison = z.infer<typeof iconComparisonSchema>;

/** The parts of a suggestion's score, each 0..1 (1: alike). */
export const suggestionPartsSchema = z.object({
  visual: z.number(),
  name: z.number(),
  category: z.number(),
  variant: z.number(),
  wmo: z.number(),
});
export type SuggestionParts = z.infer<typeof suggestionPartsSchema>;

export const suggestionSchema = z.object({
  reference: iconBriefSchema,
  /** 0..1, higher is likelier: the weighted parts. */
  score: z.number(),
  parts: suggestionPartsSchema,
});

export const iconSuggestionsSchema = z.object({
  icon: iconBriefSchema,
  /** Best first; empty when the icon's picture does not draw and nothing else matches. */
  candidates: z.array(suggestionSchema),
});

export const suggestionsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit is a whole number from 1 to 20.' })
    .int('limit is a whole number from 1 to 20.')
    .min(1, 'limit is a whole number from 1 to 20.')
    .max(20, 'limit is a whole number from 1 to 20.')
    .default(5)
    .describe('How many reference icons to rank for each unmapped icon (1–20, 5 unless given)'),
});

/** `GET /api/icon-sets/{id}/suggestions/`: each unmapped icon of the set with the reference icons ranked. */
export const setSuggestionsSchema = z.object({
  icon_set_id: z.number().int(),
  reference_set_id: z.number().int(),
  icons: z.array(iconSuggestionsSchema),
});
export type SetSuggestions = z.infer<typeof setSuggestionsSchema>;

export const acceptSuggestionsSchema = z.object({
  min_score: z
    .number({ error: 'min_score is a number from 0 to 1.' })
    .min(0, 'min_score is a number from 0 to 1.')
    .max(1, 'min_score is a number from 0 to 1.'),
  dry_run: z.boolean().default(false),
});
export type AcceptSuggestions = z.infer<typeof acceptSuggestionsSchema>;

/** What a bulk accept did (or, with `dry_run`, would do): every unmapped icon whose best suggestion scores at least `min_score`. */
export const acceptedSuggestionsSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  min_score: z.number(),
  mappings: z.array(z.object({ icon: iconBriefSchema, reference: iconBriefSchema, score: z.number() })),
  /** Unmapped icons left as they are: their best suggestion scores less, or they have none. */
  left_unmapped: z.number().int(),
});
export type AcceptedSuggestions = z.infer<typeof acceptedSuggestionsSchema>;

export const differenceQuerySchema = z.object({ to: idParamSchema });

/** `GET /api/icons/{id}/difference/?to={id}`: the two pictures drawn alike and compared. */
export const iconDifferenceSchema = z.object({
  icon_id: z.number().int(),
  to: z.number().int(),
  /** 0: the same picture … 1: nothing in common. */
  difference: z.number(),
  /** SSIM of the luminance where either draws, −1..1. */
  ssim: z.number(),
  /** Colour distance where either draws, 0..1. */
  colour: z.number(),
  /** Where they differ, as a PNG data URL the size of the rasters (transparent where they agree). */
  heat_map: z.string(),
  size: z.number().int(),
});
export type IconDifference = z.infer<typeof iconDifferenceSchema>;
