import { z } from 'zod';
import { observationFiltersSchema } from './observation.ts';
import { codeSchema } from './text-fields.ts';

/**
 * The query of the scores and the exports: a bulletin type by code (required), and the dates of
 * issue (`date_after`, `date_before`, inclusive), venue and data type to narrow it.
 */
export const verificationQuerySchema = observationFiltersSchema.extend({ bulletin_type: codeSchema });
export type VerificationQuery = z.infer<typeof verificationQuerySchema>;

const share = z.number().nullable().describe('between 0 and 1; null without pairs');

/** Scores of a numeric data type over some pairs (forecast − observed). */
export const numericScoresSchema = z.object({
  count: z.number().int(),
  bias: z.number().nullable().describe('mean of forecast − observed'),
  mae: z.number().nullable().describe('mean absolute error'),
  rmse: z.number().nullable().describe('root mean square error'),
  within_tolerance: share.describe(
    'share of pairs with |forecast − observed| ≤ the tolerance; null without one',
  ),
});

/** How far from the observed direction a forecast direction still counts as right: ±1 of the 16 sectors (22.5° each). */
export const DIRECTION_TOLERANCE_SECTORS = 1;
export const DIRECTION_SECTOR_DEGREES = 360 / 16;

/** Scores of a category, icon or compass data type over some pairs. */
export const categoryScoresSchema = z.object({
  count: z.number().int(),
  exact: share.describe('share of pairs forecast exactly right'),
  within_sectors: share.describe(
    `directions: share of pairs within ${DIRECTION_TOLERANCE_SECTORS} sector (${DIRECTION_SECTOR_DEGREES}°) of the observed ` +
      'direction either way, VRB right only against VRB; null for other kinds',
  ),
  angular_error: z
    .number()
    .nullable()
    .describe(
      'directions: mean absolute angular difference in degrees, the shortest way round, over the pairs with a ' +
        'compass point on both sides (VRB left out); null for other kinds or without such pairs',
    ),
  contingency: z.array(z.object({ forecast: z.string(), observed: z.string(), count: z.number().int() })),
});

const scoresSchema = z.union([numericScoresSchema, categoryScoresSchema]);

export const dataTypeScoresSchema = z.object({
  data_type: z.string(),
  value_kind: z.string(),
  unit: z.string(),
  tolerance: z.number().nullable(),
  overall: scoresSchema,
  by_lead_day: z.array(z.object({ lead_day: z.number().int() }).and(scoresSchema)),
  by_week: z
    .array(z.object({ week: z.string().describe('the Monday of the week of issue') }).and(scoresSchema))
    .describe('by the week the bulletins were issued, oldest first'),
  by_venue: z.array(z.object({ venue: z.string() }).and(scoresSchema)),
});
export type DataTypeScores = z.infer<typeof dataTypeScoresSchema>;

export const verificationSchema = z.object({
  bulletin_type: z.string(),
  date_after: z.string().nullable(),
  date_before: z.string().nullable(),
  data_types: z.array(dataTypeScoresSchema),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The kinds scored as numbers; category, icon and direction are scored as classes; text not at all. */
export const NUMERIC_KINDS = ['number', 'integer'] as const;
export const CLASS_KINDS = ['category', 'icon', 'direction'] as const;
