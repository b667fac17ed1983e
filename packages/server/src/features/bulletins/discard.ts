import type { LivePerson } from '@bora/shared/bulletin-live';
import { type Viewer, workflowRole } from '@bora/shared/permissions';
import { canDiscardDraft, canEditBulletin } from '@bora/shared/workflow';
import type { FastifyRequest } from 'fastify';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { countCells } from './cells-repository.ts';
import { lockedBulletin } from './guard.ts';
import { eventsSummaryOf, everSubmitted, recordEvent } from './history-repository.ts';
import { announceStates, type StateChange } from './live-signals.ts';
import { type BulletinView, changeState, deleteBulletin, findBulletinView } from './repository.ts';
import { toBulletinSummary, toTexts } from './serialize.ts';
import { textsOf } from './texts-repository.ts';

type DiscardRequest = {
  viewer: Viewer;
  actor: AuditActor;
  ifMatch: FastifyRequest['headers']['if-match'];
  /** Who live clients and every server are told discarded it. */
  announceAs: LivePerson;
};

/**
 * Refuses what cannot be discarded: a bulletin past its draft (409, naming its state), a draft the
 * caller does not write (404, as for its values), a draft that was submitted once (409).
 */
async function demandDiscardable(tx: Db, view: BulletinView, viewer: Viewer): Promise<void> {
  const { status, authorityId, id } = view.bulletin;
  if (status !== 'draft')
    throw new Conflict(
      `Only a draft that was never submitted is discarded; this bulletin is ${status}: a correction or a withdrawal takes it back.`,
      { code: 'bulletin_not_discardable', params: { status } },
    );
  const role = workflowRole(viewer, authorityId);
  if (!canEditBulletin(status, role)) throw new NotFound();
  if (!canDiscardDraft(status, role, await everSubmitted(tx, id)))
    throw new Conflict(
      'This draft was submitted for review once and returned: it is part of the record and is kept. Correct it and submit it again.',
      { code: 'draft_was_submitted' },
    );
}

/**
 * What the audit keeps of a discarded draft, which is gone with its values, texts and history:
 * what it was (type, date, version, what it corrects, revision, titles), its texts, how many cells
 * it held, and who had written in it.
 */
async function recordOf(tx: Db, view: BulletinView) {
  const id = view.bulletin.id;
  const history = await eventsSummaryOf(tx, id);
  return {
    ...toBulletinSummary(view),
    texts: toTexts(await textsOf(tx, id)),
    value_cells: await countCells(tx, id),
    history_events: history.events,
    written_by: history.actors,
  };
}

/**
 * Discards a draft that was never submitted, `If-Match` required: the bulletin is deleted in one
 * transaction with everything that is its own (values, texts, history, notifications), its type and
 * date are free for a new one, and the audit keeps the record. A correction's draft leaves the
 * version it corrects published as it was; that version's history says the correction was
 * discarded, and it may be corrected again. Live clients of both hear it once it commits.
 */
export async function discardDraft(db: Db, id: number, request: DiscardRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const view = await lockedBulletin(tx, id, request.viewer, request.ifMatch, {
      versionRequired: true,
      applies: (v) => demandDiscardable(tx, v, request.viewer),
    });
    const { bulletin } = view;
    await recordAudit(tx, {
      entity: 'bulletin',
      entityId: id,
      action: 'delete',
      actor: request.actor,
      before: await recordOf(tx, view),
    });
    const states: StateChange[] = [
      { bulletin: id, action: 'discard', status: bulletin.status, revision: bulletin.revision },
    ];
    const corrected =
      bulletin.correctsId === null ? undefined : await findBulletinView(tx, bulletin.correctsId);
    if (corrected) {
      // Published, or withdrawn since: it stays so, but no longer names a correction. Its answers
      // change, so does its revision.
      const { id: correctedId, status } = corrected.bulletin;
      const revision = await changeState(tx, correctedId, {});
      await recordEvent(tx, {
        bulletinId: correctedId,
        kind: 'discard',
        actorId: request.actor?.id ?? null,
        actorUsername: request.actor?.username ?? '',
        fromStatus: status,
        toStatus: status,
        revision,
        details: { discarded_id: id },
      });
      states.push({ bulletin: correctedId, action: 'discard', status, revision });
    }
    await deleteBulletin(tx, id);
    await announceStates(tx, request.announceAs, states);
  });
}
