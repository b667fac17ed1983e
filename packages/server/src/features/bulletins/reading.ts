import type { BulletinDetail } from '@bora/shared/bulletin';
import { checkPasses } from '@bora/shared/bulletin-check';
import type { ListQuery } from '@bora/shared/pagination';
import { canSeeMembers, type Viewer, workflowRole } from '@bora/shared/permissions';
import { actionsFor, canDiscardDraft, canEditBulletin, WORKFLOW } from '@bora/shared/workflow';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { checkedReading } from './check.ts';
import { visibleBulletin } from './fetch.ts';
import { everSubmitted } from './history-repository.ts';
import { type BulletinFilters, type BulletinView, findBulletinView, listBulletins } from './repository.ts';
import { managersOf } from './reviewers-repository.ts';
import { toBulletinListItem, toOfferedActions } from './serialize.ts';
import { readSummary } from './snapshot.ts';
import { memberOf } from './visibility.ts';
import { returnedOf } from './waiting.ts';
import { withdrawalOf } from './withdrawal.ts';

export async function listBulletinsFor(db: Db, query: ListQuery, filters: BulletinFilters, viewer: Viewer) {
  const { count, rows } = await listBulletins(db, query, filters, memberOf(viewer));
  return { count, results: rows.map(toBulletinListItem) };
}

export async function hasOpenCorrection(db: Db, view: BulletinView): Promise<boolean> {
  return (
    view.correctedById !== null &&
    (await findBulletinView(db, view.correctedById))?.bulletin.status !== 'published'
  );
}

/** Whether the bulletin corrects a version that was withdrawn since (it can then never be published). */
export async function correctsWithdrawn(db: Db, view: BulletinView): Promise<boolean> {
  const corrected = view.bulletin.correctsId;
  return corrected !== null && (await findBulletinView(db, corrected))?.bulletin.status === 'withdrawn';
}

/** Everything a reader of the bulletin needs, with the actions the viewer may take on it now. */
export async function detailOf(
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
    correctsWithdrawn: status === 'submitted' && (await correctsWithdrawn(db, view)),
  });
  return {
    ...readSummary(view, reading),
    composition,
    texts,
    values,
    icons,
    can_edit: canEditBulletin(view.bulletin.status, role),
    // Only a draft its reader writes is looked up in its past.
    can_discard:
      canEditBulletin(status, role) &&
      canDiscardDraft(status, role, await everSubmitted(db, view.bulletin.id)),
    actions: toOfferedActions(actions),
    returned: await returnedOf(db, view, viewer),
    withdrawn: await withdrawalOf(db, view, viewer),
    // Whoever may submit is told who reviews: a member sees the authority's members anyway.
    reviewers:
      actions.some((a) => a.action === 'submit') && canSeeMembers(viewer, view.bulletin.authorityId)
        ? await managersOf(db, view.bulletin.authorityId, actor?.id ?? null)
        : null,
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
