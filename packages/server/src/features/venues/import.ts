import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import {
  VENUE_CSV_REQUIRED,
  type VenueImportReport,
  type VenueInput,
  venueInputSchema,
} from '@bora/shared/venue';
import { type AuditActor, type AuditEntry, recordAudits } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { parseDecimal } from '../../lib/csv.ts';
import { readCsvUpload } from '../../lib/csv-upload.ts';
import { Conflict } from '../../lib/errors.ts';
import { batches, giveTurn } from '../../lib/turns.ts';
import { findVenuesByCode, insertVenues, updateVenues, type VenueRow } from './repository.ts';
import { toVenueInput, venueColumns } from './serialize.ts';
import { VENUE_ENTITY } from './service.ts';

export const MAX_IMPORT_ROWS = 10000;

type Errors = Record<string, string[]>;
type Checked = { line: number; code: string; input?: VenueInput; existing?: VenueRow; errors: Errors };

const TRUE = ['true', '1', 'yes', 'y', 'si', 'sì', 'vero', 'x'];
const FALSE = ['false', '0', 'no', 'n', 'falso'];

/** The file's records after its header, with the header's column positions; refuses what is not a venue CSV. */
function readFile(file: Buffer) {
  return readCsvUpload(file, VENUE_CSV_REQUIRED, 'venues', MAX_IMPORT_ROWS);
}

function addError(errors: Errors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/** Validates every row as if it were saved, without writing anything. */
async function checkRows(db: Db, file: Buffer, viewer: Viewer): Promise<Checked[]> {
  const { columns, rows } = await readFile(file);
  const authorityRows = await db
    .select({ id: authorities.id, code: authorities.code, name: authorities.name })
    .from(authorities);
  const authorityByCode = new Map(authorityRows.map((a) => [a.code.toLowerCase(), a]));
  const authorityName = new Map(authorityRows.map((a) => [a.id, a.name]));
  const cellOf = (fields: string[], column: string) => {
    const index = columns.get(column);
    return index === undefined ? undefined : (fields[index] ?? '').trim();
  };
  const existing = new Map(
    (await findVenuesByCode(db, [...new Set(rows.map((r) => cellOf(r.fields, 'code') ?? ''))])).map((v) => [
      v.code,
      v,
    ]),
  );
  const firstLine = new Map<string, number>();

  const checkRow = ({ line, fields }: { line: number; fields: string[] }): Checked => {
    const errors: Errors = {};
    const code = cellOf(fields, 'code') ?? '';
    const seen = firstLine.get(code);
    if (seen !== undefined && code !== '') addError(errors, 'code', `This code is also on line ${seen}.`);
    else firstLine.set(code, line);
    const stored = existing.get(code);
    const draft: Record<string, unknown> = stored ? toVenueInput(stored) : {};
    for (const column of ['code', 'name', 'kind', 'region', 'province', 'notes', 'timezone'] as const) {
      const value = cellOf(fields, column);
      if (value === undefined) continue;
      if (value === '' && ['region', 'province', 'notes', 'timezone'].includes(column)) delete draft[column];
      else draft[column] = value;
    }
    for (const column of ['latitude', 'longitude', 'elevation'] as const) {
      const value = cellOf(fields, column);
      if (value === undefined) continue;
      if (value === '') {
        draft[column] = column === 'elevation' ? null : undefined;
        continue;
      }
      const number = parseDecimal(value);
      if (number === null) addError(errors, column, `“${value}” is not a number.`);
      else draft[column] = number;
    }
    const authority = cellOf(fields, 'authority');
    if (authority !== undefined) {
      const found = authorityByCode.get(authority.toLowerCase());
      if (found) draft.authority_id = found.id;
      else
        addError(
          errors,
          'authority',
          authority ? `No authority with code “${authority}”.` : 'Enter the authority’s code.',
        );
    }
    const active = cellOf(fields, 'active')?.toLowerCase();
    if (active === '') delete draft.active;
    else if (active !== undefined && TRUE.includes(active)) draft.active = true;
    else if (active !== undefined && FALSE.includes(active)) draft.active = false;
    else if (active !== undefined) addError(errors, 'active', 'Write true or false.');

    const parsed = venueInputSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'authority_id' ? 'authority' : issue.path.map(String).join('.');
        if (!errors[field]) addError(errors, field || 'non_field_errors', issue.message);
      }
    }
    if (parsed.success && !Object.keys(errors).length) {
      for (const authorityId of new Set([
        parsed.data.authority_id,
        stored?.authorityId ?? parsed.data.authority_id,
      ])) {
        if (!canManageOwned(viewer, authorityId)) {
          addError(
            errors,
            'authority',
            `You may not manage the venues of ${authorityName.get(authorityId)}.`,
          );
        }
      }
    }
    if (Object.keys(errors).length) return { line, code, errors };
    return { line, code, input: parsed.data, existing: stored, errors };
  };

  const checked: Checked[] = [];
  for (const [index, row] of rows.entries()) {
    // Checking takes about 50 µs a row: other requests get their turn every few hundred rows.
    if (index > 0 && index % 500 === 0) await giveTurn();
    checked.push(checkRow(row));
  }
  return checked;
}

/**
 * Imports venues from CSV, all or nothing: rows are matched by code (created or updated), and if
 * any row is rejected, or on a dry run, nothing is written.
 */
export async function importVenues(
  db: Db,
  file: Buffer,
  options: { dryRun: boolean; viewer: Viewer; actor: AuditActor },
): Promise<VenueImportReport> {
  const checked = await checkRows(db, file, options.viewer);
  const report: VenueImportReport = {
    created: checked.filter((c) => c.input && !c.existing).length,
    updated: checked.filter((c) => c.input && c.existing).length,
    rejected: checked.filter((c) => !c.input).length,
    applied: false,
    rows: checked.map((c) => ({
      line: c.line,
      code: c.code,
      outcome: !c.input ? 'rejected' : c.existing ? 'updated' : 'created',
      ...(c.input ? {} : { errors: c.errors }),
    })),
  };
  if (report.rejected || options.dryRun) return report;
  await applyImport(db, checked, options.actor);
  return { ...report, applied: true };
}

type Accepted = Checked & { input: VenueInput };

/**
 * Writes the checked rows in one transaction, a batch at a time. On the embedded database a
 * query that needs the engine waits while it runs, so it must stay short (10 000 rows take about a
 * second); between batches the server takes its other requests, which answers from memory serve.
 */
async function applyImport(db: Db, checked: Checked[], actor: AuditActor): Promise<void> {
  const accepted = checked.filter((c): c is Accepted => c.input !== undefined);
  const creates = accepted.filter((c) => !c.existing);
  const updates = accepted.filter(
    (c): c is Accepted & { existing: VenueRow } =>
      c.existing !== undefined && JSON.stringify(toVenueInput(c.existing)) !== JSON.stringify(c.input),
  );
  await db.transaction(async (tx) => {
    const audits: AuditEntry[] = [];
    // What is written is the checked input exactly: the audit records it as toVenueInput(row) would.
    for (const batch of batches(creates)) {
      await giveTurn();
      const ids = await insertVenues(
        tx,
        batch.map((c) => venueColumns(c.input)),
      );
      for (const c of batch) {
        const entityId = ids.get(c.input.code) ?? 0;
        audits.push({ entity: VENUE_ENTITY, entityId, action: 'create', actor, after: c.input });
      }
    }
    for (const batch of batches(updates)) {
      await giveTurn();
      const written = await updateVenues(
        tx,
        batch.map((c) => ({ id: c.existing.id, updatedAt: c.existing.updatedAt, ...venueColumns(c.input) })),
      );
      assertNoneChangedMeanwhile(batch.filter((c) => !written.has(c.input.code)));
      for (const c of batch) {
        audits.push({
          entity: VENUE_ENTITY,
          entityId: c.existing.id,
          action: 'update',
          actor,
          before: toVenueInput(c.existing),
          after: c.input,
        });
      }
    }
    for (const batch of batches(audits)) {
      await giveTurn();
      await recordAudits(tx, batch);
    }
  });
}

/**
 * The rows were checked (permissions included) against the venues as they were read before the
 * transaction: one changed or deleted since is not written over, and the whole import stops.
 */
function assertNoneChangedMeanwhile(changed: Accepted[]): void {
  if (!changed.length) return;
  const codes = changed.slice(0, 5).map((c) => c.input.code);
  throw new Conflict(
    `Venues changed while the file was being checked (${codes.join(', ')}${changed.length > 5 ? ', …' : ''}); ` +
      'import the file again.',
    {
      code: 'venues_changed_meanwhile',
      params: { codes: `${codes.join(', ')}${changed.length > 5 ? ', …' : ''}` },
    },
  );
}

/** A statement of this many rows keeps the engine (and, embedded, the server) busy about 0.1 s. */
