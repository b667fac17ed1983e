import { z } from 'zod';
import { isCalendarDate } from './agency-time.ts';
import { checkProblemSchema } from './bulletin-check.ts';
import { consistencyRuleSchema } from './bulletin-rules.ts';
import { timeSlotSchema } from './bulletin-type.ts';
import { categoryOptionSchema, valueKindSchema } from './data-type.ts';
import { idSchema } from './id.ts';
import { textSchema } from './text-fields.ts';
import { translationsSchema } from './translations.ts';
import { bulletinStatuses, type WorkflowAction, workflowActions } from './workflow.ts';

/** A calendar date written `YYYY-MM-DD`, as the agency's local time reads it. */
export const issueDateSchema = textSchema.refine(isCalendarDate, 'A date such as 2026-03-29.');

export const bulletinStatusSchema = z.enum(bulletinStatuses);

export const COPY_FROM_MESSAGE = 'Either null (empty), "previous", or {"bulletin_id": N}.';

/**
 * Where a new bulletin's values and texts come from: nowhere (`null`: it starts empty),
 * `"previous"` (the type's newest published bulletin issued before the new date; with none it
 * starts empty: a draft or a submitted bulletin is never taken unasked), or `{bulletin_id}` (any
 * bulletin of the same type the caller may read, in any state).
 */
export const copyFromSchema = z
  .union([z.literal('previous'), z.object({ bulletin_id: idSchema })], COPY_FROM_MESSAGE)
  .nullable()
  .default(null)
  .meta({
    description:
      'null: start empty. "previous": from the type’s newest published bulletin issued before the date ' +
      '(none: start empty; drafts and submitted ones are not taken). {"bulletin_id": N}: from that ' +
      'bulletin, of the same type and one you may read, in any state. Values move by the days between ' +
      'the two issue dates and are kept where they fall within the horizon, marked copied; the texts ' +
      'are copied. GET /api/bulletins/copy-sources/ lists the candidates with what each would carry.',
  });
export type CopyFrom = z.infer<typeof copyFromSchema>;

/** `POST /api/bulletins/`: an empty bulletin, or one carried over from another of its type. */

/** A bulletin's type or authority: its code, and its name with the name's translations. */
const reference = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
});

/** A bulletin as lists show it. */
export const bulletinSummarySchema = z.object({
  id: z.number().int(),
  bulletin_type: reference,
  authority: reference,
  issue_date: z.string(),
  version: z.number().int(),
  status: bulletinStatusSchema,
  revision: z.number().int(),
  /** The title in the type's first language ('' until written). */
  title: z.string(),
  titles: z.record(z.string(), z.string()).meta({
    description:
      'The title in each language it is written in, by language code (`{"it": "Previsioni del 5 dicembre 2026", ' +
      '"en": "Forecast for 5 December 2026"}`); a language without a title is left out. A reader of a ' +
      'language without one reads the Italian title (`it`), else the type’s name in their language.',
  }),
  corrects_id: z.number().int().nullable(),
  corrected_by_id: z.number().int().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  issued_at: z.string().nullable(),
  last_edited_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BulletinSummary = z.infer<typeof bulletinSummarySchema>;

/** A bulletin as `GET /api/bulletins/` lists it: a summary, with whether and since when it waits. */
export const bulletinListItemSchema = bulletinSummarySchema.extend({
  /**
   * When the step that left it waiting was taken (its submission; for a returned draft, its
   * return); null when it waits for nobody (bulletin-waiting.ts).
   */
  waiting_since: z.string().nullable(),
  /** A draft whose last workflow step was a return: it waits to be fixed and submitted again. */
  returned: z.boolean(),
});
export type BulletinListItem = z.infer<typeof bulletinListItemSchema>;

export const valueSources = ['manual', 'copied', 'imported'] as const;

export const bulletinValueSchema = z.object({
  venue_id: z.number().int(),
  /** 0 is the issue date. */
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
  value: z.union([z.number(), z.string()]),
  note: z.string(),
  /** How the value came: typed, pasted or filled (`manual`), carried from another bulletin (`copied`), or from a file or a model run (`imported`). */
  source: z.enum(valueSources),
  /**
   * Where the value began, kept through carry-overs and corrections: `import: ecmwf-pp
   * 2026-11-25T00Z (key model-bot)`, `bulletin 12 (user forecaster)` (typed in bulletin 12). A
   * published bulletin's values name no sender. Empty for values from before origins were kept.
   */
  origin: z.string(),
  /** A `copied` value: the bulletin it was carried from; null for the others. */
  copied_from: z.number().int().nullable(),
});
export type BulletinValue = z.infer<typeof bulletinValueSchema>;

export const bulletinTextSchema = z.object({
  language: z.string(),
  title: z.string(),
  synopsis: z.string(),
  /** Venue id → its note in this language. */
  venue_notes: z.record(z.string(), z.string()),
});
export type BulletinText = z.infer<typeof bulletinTextSchema>;

/** The type's composition as the bulletin uses it: what its grid has rows and columns for. */
export const bulletinCompositionSchema = z.object({
  venues: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      region: z.string(),
      elevation: z.number().nullable(),
      /** Where the venue is, for the bulletin's map; null in snapshots taken before maps had them. */
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  days: z.number().int(),
  slots: z.array(timeSlotSchema),
  data_types: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      value_kind: valueKindSchema,
      required: z.boolean(),
      minimum: z.number().nullable(),
      maximum: z.number().nullable(),
      decimals: z.number().int().nullable(),
      options: z.array(categoryOptionSchema),
      /** The name in other languages; empty in snapshots taken before reference data had them. */
      translations: translationsSchema,
    }),
  ),
  rules: z.array(consistencyRuleSchema),
  languages: z.array(z.string()),
  icon_set_id: z.number().int(),
  requires_review: z.boolean(),
  is_public: z.boolean(),
});
export type BulletinComposition = z.infer<typeof bulletinCompositionSchema>;

export const offeredActionSchema = z.object({
  action: z.enum(workflowActions),
  needs_comment: z.boolean(),
  /** Null when it can be taken now; otherwise what stands in the way. */
  blocked_by: z.enum(['check', 'reviewer', 'no_open_correction', 'corrects_live']).nullable(),
});

/** A person as a bulletin names them (a reviewer): the name may be blank, the username never is. */
export const bulletinPersonSchema = z.object({ username: z.string(), name: z.string() });

/** An icon picture as a published bulletin froze it (its SVG). */
export const publishedIconSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
  svg: z.string(),
});

/** `GET /api/bulletins/{id}/`. */
export const bulletinDetailSchema = bulletinSummarySchema.extend({
  composition: bulletinCompositionSchema,
  texts: z.array(bulletinTextSchema),
  values: z.array(bulletinValueSchema),
  /**
   * A published (or since superseded or withdrawn) bulletin: the pictures of the icons it shows, as
   * published, which it is drawn with. Empty for the others, drawn with their icon set's pictures.
   */
  icons: z.array(publishedIconSchema),
  /** Whether the caller may write the values and texts now. */
  can_edit: z.boolean(),
  /**
   * Whether the caller may discard the bulletin (`DELETE /api/bulletins/{id}/`): a draft never
   * submitted, of an authority whose bulletins they write.
   */
  can_discard: z.boolean(),
  actions: z.array(offeredActionSchema),
  /**
   * Who reviews the bulletin once submitted (publishes it or returns it): the active managers of
   * its authority other than the caller. Told when the caller may submit it (and so may see the
   * authority's members); null otherwise.
   */
  reviewers: z.array(bulletinPersonSchema).nullable(),
  /**
   * A draft whose last workflow step was a return: who returned it (null for a reader not told
   * who, as in its history), when, and their comment. Null for every other bulletin, and once it
   * is submitted again.
   */
  returned: z.object({ by: bulletinPersonSchema.nullable(), at: z.string(), comment: z.string() }).nullable(),
  /**
   * A withdrawn bulletin's withdrawal: who withdrew it (null for a reader not told who, as in its
   * history), when, and the reason given. Null for every other bulletin. Told to whoever may read it.
   */
  withdrawn: z.object({ by: bulletinPersonSchema.nullable(), at: z.string(), reason: z.string() }).nullable(),
});
export type BulletinDetail = z.infer<typeof bulletinDetailSchema>;

/** `GET /api/bulletins/{id}/check/`. */
export const bulletinCheckSchema = z.object({
  revision: z.number().int(),
  passes: z.boolean(),
  errors: z.number().int(),
  warnings: z.number().int(),
  problems: z.array(checkProblemSchema),
});
export type BulletinCheck = z.infer<typeof bulletinCheckSchema>;

export const MAX_CHANGES = 20000;
export const MAX_NOTE = 1000;

/** One cell to write: a `null` value clears it (and its note). */
export const valueChangeSchema = z.object({
  venue_id: idSchema,
  day: z
    .number()
    .int('A whole number of days.')
    .min(0, 'Day 0 is the issue date.')
    .max(30, 'At most day 30.'),
  slot: textSchema.min(1, 'Name a slot.').max(20, 'At most 20 characters.'),
  data_type_id: idSchema,
  value: z.union([z.number(), textSchema]).nullable(),
  note: textSchema.max(MAX_NOTE, `At most ${MAX_NOTE} characters.`).optional(),
});
export type ValueChange = z.infer<typeof valueChangeSchema>;

/** What kind of write a change of values is: a person's (`edit`) or a file's or a model run's (`import`). */
export const valueWriteSources = ['edit', 'import'] as const;
export type ValueWriteSource = (typeof valueWriteSources)[number];

export const MAX_ORIGIN = 200;

/**
 * What an import names as its origin: the model run or the file (`ecmwf-pp 2026-11-25T00Z`). The
 * server adds who sent it, in brackets, so brackets are not the client's to write.
 */
export const importOriginSchema = textSchema
  .trim()
  .min(1, 'Name the origin of the values: the model run or the file.')
  .max(MAX_ORIGIN, `At most ${MAX_ORIGIN} characters.`)
  .regex(/^[^()\r\n]*$/, 'No brackets or line breaks: Bora adds who sent the values in brackets.');

const valueWriteFields = {
  changes: z
    .array(valueChangeSchema)
    .min(1, 'Send at least one change.')
    .max(MAX_CHANGES, `At most ${MAX_CHANGES} changes at once.`),
  /** `edit` (the default): cells a person wrote. `import`: values of a file or a model run. */
  source: z.enum(valueWriteSources).default('edit'),
  /** An import's origin, which it must name; an edit names none. */
  origin: importOriginSchema.optional(),
};

/**
 * What is wrong with a write's kind and origin together: an import names its origin, an edit
 * names none (its values are a person's, whatever a client would claim).
 */
export function originProblem(write: {
  source: ValueWriteSource;
  origin?: string | undefined;
}): string | null {
  if (write.source === 'import' && write.origin === undefined)
    return 'An import names its origin: the model run or the file.';
  if (write.source === 'edit' && write.origin !== undefined)
    return 'Only an import names an origin; send source "import".';
  return null;
}

/**
 * `PATCH /api/bulletins/{id}/values/`. An import (`source: "import"`) never overwrites a value a
 * person typed; `dry_run` answers what it would do and writes nothing.
 */
export const valuesPatchSchema = z.object({ ...valueWriteFields, dry_run: z.boolean().default(false) });
export type ValuesPatch = z.infer<typeof valuesPatchSchema>;

export const bulletinCreateSchema = z.object({
  bulletin_type_id: idSchema,
  issue_date: issueDateSchema,
  copy_from: copyFromSchema,
  /** Values written over what was carried, in the same call (a model run pre-filling tomorrow's draft). */
  changes: valueWriteFields.changes.optional(),
  source: valueWriteFields.source,
  origin: valueWriteFields.origin,
});
export type BulletinCreate = z.infer<typeof bulletinCreateSchema>;

/** The answer to a write of values or texts: the new revision, and the check's problems on what changed. */
export const bulletinWrittenSchema = z.object({
  revision: z.number().int(),
  changed: z.number().int(),
  problems: z.array(checkProblemSchema),
});

/** A cell an import refuses, by the index of its change, with the reason. */
export const refusedCellSchema = z.object({
  index: z.number().int(),
  venue_id: z.number().int(),
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
  reason: z.string(),
});
export type RefusedCell = z.infer<typeof refusedCellSchema>;

/** What a write of values did (or, on a dry run, would do), cell by cell counted. */
export const valuesReportSchema = z.object({
  /** Cells written (on a dry run, that would be). */
  set: z.number().int(),
  /** Cells that held the value already. */
  unchanged: z.number().int(),
  /** Cells an import left alone because a person typed them. */
  kept_manual: z.number().int(),
  /** Changes of an import for a venue or a data type outside the bulletin's type, left out. */
  unknown: z.number().int(),
  /** Changes refused, with the reason: an import with any writes nothing (a dry run lists them). */
  refused: z.array(refusedCellSchema),
});
export type ValuesReport = z.infer<typeof valuesReportSchema>;

/** `PATCH /api/bulletins/{id}/values/`: the write, and what it did cell by cell. */
export const valuesWrittenSchema = bulletinWrittenSchema.extend({
  ...valuesReportSchema.shape,
  /** Whether this was a dry run: nothing was written, the revision is the bulletin's as it is. */
  dry_run: z.boolean(),
});
export type ValuesWritten = z.infer<typeof valuesWrittenSchema>;

/** The answer to a creation: the bulletin, and how many cells were carried from the previous one. */
export const bulletinCreatedSchema = bulletinDetailSchema.extend({
  copied_cells: z.number().int(),
  copied_from_id: z.number().int().nullable(),
  /** What the values sent with the creation did; null when none were sent. */
  written: valuesReportSchema.nullable(),
});

export const textInputSchema = z.object({
  language: textSchema.min(1).max(10),
  title: textSchema.trim().max(200, 'At most 200 characters.').default(''),
  synopsis: textSchema.trim().max(5000, 'At most 5000 characters.').default(''),
  venue_notes: z
    .record(
      textSchema.regex(/^[1-9][0-9]{0,9}$/, 'A venue id.'),
      textSchema.trim().max(MAX_NOTE, `At most ${MAX_NOTE} characters.`),
    )
    .default({}),
});

/** `PUT /api/bulletins/{id}/texts/`: the texts of the languages given replace the stored ones. */
export const textsPutSchema = z.object({
  texts: z.array(textInputSchema).min(1, 'Send the texts of at least one language.').max(10),
});

/** `POST /api/bulletins/{id}/{action}/`: a comment for returning, a reason for withdrawing. */
export const actionInputSchema = z.object({
  comment: textSchema.trim().max(2000, 'At most 2000 characters.').default(''),
});

/** What a person is asked when an action needs a comment and none is given. */
export const COMMENT_REQUIRED: Record<'return' | 'withdraw', string> = {
  return: 'Say what must change.',
  withdraw: 'Say why it is withdrawn.',
};

/** The comment of an action that needs one (returning, withdrawing): required, as the workflow says. */
export function actionCommentSchema(action: WorkflowAction) {
  const required = action === 'withdraw' ? COMMENT_REQUIRED.withdraw : COMMENT_REQUIRED.return;
  return z.object({ comment: actionInputSchema.shape.comment.unwrap().min(1, required) });
}
