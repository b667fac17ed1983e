import { z } from 'zod';
import { isCalendarDate } from './agency-time.ts';
import { bulletinValueSchema } from './bulletin.ts';
import { codeSchema, textSchema } from './text-fields.ts';

/** At most this many rows in one write, JSON or CSV: a season of a few hundred venues. */
export const MAX_OBSERVATION_ROWS = 50_000;

/** A slot code as bulletin types name them: not empty, at most 20 characters. */
export const MAX_SLOT_LENGTH = 20;

/** The columns of an observations CSV, in the order the export writes them. */
export const OBSERVATION_CSV_COLUMNS = ['venue', 'date', 'slot', 'data_type', 'value'] as const;

export const observationSources = ['manual', 'imported'] as const;

/** A calendar date written `YYYY-MM-DD`. */
export const calendarDateSchema = textSchema.refine(isCalendarDate, 'A date such as 2026-03-29.');

/** One observed value as a client sends it: venue and data type by code; the value is checked by the data type's rule. */
export const observationRowSchema = z.object({
  venue: codeSchema,
  date: calendarDateSchema,
  slot: textSchema
    .trim()
    .min(1, 'Enter the slot.')
    .max(MAX_SLOT_LENGTH, `At most ${MAX_SLOT_LENGTH} characters.`),
  data_type: codeSchema,
  value: z.union([z.number(), textSchema.max(500, 'At most 500 characters.')]),
});
export type ObservationRow = z.infer<typeof observationRowSchema>;

export const observationWriteSchema = z.object({
  rows: z
    .array(observationRowSchema)
    .min(1, 'Send at least one row.')
    .max(MAX_OBSERVATION_ROWS, `At most ${MAX_OBSERVATION_ROWS} rows at a time.`),
});
export type ObservationWrite = z.infer<typeof observationWriteSchema>;

/** What a write did: every row is written, each a new observation or one replaced. */
export const observationWriteReportSchema = z.object({
  written: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ObservationWriteReport = z.infer<typeof observationWriteReportSchema>;

export const observationSchema = z.object({
  id: z.number().int(),
  venue: z.string(),
  date: z.string(),
  slot: z.string(),
  data_type: z.string(),
  value: z.union([z.number(), z.string()]),
  source: z.enum(observationSources),
  origin: z.string(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type Observation = z.infer<typeof observationSchema>;

/** The filters of the observation list, the scores and the exports: by code, dates inclusive. */
export const observationFiltersSchema = z.object({
  venue: codeSchema.optional(),
  data_type: codeSchema.optional(),
  date_after: calendarDateSchema.optional(),
  date_before: calendarDateSchema.optional(),
});

/**
 * What was observed for one cell of a bulletin: its venue, lead day, slot and data type (as the
 * bulletin's values name them), and the observation of that venue, slot and type on the date the
 * cell forecast (issue date + day).
 */
export const bulletinObservationSchema = bulletinValueSchema.pick({
  venue_id: true,
  day: true,
  slot: true,
  data_type_id: true,
  value: true,
});
export type BulletinObservation = z.infer<typeof bulletinObservationSchema>;
