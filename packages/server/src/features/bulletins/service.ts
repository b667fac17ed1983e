import { addDays, instantAt } from '@bora/shared/agency-time';
import type { BulletinCreate, BulletinDetail, BulletinValue } from '@bora/shared/bulletin';
import { onCalendarOf } from '@bora/shared/bulletin-calendar';
import { type CheckProblem, checkComposition, checkPasses } from '@bora/shared/bulletin-check';
import type { ListQuery } from '@bora/shared/pagination';
import { canWriteBulletinsOf, type Viewer, workflowRole } from '@bora/shared/permissions';
import { actionsFor, canEditBulletin, WORKFLOW } from '@bora/shared/workflow';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, NotAuthenticated, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { cellsOf, insertCells } from './cells-repository.ts';
import { type LoadedComposition, loadComposition } from './composition.ts';
import {
  type BulletinFilters,
  type BulletinView,
  findBulletinView,
  findIssue,
  findPrevious,
  insertBulletin,
  insertTexts,
  listBulletins,
  nationalAuthorityId,
  recordEvent,
  textsOf,
  valuesOf,
} from './repository.ts';
import { toBulletinSummary, toCheck, toOfferedActions, toTexts } from './serialize.ts';
import { readingOf, readSummary } from './snapshot.ts';
import { isVisibleTo, memberOf } from './visibility.ts';

export async function listBulletinsFor(db: Db, query: ListQuery, filters: BulletinFilters, viewer: Viewer) {
  const { count, rows } = await listBulletins(db, query, filters, memberOf(viewer));
  return { count, results: rows.map(toBulletinSummary) };
}

/** A bulletin the viewer may see, or 404 (a hidden one is as missing as one that never was). */
export async function visibleBulletin(db: Db, id: number, viewer: Viewer): Promise<BulletinView> {
  const view = await findBulletinView(db, id);
  if (!view || !isVisibleTo(view, viewer)) throw new NotFound();
  return view;
}

export async function composed(db: Db, view: BulletinView): Promise<LoadedComposition> {
  const loaded = await loadComposition(db, view.bulletin.bulletinTypeId);
  if (!loaded) throw new NotFound();
  return loaded;
}

export function problemsOf(
  loaded: LoadedComposition,
  values: BulletinValue[],
  texts: ReturnType<typeof toTexts>,
) {
  // The same check the editor runs as one types, on the composition as it reads.
  return checkComposition(loaded.composition, values, texts, loaded.iconCodes);
}

export async function hasOpenCorrection(db: Db, view: BulletinView): Promise<boolean> {
  return (
    view.correctedById !== null &&
    (await findBulletinView(db, view.correctedById))?.bulletin.status !== 'published'
  );
}

/** Everything a reader of the bulletin needs, with the actions the viewer may take on it now. */
async function detailOf(
  db: Db,
  view: BulletinView,
  viewer: Viewer,
  actor: AuditActor,
): Promise<BulletinDetail> {
  // The check weighs only on actions that need it: from a state none of them starts from
  // (published, withdrawn, superseded), the bulletin is not checked at all.
  const status = view.bulletin.status;
  const weigh = WORKFLOW.some((step) => step.from === status && step.needs.includes('check'));
  const { loaded, reading, problems } = await checkedReading(db, view, weigh);
  const { composition, values, texts, icons } = reading;
  const role = workflowRole(viewer, view.bulletin.authorityId);
  const actions = actionsFor({
    status: view.bulletin.status,
    role,
    userId: actor?.id ?? null,
    lastEditorId: view.bulletin.lastEditorId,
    requiresReview: loaded.type.requiresReview,
    checkPasses: checkPasses(problems),
    hasOpenCorrection: await hasOpenCorrection(db, view),
  });
  return {
    ...readSummary(view, reading),
    composition,
    texts,
    values,
    icons,
    can_edit: canEditBulletin(view.bulletin.status, role),
    actions: toOfferedActions(actions),
  };
}

export async function getBulletin(
  db: Db,
  id: number,
  viewer: Viewer,
  actor: AuditActor,
): Promise<BulletinDetail> {
  const view = await visibleBulletin(db, id, viewer);
  return detailOf(db, view, viewer, actor);
}

export async function checkOfBulletin(db: Db, id: number, viewer: Viewer) {
  const view = await visibleBulletin(db, id, viewer);
  const { problems } = await checkedReading(db, view);
  return toCheck(view.bulletin.revision, problems);
}

/**
 * A bulletin as it reads (a published one as it was published, whatever changed in the reference
 * data since) and the check's problems on it.
 */
async function checkedReading(db: Db, view: BulletinView, weigh = true) {
  const loaded = await composed(db, view);
  const reading = await readingOf(db, view, loaded);
  const problems = weigh
    ? problemsOf({ ...loaded, composition: reading.composition }, reading.values, reading.texts)
    : [];
  return { loaded, reading, problems };
}

/** The check's problems of a bulletin as it is now stored. */
export async function problemsOfBulletin(db: Db, id: number): Promise<CheckProblem[]> {
  const view = await findBulletinView(db, id);
  if (!view) throw new NotFound();
  return problemsOfStored(db, await composed(db, view), id);
}

/** The check's problems of a bulletin as it is now stored, on its type's composition as loaded. */
export async function problemsOfStored(
  db: Db,
  loaded: LoadedComposition,
  id: number,
): Promise<CheckProblem[]> {
  return problemsOf(loaded, await cellsOf(db, id), toTexts(await textsOf(db, id)));
}

/** The check's problems on the cells of some venues of a bulletin, given all those venues' cells. */
export function problemsOfVenues(
  loaded: LoadedComposition,
  venueIds: readonly number[],
  cells: BulletinValue[],
): CheckProblem[] {
  const wanted = new Set(venueIds);
  const venues = loaded.composition.venues.filter((v) => wanted.has(v.id));
  const composition = { ...loaded.composition, venues };
  return problemsOf({ ...loaded, composition }, cells, []).filter((p) => p.cell);
}

/** The authority a type's bulletins belong to: its owner, or for a national type the national authority. */
async function owningAuthority(db: Db, loaded: LoadedComposition): Promise<number> {
  if (loaded.type.authorityId !== null) return loaded.type.authorityId;
  const id = await nationalAuthorityId(db);
  if (id === undefined)
    throw new Conflict(
      'National bulletins belong to the authority of kind national, and there is none: create it first.',
      { code: 'no_national_authority' },
    );
  return id;
}

/**
 * Creates the bulletin of a type for a date, empty or carried over from the type's previous
 * bulletin: its values move by the days between the two issue dates where they still fall within
 * the horizon (and the type still has their venue, slot and data type), marked `copied`; its texts
 * are copied; nothing of its workflow is.
 */
export async function createBulletin(
  db: Db,
  input: BulletinCreate,
  viewer: Viewer,
  actor: AuditActor,
  timeZone: string,
) {
  if (!viewer) throw new NotAuthenticated();
  const loaded = await loadComposition(db, input.bulletin_type_id);
  if (!loaded) throw new ValidationFailed({ bulletin_type_id: ['There is no such bulletin type.'] });
  if (!loaded.type.active)
    throw new ValidationFailed({
      bulletin_type_id: ['This bulletin type is not active: activate it first.'],
    });
  const authorityId = await owningAuthority(db, loaded);
  if (!canWriteBulletinsOf(viewer, authorityId))
    throw new Forbidden('Only members of the authority that owns this bulletin type write its bulletins.');
  return db.transaction(async (tx) => {
    const [existing] = await findIssue(tx, loaded.type.id, input.issue_date);
    if (existing)
      throw new Conflict(
        `The bulletin ${loaded.type.code} of ${input.issue_date} exists already (#${existing.id}, ${existing.status}).`,
        {
          code: 'bulletin_exists',
          params: { id: existing.id, status: existing.status, issue_date: input.issue_date },
        },
        { issue_date: [`A bulletin for this date exists already: #${existing.id}.`] },
      );
    const now = new Date();
    const row = await insertBulletin(tx, {
      bulletinTypeId: loaded.type.id,
      authorityId,
      issueDate: input.issue_date,
      validFrom: instantAt(input.issue_date, '00:00', timeZone),
      validTo: instantAt(addDays(input.issue_date, loaded.composition.days), '00:00', timeZone),
      authorId: actor?.id ?? null,
      lastEditorId: actor?.id ?? null,
      lastEditedAt: now,
    });
    const carried =
      input.copy_from === 'previous' ? await carryOver(tx, loaded, row.id, input.issue_date, actor) : null;
    await recordEvent(tx, {
      bulletinId: row.id,
      kind: 'create',
      actorId: actor?.id ?? null,
      actorUsername: actor?.username ?? '',
      toStatus: 'draft',
      revision: row.revision,
      details: carried ? { copied_from_id: carried.fromId, copied_cells: carried.cells } : null,
    });
    const view = await findBulletinView(tx, row.id);
    if (!view) throw new Error('the new bulletin is gone');
    const detail = await detailOf(tx, view, viewer, actor);
    return { ...detail, copied_cells: carried?.cells ?? 0, copied_from_id: carried?.fromId ?? null };
  });
}

async function carryOver(
  tx: Db,
  loaded: LoadedComposition,
  bulletinId: number,
  issueDate: string,
  actor: AuditActor,
) {
  const previous = await findPrevious(tx, loaded.type.id, issueDate);
  if (!previous) return { fromId: null, cells: 0 };
  const { composition } = loaded;
  const venues = new Set(composition.venues.map((v) => v.id));
  const slots = new Set(composition.slots.map((s) => s.code));
  const dataTypes = new Set(composition.data_types.map((d) => d.id));
  const values = onCalendarOf(
    await valuesOf(tx, previous.id),
    previous.issueDate,
    issueDate,
    composition.days,
  )
    .filter((v) => venues.has(v.venueId) && slots.has(v.slot) && dataTypes.has(v.dataTypeId))
    .map((v) => ({
      bulletinId,
      venueId: v.venueId,
      day: v.day,
      slot: v.slot,
      dataTypeId: v.dataTypeId,
      value: v.value,
      note: v.note,
      source: 'copied' as const,
      origin: `bulletin ${previous.id}`,
      updatedById: actor?.id ?? null,
    }));
  await insertCells(tx, values);
  const languages = new Set(composition.languages);
  await insertTexts(
    tx,
    (await textsOf(tx, previous.id))
      .filter((t) => languages.has(t.language))
      .map((t) => ({
        bulletinId,
        language: t.language,
        title: t.title,
        synopsis: t.synopsis,
        venueNotes: t.venueNotes,
      })),
  );
  return { fromId: previous.id, cells: values.length };
}
