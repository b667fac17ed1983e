import type { AcceptedSuggestions, AcceptSuggestions } from '@bora/shared/icon-compare';
import type { Viewer } from '@bora/shared/permissions';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { iconSets } from '../../db/schema/reference.ts';
import { demandCurrent, entityTag } from '../../lib/etag.ts';
import { toIconBrief } from './brief.ts';
import { updateIcon } from './repository.ts';
import { demandOwner, getIconSet } from './set-service.ts';
import { rankUnmapped } from './suggestions.ts';

/** What accepting would do now: its tag names the plan a preview showed. */
type Plan = { answer: AcceptedSuggestions; tag: string };

/**
 * Maps every unmapped icon of the set to its best suggestion when that scores at least
 * `min_score`: all in one transaction, each change audited; with `dry_run`, says what it would do
 * and changes nothing. Whoever may manage the set.
 *
 * A dry run's answer is tagged with the plan it shows (`tag`, sent as its `ETag`); an accept that
 * sends it back as `If-Match` is applied only while the plan is still the same (someone mapping an
 * icon, or an icon added, meanwhile: 412 with the new plan's tag), so that what is mapped is what was
 * previewed.
 */
export async function acceptSuggestions(
  db: Db,
  iconSetId: number,
  request: AcceptSuggestions,
  ifMatch: string | string[] | undefined,
  viewer: Viewer,
  actor: AuditActor,
): Promise<Plan> {
  demandOwner(viewer, (await getIconSet(db, iconSetId)).authorityId);
  return db.transaction(async (tx) => {
    // Two accepts of one set at once would rank the same icons twice.
    await lockRow(tx, iconSets, iconSetId);
    const { ranked, drawability } = await rankUnmapped(tx, iconSetId, 1);
    const chosen = ranked.flatMap(({ icon, candidates: [best] }) =>
      best && best.score >= request.min_score ? [{ icon, best }] : [],
    );
    const answer = (applied: boolean): AcceptedSuggestions => ({
      dry_run: !applied,
      applied: applied && chosen.length > 0,
      min_score: request.min_score,
      mappings: chosen.map(({ icon, best }) => ({
        icon: { ...toIconBrief(icon, drawability), reference_icon_id: applied ? best.reference.id : null },
        reference: toIconBrief(best.reference, drawability),
        score: best.score,
      })),
      // What accepting leaves unmapped: a preview says it before, as the screen reads it.
      left_unmapped: ranked.length - chosen.length,
    });
    const preview = answer(false);
    const tag = entityTag(preview);
    if (request.dry_run) return { answer: preview, tag };
    demandCurrent(ifMatch, tag);
    for (const { icon, best } of chosen) {
      await updateIcon(tx, icon.id, { referenceIconId: best.reference.id });
      await recordAudit(tx, {
        entity: 'icon',
        entityId: icon.id,
        action: 'update',
        actor,
        before: { reference_icon_id: null },
        after: { reference_icon_id: best.reference.id },
      });
    }
    return { answer: answer(true), tag };
  });
}
