import { z } from 'zod';
import {
  type ConsistencyRule,
  RELATION_SIGNS,
  type RuleBreak,
  ruleBreak,
  ruleDataTypes,
} from './bulletin-rules.ts';
import { type CellValue, type ValueRule, valueProblem } from './data-type-values.ts';
import { textDateProblems } from './text-date-check.ts';

/** One cell of a bulletin: venue × day (0 = the issue date) × slot × data type. */
export const cellKeySchema = z.object({
  venue_id: z.number().int(),
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
});
export type CellKey = z.infer<typeof cellKeySchema>;
export type CellEntry = CellKey & { value: CellValue };

/**
 * A problem the check finds. `error` blocks submit and publish, `warning` does not. The code and
 * the fields beside it let a screen say it in its own language and jump to the cell; `message`
 * says it in English for API clients.
 */
export const checkProblemSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.enum([
    'required_missing',
    'invalid_value',
    'rule_broken',
    'not_in_type',
    'title_missing',
    'synopsis_missing',
    'note_translation_missing',
    'title_other_date',
    'synopsis_other_date',
  ]),
  message: z.string(),
  cell: cellKeySchema.optional(),
  language: z.string().optional(),
  /** For a venue's note. */
  venue_id: z.number().int().optional(),
  date: z
    .string()
    .optional()
    .meta({
      description:
        'For title_other_date and synopsis_other_date (warnings): the date the title or synopsis names, as ' +
        'written there ("26 novembre", "November 26", "26/11"), which is neither the issue date nor a valid day.',
    }),
  /** For a broken consistency rule: its position in the type's rules. */
  rule: z.number().int().optional(),
});
export type CheckProblem = z.infer<typeof checkProblemSchema>;
export type CheckProblemCode = CheckProblem['code'];

/** What the check needs to know of a bulletin and its type. */
export type CheckInput = {
  /** Each venue with its elevation (m), which the ranges relative to it read; null when unknown. */
  venues: readonly { id: number; elevation: number | null }[];
  /** The type's horizon: days 0 … days − 1. */
  days: number;
  slots: readonly string[];
  dataTypes: readonly { id: number; code: string; required: boolean; rule: ValueRule }[];
  rules: readonly ConsistencyRule[];
  /** The type's content languages, the first being the main one. */
  languages: readonly string[];
  values: readonly CellEntry[];
  texts: readonly {
    language: string;
    title: string;
    synopsis: string;
    venue_notes: Record<string, string>;
  }[];
  /** The codes of the type's icon set, for icon cells. */
  iconCodes: readonly string[];
  /** The bulletin's issue date (`YYYY-MM-DD`): the texts may name it and its valid days, no other. */
  issueDate?: string;
};

export function cellId(cell: CellKey): string {
  return `${cell.venue_id}/${cell.day}/${cell.slot}/${cell.data_type_id}`;
}

function cellOf(entry: CellKey): CellKey {
  return { venue_id: entry.venue_id, day: entry.day, slot: entry.slot, data_type_id: entry.data_type_id };
}

function cellProblems(input: CheckInput, byCell: Map<string, CellEntry>): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const venues = new Set(input.venues.map((v) => v.id));
  const slots = new Set(input.slots);
  const dataTypes = new Map(input.dataTypes.map((d) => [d.id, d]));
  for (const entry of input.values) {
    const dataType = dataTypes.get(entry.data_type_id);
    const inType =
      dataType &&
      venues.has(entry.venue_id) &&
      slots.has(entry.slot) &&
      entry.day >= 0 &&
      entry.day < input.days;
    if (!inType) {
      problems.push({
        severity: 'warning',
        code: 'not_in_type',
        message: 'This value is outside the bulletin type (it changed since): it will not be published.',
        cell: cellOf(entry),
      });
      continue;
    }
    const problem = valueProblem(dataType.rule, entry.value, input.iconCodes);
    if (problem)
      problems.push({ severity: 'error', code: 'invalid_value', message: problem, cell: cellOf(entry) });
  }
  for (const { id: venue_id } of input.venues)
    for (let day = 0; day < input.days; day++)
      for (const slot of input.slots)
        for (const dataType of input.dataTypes) {
          const cell = { venue_id, day, slot, data_type_id: dataType.id };
          if (dataType.required && !byCell.has(cellId(cell)))
            problems.push({
              severity: 'error',
              code: 'required_missing',
              message: `${dataType.code} is required.`,
              cell,
            });
        }
  return problems;
}

/** How a broken rule reads in English, for API clients (the screens say it in their own words). */
function brokenRuleMessage(rule: ConsistencyRule, broken: RuleBreak, codeOf: (id: number) => string): string {
  switch (broken.kind) {
    case 'compare': {
      if (rule.kind !== 'compare') break;
      const sign = RELATION_SIGNS[rule.relation];
      return `${codeOf(rule.left_data_type_id)} ${sign} ${codeOf(rule.right_data_type_id)} does not hold (${broken.left}, ${broken.right}).`;
    }
    case 'venue_range': {
      const { low, high } = broken;
      const range =
        low !== null && high !== null
          ? `between ${low} and ${high}`
          : low !== null
            ? `at least ${low}`
            : `at most ${high}`;
      return `${codeOf(broken.data_type_id)} should be ${range} at this venue, not ${broken.value}.`;
    }
    case 'condition': {
      if (rule.kind !== 'condition') break;
      const sign = RELATION_SIGNS[rule.relation];
      return `${codeOf(rule.data_type_id)} ${sign} ${rule.value} does not hold when ${codeOf(rule.when_data_type_id)} is ${broken.when} (${broken.value}).`;
    }
  }
  return 'A consistency rule does not hold.';
}

function ruleProblems(input: CheckInput, byCell: Map<string, CellEntry>): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const codes = new Map(input.dataTypes.map((d) => [d.id, d.code]));
  const codeOf = (id: number) => codes.get(id) ?? `#${id}`;
  input.rules.forEach((rule, index) => {
    // A rule on a data type the type no longer lists has nothing to check.
    if (!ruleDataTypes(rule).every(({ id }) => codes.has(id))) return;
    for (const { id: venue_id, elevation } of input.venues)
      for (let day = 0; day < input.days; day++)
        for (const slot of input.slots) {
          const broken = ruleBreak(rule, {
            elevation,
            value: (data_type_id) => byCell.get(cellId({ venue_id, day, slot, data_type_id }))?.value,
          });
          if (!broken) continue;
          problems.push({
            severity: rule.severity,
            code: 'rule_broken',
            message: brokenRuleMessage(rule, broken, codeOf),
            cell: { venue_id, day, slot, data_type_id: broken.data_type_id },
            rule: index,
          });
        }
  });
  return problems;
}

function textProblems(input: CheckInput): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const texts = new Map(input.texts.map((t) => [t.language, t]));
  const notedVenues = new Set(
    input.texts.flatMap((t) =>
      Object.entries(t.venue_notes)
        .filter(([, note]) => note.trim() !== '')
        .map(([id]) => id),
    ),
  );
  for (const language of input.languages) {
    const text = texts.get(language);
    if (!text?.title.trim())
      problems.push({
        severity: 'error',
        code: 'title_missing',
        message: `The title in ${language} is missing.`,
        language,
      });
    if (!text?.synopsis.trim())
      problems.push({
        severity: 'error',
        code: 'synopsis_missing',
        message: `The synopsis in ${language} is missing.`,
        language,
      });
    for (const venue of notedVenues) {
      if (text?.venue_notes[venue]?.trim()) continue;
      problems.push({
        severity: 'warning',
        code: 'note_translation_missing',
        message: `The note on venue ${venue} has no ${language} version.`,
        language,
        venue_id: Number(venue),
      });
    }
  }
  return problems;
}

/** The problems of the cells alone: their values, the required ones empty, the consistency rules. */
export function checkCells(input: CheckInput): CheckProblem[] {
  const byCell = new Map(input.values.map((v) => [cellId(v), v]));
  return [...cellProblems(input, byCell), ...ruleProblems(input, byCell)];
}

/** The problems of the texts alone: titles and synopses missing, venue notes not translated. */
export function checkTexts(input: CheckInput): CheckProblem[] {
  return [...textProblems(input), ...textDateProblems(input)];
}

/** Every problem of a bulletin, errors and warnings, cells first, then the texts. */
export function checkBulletin(input: CheckInput): CheckProblem[] {
  return [...checkCells(input), ...checkTexts(input)];
}

/** True when nothing the check found blocks submit and publish. */
export function checkPasses(problems: readonly CheckProblem[]): boolean {
  return !problems.some((p) => p.severity === 'error');
}

/** What the check reads of a bulletin type's composition (the detail's `composition` has it all). */
export type CheckedComposition = {
  venues: readonly { id: number; elevation: number | null }[];
  days: number;
  slots: readonly { code: string }[];
  data_types: readonly (ValueRule & { id: number; code: string; required: boolean })[];
  rules: readonly ConsistencyRule[];
  languages: readonly string[];
};

/** The check of a bulletin of this composition, on its values and texts as they are now. */
export function checkComposition(
  composition: CheckedComposition,
  values: CheckInput['values'],
  texts: CheckInput['texts'],
  iconCodes: readonly string[],
  issueDate?: string,
): CheckProblem[] {
  return checkBulletin(checkInputOf(composition, values, texts, iconCodes, issueDate));
}

/** What the check reads, from a composition and the values and texts as they are now. */
export function checkInputOf(
  composition: CheckedComposition,
  values: CheckInput['values'],
  texts: CheckInput['texts'],
  iconCodes: readonly string[],
  issueDate?: string,
): CheckInput {
  return {
    ...(issueDate === undefined ? {} : { issueDate }),
    venues: composition.venues.map((v) => ({ id: v.id, elevation: v.elevation })),
    days: composition.days,
    slots: composition.slots.map((s) => s.code),
    dataTypes: composition.data_types.map((d) => ({
      id: d.id,
      code: d.code,
      required: d.required,
      rule: {
        value_kind: d.value_kind,
        minimum: d.minimum,
        maximum: d.maximum,
        decimals: d.decimals,
        options: d.options,
      },
    })),
    rules: composition.rules,
    languages: composition.languages,
    values,
    texts,
    iconCodes,
  };
}
