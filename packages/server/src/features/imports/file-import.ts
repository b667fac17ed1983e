import { addDays, isCalendarDate } from '@bora/shared/agency-time';
import type { ValueChange } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import {
  type FileImportReport,
  IMPORT_CHANGES_LISTED,
  type ImportColumn,
  type ImportColumnChoice,
  type ImportRefusal,
} from '@bora/shared/bulletin-import';
import { type ParseContext, parseValue, valueProblem } from '@bora/shared/data-type-values';
import { DOCUMENT_LANGUAGES, documentText } from '@bora/shared/document-texts';
import { allLabels, allNames } from '@bora/shared/localized';
import { foldName } from '@bora/shared/value-names';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icons } from '../../db/schema/reference.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { readSheet, type Sheet } from '../../lib/spreadsheet.ts';
import { giveTurn } from '../../lib/turns.ts';
import { type LoadedComposition, loadComposition, ruleOf } from '../bulletins/composition.ts';
import { visibleBulletin } from '../bulletins/fetch.ts';
import { demandEditable, type WriteRequest } from '../bulletins/guard.ts';
import { writeValues } from '../bulletins/values.ts';

type Composition = LoadedComposition['composition'];
type DataType = Composition['data_types'][number];

/** The headings of the fixed columns, in every document language and as codes. */
const FIXED_HEADINGS: Record<'venue' | 'venue_name' | 'date' | 'slot', string[]> = {
  venue: ['venue', 'venue_code', 'code', ...DOCUMENT_LANGUAGES.map((l) => documentText(l, 'venueCode'))],
  venue_name: ['venue_name', 'name', ...DOCUMENT_LANGUAGES.map((l) => documentText(l, 'venue'))],
  date: ['date', 'data', ...DOCUMENT_LANGUAGES.map((l) => documentText(l, 'date'))],
  slot: ['slot', 'time_slot', 'fascia', ...DOCUMENT_LANGUAGES.map((l) => documentText(l, 'slot'))],
};

/**
 * What each column of the heading holds, matched by its text: a fixed column by its heading in
 * Italian or English (or its code), a data type by the code in brackets that Bora's own CSV
 * writes (`Minima (°C) [tmin]`), by its code, or by its name in any language (with or without
 * its unit). `choice` overrides the match, column by column.
 */
export function matchColumns(
  headers: string[],
  dataTypes: readonly DataType[],
  choice: ImportColumnChoice = {},
) {
  const fixed = new Map<string, ImportColumn['role']>();
  for (const [role, names] of Object.entries(FIXED_HEADINGS))
    for (const name of names) fixed.set(foldName(name), role as ImportColumn['role']);
  const byName = new Map<string, DataType>();
  for (const dataType of dataTypes) {
    for (const name of [dataType.code, ...allNames(dataType)]) {
      byName.set(foldName(name), dataType);
      if (dataType.unit) byName.set(foldName(`${name} (${dataType.unit})`), dataType);
    }
  }
  const byCode = new Map(dataTypes.map((d) => [d.code, d]));
  return headers.map((header, index): ImportColumn => {
    const chosen = choice[String(index)];
    if (chosen !== undefined) {
      if (!chosen.startsWith('data_type:'))
        return { index, header, role: chosen as ImportColumn['role'], data_type_id: null, matched: true };
      const dataType = byCode.get(chosen.slice('data_type:'.length));
      if (!dataType)
        throw new ValidationFailed({
          columns: [
            `Column ${index + 1} (${header}): this bulletin type has no data type ${chosen.slice(10)}.`,
          ],
        });
      return { index, header, role: 'data_type', data_type_id: dataType.id, matched: true };
    }
    const bracketed = /\[([^[\]]+)\]\s*$/.exec(header)?.[1];
    const dataType = (bracketed && byCode.get(bracketed.trim())) || byName.get(foldName(header));
    if (dataType) return { index, header, role: 'data_type', data_type_id: dataType.id, matched: true };
    const role = fixed.get(foldName(header));
    return role
      ? { index, header, role, data_type_id: null, matched: true }
      : { index, header, role: 'ignore', data_type_id: null, matched: false };
  });
}

/** Where a change came from in the file. */
type Source = { line: number; column: string; value: string };

/**
 * The file's values as changes of the bulletin's cells, each with where it came from; a line of a
 * venue outside the type counts as unknown; what cannot be read is refused with the reason.
 */
async function changesOf(
  sheet: Sheet,
  columns: ImportColumn[],
  composition: Composition,
  issueDate: string,
  context: ParseContext,
) {
  const column = (role: ImportColumn['role']) => columns.find((c) => c.role === role);
  const venueColumn = column('venue') ?? column('venue_name');
  const dateColumn = column('date');
  const slotColumn = column('slot');
  const valueColumns = columns.filter((c) => c.role === 'data_type');
  const missing = (
    [
      ['venue', !venueColumn, 'the venue (its code or name)'],
      ['date', !dateColumn, 'the date'],
      ['slot', !slotColumn && composition.slots.length > 1, 'the time slot'],
      ['data_type', !valueColumns.length, 'a data type of this bulletin type'],
    ] as const
  ).filter(([, lacking]) => lacking);
  if (missing.length)
    throw new ValidationFailed(
      {
        columns: [
          `No column holds ${missing.map(([, , what]) => what).join(', ')}: name the columns as the bulletin's CSV does, or choose them.`,
        ],
      },
      undefined,
      { code: 'import_columns_missing', params: { missing: missing.map(([role]) => role).join(',') } },
    );
  const venues = new Map<string, number>();
  for (const venue of composition.venues)
    venues.set(foldName(venueColumn?.role === 'venue' ? venue.code : venue.name), venue.id);
  const slots = new Map<string, string>();
  for (const slot of composition.slots) {
    slots.set(foldName(slot.code), slot.code);
    // The bulletin's CSV names a slot by its label in the file's language.
    for (const label of allLabels(slot)) slots.set(foldName(label), slot.code);
  }
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const changes: ValueChange[] = [];
  const sources: Source[] = [];
  const refused: ImportRefusal[] = [];
  // The line that sets each cell first: a second line for the same cell is refused.
  const firstLine = new Map<string, number>();
  let unknown = 0;
  const text = (cells: (string | number)[], at: ImportColumn | undefined) =>
    at ? String(cells[at.index] ?? '').trim() : '';
  for (const [index, { line, cells }] of sheet.lines.entries()) {
    if (index === 0) continue;
    // A line takes a few microseconds: other requests get their turn every few thousand lines.
    if (index % 2000 === 0) await giveTurn();
    const filled = valueColumns.filter((c) => text(cells, c) !== '');
    if (!filled.length) continue;
    const venueId = venues.get(foldName(text(cells, venueColumn)));
    if (venueId === undefined) {
      unknown += filled.length;
      continue;
    }
    const date = text(cells, dateColumn);
    const day = isCalendarDate(date) ? daysBetween(issueDate, date) : null;
    const slot = slotColumn ? slots.get(foldName(text(cells, slotColumn))) : composition.slots[0]?.code;
    const lastDay = addDays(issueDate, composition.days - 1);
    const lineProblem: Pick<ImportRefusal, 'reason' | 'code' | 'params'> | null =
      day === null
        ? { reason: `“${date}” is not a date (YYYY-MM-DD).`, code: 'not_a_date', params: { date } }
        : day < 0 || day >= composition.days
          ? {
              reason: `${date} is outside the bulletin (${issueDate} to ${lastDay}).`,
              code: 'outside_bulletin',
              params: { date, from: issueDate, to: lastDay },
            }
          : slot === undefined
            ? {
                reason: `“${text(cells, slotColumn)}” is not a time slot of this bulletin type.`,
                code: 'unknown_slot',
                params: { slot: text(cells, slotColumn) },
              }
            : null;
    if (lineProblem || day === null || slot === undefined) {
      refused.push({ line, column: null, value: date, ...(lineProblem as NonNullable<typeof lineProblem>) });
      continue;
    }
    for (const at of filled) {
      const dataType = dataTypes.get(at.data_type_id ?? 0) as DataType;
      const raw = cells[at.index] as string | number;
      const read =
        typeof raw === 'number'
          ? { ok: true as const, value: raw, problem: valueProblem(ruleOf(dataType), raw) }
          : parsed(parseValue(ruleOf(dataType), raw, context));
      if (!read.ok || read.problem || read.value === null) {
        refused.push({ line, column: at.header, ...invalidValue(String(raw), read.problem ?? '') });
        continue;
      }
      const cell = cellId({ venue_id: venueId, day, slot, data_type_id: dataType.id });
      const first = firstLine.get(cell);
      if (first !== undefined) {
        refused.push({
          line,
          column: at.header,
          value: String(raw),
          reason: `Line ${first} sets this value already.`,
          code: 'repeated_cell',
          params: { line: first },
        });
        continue;
      }
      firstLine.set(cell, line);
      changes.push({ venue_id: venueId, day, slot, data_type_id: dataType.id, value: read.value });
      sources.push({ line, column: at.header, value: String(raw) });
    }
  }
  return { changes, sources, refused, unknown };
}

/** A value refused by its data type's rule, with the rule's message. */
function invalidValue(value: string, reason: string) {
  return { value, reason, code: 'invalid_value' as const, params: {} };
}

function parsed(read: ReturnType<typeof parseValue>) {
  return read.ok
    ? { ok: true as const, value: read.value, problem: null }
    : { ok: false as const, value: null, problem: read.problem };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A file name as an origin names it: no brackets or line breaks (Bora adds who sent it in brackets). */
export function fileOrigin(filename: string): string {
  return (
    filename
      .replace(/[()\r\n]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'file'
  ).slice(0, 200);
}

/** The icons of the type's set by their names in every language, for cells that name an icon. */
async function iconNames(db: Db, loaded: LoadedComposition) {
  const rows = await db
    .select({ code: icons.code, name: icons.name, translations: icons.translations })
    .from(icons)
    .where(eq(icons.iconSetId, loaded.type.iconSetId));
  return rows.map((icon) => ({ code: icon.code, name: icon.name, names: allNames(icon) }));
}

/**
 * Imports the values of a CSV or XLSX file into a draft, as `writeValues` imports a model run:
 * never over a value a person typed; all or nothing (a file with any value refused imports none);
 * a dry run answers the same, cell by cell, and writes nothing. The columns are matched by their
 * headings (`matchColumns`), or as `choice` says.
 */
export async function importFile(
  db: Db,
  id: number,
  upload: { file: Buffer; filename: string; dryRun: boolean; choice?: ImportColumnChoice },
  request: WriteRequest,
): Promise<FileImportReport> {
  const view = await visibleBulletin(db, id, request.viewer);
  demandEditable(view, request.viewer);
  const loaded = await loadComposition(db, view.bulletin.bulletinTypeId);
  if (!loaded) throw new Error('a bulletin without its type');
  const sheet = await readSheet(upload.file, 'file');
  const [heading] = sheet.lines;
  if (!heading) throw new ValidationFailed({ file: ['The file is empty.'] });
  const columns = matchColumns(heading.cells.map(String), loaded.composition.data_types, upload.choice);
  const context: ParseContext = {
    icons: await iconNames(db, loaded),
    ...(sheet.kind === 'csv' ? { language: sheet.separator === ';' ? 'it' : 'en' } : {}),
  };
  const read = await changesOf(sheet, columns, loaded.composition, view.bulletin.issueDate, context);
  const file = { name: upload.filename, kind: sheet.kind, lines: sheet.lines.length };
  if (read.refused.length && !upload.dryRun) throw refusal(read.refused);
  const base = { file, columns, unknown: read.unknown, dry_run: upload.dryRun };
  if (!read.changes.length)
    return {
      ...base,
      set: 0,
      unchanged: 0,
      kept_manual: 0,
      refused: read.refused,
      changes: [],
      revision: view.bulletin.revision,
    };
  try {
    const written = await writeValues(
      db,
      id,
      {
        changes: read.changes,
        source: 'import',
        origin: fileOrigin(upload.filename),
        dry_run: upload.dryRun,
      },
      request,
    );
    const lineOf = new Map(
      read.changes.map((change, index) => [cellId(change), read.sources[index]?.line ?? 0]),
    );
    const refused = [
      ...read.refused,
      ...written.refused.map((r) => {
        const source = read.sources[r.index] as Source;
        return { ...source, ...invalidValue(source.value, r.reason) };
      }),
    ].sort((a, b) => a.line - b.line);
    return {
      ...base,
      set: written.set,
      unchanged: written.unchanged,
      kept_manual: written.kept_manual,
      refused,
      changes: written.cells.slice(0, IMPORT_CHANGES_LISTED).map((cell) => ({
        line: lineOf.get(cellId(cell)) ?? 0,
        venue_id: cell.venue_id,
        day: cell.day,
        slot: cell.slot,
        data_type_id: cell.data_type_id,
        before: written.held(cell),
        after: cell.value as number | string,
      })),
      revision: written.revision,
    };
  } catch (error) {
    // A value the data type refuses (out of range): told by line and column, as the file has it.
    if (
      error instanceof ValidationFailed &&
      error.errors &&
      Object.keys(error.errors).some((k) => k.startsWith('changes.'))
    )
      throw refusal(
        Object.entries(error.errors).map(([path, messages]) => {
          const source = read.sources[Number(path.split('.')[1])] as Source;
          return { ...source, ...invalidValue(source.value, messages.join(' ')) };
        }),
      );
    throw error;
  }
}

/** The 400 of a file with values refused: each by line and column, the first 50. */
function refusal(refused: ImportRefusal[]): ValidationFailed {
  const messages = refused
    .slice(0, 50)
    .map((r) => `Line ${r.line}${r.column ? `, ${r.column}` : ''}: ${r.reason}`);
  if (refused.length > 50) messages.push(`… and ${refused.length - 50} more.`);
  return new ValidationFailed(
    { file: messages },
    `${refused.length} of the file's values are refused: nothing was imported. A dry run lists them all.`,
    { code: 'import_refused', params: { count: refused.length } },
  );
}
