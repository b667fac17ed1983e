import { type Viewer, workflowRole } from '@bora/shared/permissions';
import { canEditBulletin } from '@bora/shared/workflow';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { Conflict, NotFound, PreconditionRequired } from '../../lib/errors.ts';
import { demandCurrent, listedTags } from '../../lib/etag.ts';
import { loadComposition } from './composition.ts';
import { seenBy } from './fetch.ts';
import { type BulletinView, findBulletinView } from './repository.ts';

/** A bulletin's entity tag is its revision, which every write raises. */
export function revisionTag(revision: number): string {
  return `"${revision}"`;
}

/**
 * The bulletin a write is about, locked until the end of the transaction: one the caller cannot
 * see is missing (404); then `applies` says whether the write applies in its state (409); then
 * `If-Match` must name its revision (428 without one where required, 412 with another).
 */
export async function lockedBulletin(
  tx: Db,
  id: number,
  viewer: Viewer,
  ifMatch: FastifyRequest['headers']['if-match'],
  options: { versionRequired: boolean; applies?: (view: BulletinView) => void | Promise<void> },
): Promise<BulletinView> {
  await lockRow(tx, bulletins, id);
  const view = seenBy(await findBulletinView(tx, id), viewer);
  // Whether the write applies at all (a draft, an action from this state) comes before the version.
  await options.applies?.(view);
  if (!listedTags(ifMatch).length && options.versionRequired) throw new PreconditionRequired();
  demandCurrent(ifMatch, revisionTag(view.bulletin.revision));
  return view;
}

/** Values and texts are written on drafts only, by the authority's writers. */
export function demandEditable(view: BulletinView, viewer: Viewer): void {
  const role = workflowRole(viewer, view.bulletin.authorityId);
  if (canEditBulletin(view.bulletin.status, role)) return;
  if (view.bulletin.status !== 'draft')
    throw new Conflict(`Only a draft is edited; this bulletin is ${view.bulletin.status}.`, {
      code: 'bulletin_not_editable',
      params: { status: view.bulletin.status },
    });
  throw new NotFound();
}

/** Who writes (as an origin names them: `senderOf`), and the version they wrote on. */
export type WriteRequest = {
  viewer: Viewer;
  actor: AuditActor;
  sender: string;
  ifMatch: FastifyRequest['headers']['if-match'];
};

/**
 * The draft a write of values or texts is about, locked, with its type's composition; `If-Match`
 * is required unless `versionRequired` is false (checked when given).
 */
export async function lockedDraft(
  tx: Db,
  id: number,
  request: WriteRequest,
  options = { versionRequired: true },
) {
  const view = await lockedBulletin(tx, id, request.viewer, request.ifMatch, {
    versionRequired: options.versionRequired,
    applies: (v) => demandEditable(v, request.viewer),
  });
  const loaded = await loadComposition(tx, view.bulletin.bulletinTypeId);
  if (!loaded) throw new Error('a bulletin without its type');
  return { view, loaded };
}
