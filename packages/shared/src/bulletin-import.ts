import { z } from 'zod';

/**
 * What a column of an imported file holds: the venue (by code, or by name), the date, the time slot
 * (by code or label), a data type's values, or nothing Bora reads (`ignore`).
 */
export const importColumnRoles = ['venue', 'venue_name', 'date', 'slot', 'data_type', 'ignore'] as const;
export type ImportColumnRole = (typeof importColumnRoles)[number];

/** A column of the file, and how it was matched (by its heading) or chosen. */
export const importColumnSchema = z.object({
  /** 0 is the first column. */
  index: z.number().int(),
  header: z.string(),
  role: z.enum(importColumnRoles),
  /** The data type of a `data_type` column. */
  data_type_id: z.number().int().nullable(),
  /** Whether Bora recognised the heading (an unrecognised one is ignored unless chosen). */
  matched: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/**
 * The choice of what each column holds, overriding the match by heading: column index →
 * `venue`, `venue_name`, `date`, `slot`, `ignore`, or `data_type:<code>`.
 */
export const importColumnChoiceSchema = z.record(
  z.string().regex(/^(0|[1-9][0-9]{0,2})$/, 'A column number.'),
  z.union([
    z.enum(['venue', 'venue_name', 'date', 'slot', 'ignore']),
    z.string().regex(/^data_type:.{1,100}$/, 'data_type:<code>'),
  ]),
);
export type ImportColumnChoice = z.infer<typeof importColumnChoiceSchema>;

const valueSchema = z.union([z.number(), z.string()]);

/** A cell the import would change (a dry run) or changed: what it held and what it holds. */
export const importedCellSchema = z.object({
  /** The line of the file it came from (1 is the heading). */
  line: z.number().int(),
  venue_id: z.number().int(),
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
  before: valueSchema.nullable(),
  after: valueSchema,
});
export type ImportedCell = z.infer<typeof importedCellSchema>;

/**
 * Why a value is refused, for a client to say in its own language: `not_a_date`, `outside_bulletin`
 * (params `date`, `from`, `to`) and `unknown_slot` (`slot`) refuse the whole line; `repeated_cell`
 * (`line`, the line that sets the cell first) and `invalid_value` (its `reason` is a message of the
 * value rules, `value-messages.ts`) refuse one value.
 */
export const importRefusalCodes = [
  'not_a_date',
  'outside_bulletin',
  'unknown_slot',
  'repeated_cell',
  'invalid_value',
] as const;
export type ImportRefusalCode = (typeof importRefusalCodes)[number];

/** A value of the file that cannot be imported, with where it is and why. */
export const importRefusalSchema = z.object({
  line: z.number().int(),
  /** The column's heading; null when the whole line is refused (its date or slot). */
  column: z.string().nullable(),
  value: z.string(),
  /** Why, in English. */
  reason: z.string(),
  code: z.enum(importRefusalCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** At most this many changed cells are listed in a report: the counts cover them all. */
export const IMPORT_CHANGES_LISTED = 2000;

/** `POST /api/bulletins/{id}/import/`: what the file would do (a dry run) or did. */
export const fileImportReportSchema = z.object({
  file: z.object({ name: z.string(), kind: z.enum(['csv', 'xlsx']), lines: z.number().int() }),
  columns: z.array(importColumnSchema),
  /** Cells written (on a dry run, that would be). */
  set: z.number().int(),
  /** Cells that held the value already. */
  unchanged: z.number().int(),
  /** Cells left alone because a person typed them. */
  kept_manual: z.number().int(),
  /** Values of venues outside the bulletin's type, left out. */
  unknown: z.number().int(),
  /** Values refused: a file with any imports nothing. */
  refused: z.array(importRefusalSchema),
  /** The cells that change, by line (the first IMPORT_CHANGES_LISTED). */
  changes: z.array(importedCellSchema),
  dry_run: z.boolean(),
  /** The bulletin's revision after the import (as it is, on a dry run). */
  revision: z.number().int(),
});
export type FileImportReport = z.infer<typeof fileImportReportSchema>;
