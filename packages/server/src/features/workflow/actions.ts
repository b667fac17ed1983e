import { COMMENT_REQUIRED } from '@bora/shared/bulletin';
import type { LivePerson } from '@bora/shared/bulletin-live';
import { type Viewer, workflowRole } from '@bora/shared/permissions';
import { carriedOrigin } from '@bora/shared/value-origin';
import {
  type BulletinStatus,
  decide,
  type Refusal,
  WORKFLOW,
  type WorkflowAction,
} from '@bora/shared/workflow';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../core/audit.ts';
import type { DomainEventName, DomainEvents } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { Conflict, Forbidden, NotAuthenticated, ValidationFailed } from '../../lib/errors.ts';
import { cellsOf, insertCells, valuesOf } from '../bulletins/cells-repository.ts';
import { problemsOfStored } from '../bulletins/check.ts';
import { composed } from '../bulletins/fetch.ts';
import { lockedBulletin } from '../bulletins/guard.ts';
import { recordEvent } from '../bulletins/history-repository.ts';
import type { StateChange } from '../bulletins/live-signals.ts';
import { announceStates } from '../bulletins/live-signals.ts';
import { correctsWithdrawn, getBulletin, hasOpenCorrection } from '../bulletins/reading.ts';
import {
  type BulletinView,
  changeState,
  findBulletinView,
  insertBulletin,
  nextVersion,
} from '../bulletins/repository.ts';
import { toTexts } from '../bulletins/serialize.ts';
import { takeSnapshot } from '../bulletins/snapshot.ts';
import { saveSnapshot } from '../bulletins/snapshot-repository.ts';
import { insertTexts, textsOf } from '../bulletins/texts-repository.ts';

type ActionRequest = {
  viewer: Viewer;
  actor: AuditActor;
  ifMatch: FastifyRequest['headers']['if-match'];
  comment: string;
  /** Where each step (a correction's opening aside) is told, in its transaction; none: nobody is told. */
  events?: DomainEvents;
  /** Who live clients and every server are told acted (announceStates); none: nobody is told. */
  announceAs?: LivePerson;
};

function refused(
  refusal: Refusal,
  action: WorkflowAction,
  view: BulletinView,
  viewer: Viewer,
  errors: number,
): Error {
  const status = view.bulletin.status;
  switch (refusal) {
    case 'state':
      return new Conflict(`A ${status} bulletin cannot be ${pastTense(action)}.`, {
        code: 'action_not_applicable',
        params: { action, status },
      });
    case 'role':
      return viewer
        ? new Forbidden(
            `Only the authority's ${action === 'submit' || action === 'correct' ? 'members' : 'managers'} may do this.`,
            'workflow_forbidden',
          )
        : new NotAuthenticated();
    case 'comment':
      return new ValidationFailed({
        comment: [action === 'withdraw' ? COMMENT_REQUIRED.withdraw : COMMENT_REQUIRED.return],
      });
    case 'check':
      return new Conflict(`The check finds ${errors} error${errors === 1 ? '' : 's'}: correct them first.`, {
        code: 'check_failed',
        params: { errors },
      });
    case 'reviewer':
      return new Forbidden(
        'This bulletin type needs a second person: someone other than its last editor publishes it.',
        'second_reviewer_required',
      );
    case 'no_open_correction':
      return new Conflict('A correction of this bulletin is open already.', {
        code: 'correction_open',
        params: { id: view.correctedById ?? 0 },
      });
    case 'corrects_live':
      return correctsWithdrawnConflict(view.bulletin.correctsId ?? 0);
  }
}

function correctsWithdrawnConflict(corrected: number): Conflict {
  return new Conflict(`This corrects bulletin #${corrected}, which was withdrawn: it cannot be published.`, {
    code: 'corrects_withdrawn',
    params: { id: corrected },
  });
}

function pastTense(action: WorkflowAction): string {
  return {
    submit: 'submitted',
    return: 'returned',
    publish: 'published',
    withdraw: 'withdrawn',
    correct: 'corrected',
  }[action];
}

/**
 * Takes a workflow action on a bulletin, as the shared workflow table allows it: the state first
 * (409 naming it), then who may (403), then what it needs (a comment, a passing check, a second
 * person, no open correction). `If-Match`, when sent, must name the current revision. The state
 * changes it made (the superseded version's included) are told to every server in its transaction
 * when `announceAs` names who acted.
 */
export async function takeAction(db: Db, id: number, action: WorkflowAction, request: ActionRequest) {
  const states: StateChange[] = [];
  return db.transaction(async (tx) => {
    const view = await lockedBulletin(tx, id, request.viewer, request.ifMatch, {
      versionRequired: false,
      applies: (v) => {
        const decision = decide(action, contextOf(v, request, true, false, false));
        if (!decision.ok && decision.refusal === 'state')
          throw refused('state', action, v, request.viewer, 0);
      },
    });
    const loaded = await composed(tx, view);
    // Only the actions that need a passing check read the whole bulletin to weigh it.
    const needsCheck = WORKFLOW.some((step) => step.action === action && step.needs.includes('check'));
    const problems = needsCheck ? await problemsOfStored(tx, loaded, id) : [];
    const errors = problems.filter((p) => p.severity === 'error').length;
    const context = {
      ...contextOf(
        view,
        request,
        errors === 0,
        await hasOpenCorrection(tx, view),
        // Weighed again by publish() under the corrected version's lock.
        action === 'publish' && (await correctsWithdrawn(tx, view)),
      ),
      requiresReview: loaded.type.requiresReview,
    };
    const decision = decide(action, context, request.comment);
    if (!decision.ok) throw refused(decision.refusal, action, view, request.viewer, errors);
    // The answer is read before the commit: at the commit the distribution's work starts, and on
    // the embedded database it would otherwise go before the answer's reads.
    const answer = async (created: boolean, answered: number) => ({
      created,
      detail: await getBulletin(tx, answered, request.viewer, request.actor),
    });
    const announced = () => (request.announceAs ? announceStates(tx, request.announceAs, states) : undefined);
    if (action === 'correct') {
      const made = await correct(tx, view, request.actor, states);
      await announced();
      return answer(true, made);
    }
    const from = view.bulletin.status;
    if (action === 'publish') await publish(tx, view, request.actor, states);
    const revision = await changeState(tx, id, {
      status: decision.to,
      ...(action === 'publish' ? { issuedAt: new Date() } : {}),
    });
    await event(tx, id, action, request.actor, {
      from,
      to: decision.to,
      revision,
      comment: request.comment,
    });
    states.push({ bulletin: id, action, status: decision.to, revision, comment: request.comment });
    await request.events?.emit(tx, eventOf(action, view), {
      bulletinId: id,
      typeId: view.bulletin.bulletinTypeId,
      actorId: request.actor?.id ?? null,
      comment: request.comment,
    });
    await announced();
    return answer(false, id);
  });
}

/** The domain event of a step (a correction's opening is none: it is a new draft). */
function eventOf(action: Exclude<WorkflowAction, 'correct'>, view: BulletinView): DomainEventName {
  switch (action) {
    case 'submit':
      return 'bulletin.submitted';
    case 'return':
      return 'bulletin.returned';
    case 'publish':
      return view.bulletin.correctsId === null ? 'bulletin.published' : 'bulletin.corrected';
    case 'withdraw':
      return 'bulletin.withdrawn';
  }
}

function contextOf(
  view: BulletinView,
  request: ActionRequest,
  checkPasses: boolean,
  openCorrection: boolean,
  withdrawnCorrected: boolean,
) {
  return {
    status: view.bulletin.status,
    role: workflowRole(request.viewer, view.bulletin.authorityId),
    userId: request.actor?.id ?? null,
    lastEditorId: view.bulletin.lastEditorId,
    requiresReview: false,
    checkPasses,
    hasOpenCorrection: openCorrection,
    correctsWithdrawn: withdrawnCorrected,
  };
}

async function event(
  tx: Db,
  bulletinId: number,
  kind: WorkflowAction | 'supersede',
  actor: AuditActor,
  what: { from: BulletinStatus; to: BulletinStatus; revision: number; comment?: string; details?: unknown },
) {
  await recordEvent(tx, {
    bulletinId,
    kind,
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? '',
    fromStatus: what.from,
    toStatus: what.to,
    revision: what.revision,
    comment: what.comment ?? '',
    details: what.details ?? null,
  });
}

/**
 * Stores the snapshot; a correction being published supersedes the version it corrects. A
 * correction of a bulletin withdrawn since it was opened is refused: what was taken back is not
 * brought back by a draft started before.
 */
async function publish(tx: Db, view: BulletinView, actor: AuditActor, states: StateChange[]) {
  const corrected = view.bulletin.correctsId;
  let old: BulletinView | undefined;
  if (corrected !== null) {
    // Locked before it is read: a withdrawal of it at the same moment waits, or is waited for.
    await lockRow(tx, bulletins, corrected);
    old = await findBulletinView(tx, corrected);
    if (old?.bulletin.status === 'withdrawn') throw correctsWithdrawnConflict(corrected);
  }
  const loaded = await composed(tx, view);
  const values = await cellsOf(tx, view.bulletin.id);
  const texts = toTexts(await textsOf(tx, view.bulletin.id));
  await saveSnapshot(tx, view.bulletin.id, await takeSnapshot(tx, view, loaded, values, texts));
  if (corrected === null || old?.bulletin.status !== 'published') return;
  const revision = await changeState(tx, corrected, { status: 'superseded' });
  await event(tx, corrected, 'supersede', actor, {
    from: 'published',
    to: 'superseded',
    revision,
    details: { superseded_by_id: view.bulletin.id },
  });
  states.push({ bulletin: corrected, action: 'supersede', status: 'superseded', revision });
}

/** A new version of a published bulletin, as a draft with its values and texts; answers its id. */
async function correct(
  tx: Db,
  view: BulletinView,
  actor: AuditActor,
  states: StateChange[],
): Promise<number> {
  const b = view.bulletin;
  const now = new Date();
  const row = await insertBulletin(tx, {
    bulletinTypeId: b.bulletinTypeId,
    authorityId: b.authorityId,
    issueDate: b.issueDate,
    version: await nextVersion(tx, b.bulletinTypeId, b.issueDate),
    correctsId: b.id,
    validFrom: b.validFrom,
    validTo: b.validTo,
    authorId: actor?.id ?? null,
    lastEditorId: actor?.id ?? null,
    lastEditedAt: now,
  });
  const values = await valuesOf(tx, b.id);
  await insertCells(
    tx,
    values.map((v) => ({
      ...v,
      bulletinId: row.id,
      source: 'copied' as const,
      origin: carriedOrigin(v.origin, b.id),
      copiedFromId: b.id,
      updatedAt: now,
    })),
  );
  await insertTexts(
    tx,
    (await textsOf(tx, b.id)).map((t) => ({ ...t, bulletinId: row.id })),
  );
  // The corrected version now names its correction: its answers change, so does its revision.
  const revision = await changeState(tx, b.id, {});
  states.push({ bulletin: b.id, action: 'correct', status: b.status, revision });
  await event(tx, row.id, 'correct', actor, {
    from: 'draft',
    to: 'draft',
    revision: row.revision,
    details: { corrects_id: b.id },
  });
  return row.id;
}
