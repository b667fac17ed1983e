import type { AcceptedSuggestions, AcceptSuggestions } from '@bora/shared/icon-compare';
import type { Viewer } from '@bora/shared/permissions';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { iconSets } from '../../db/schema/reference.ts';
import { toIconBrief } from './brief.ts';
import { updateIcon } from './repository.ts';
import { demandOwner, getIconSet } from './set-service.ts';
import { rankUnmapped } from './suggestions.ts';

/**
 * Maps every unmapped icon of the set to its best suggestion when that scores at least
 * `min_score`: all in one transaction, each change audited; with `dry_run`, says what it would do
 * and changes nothing. Whoever may manage the set.
 */
export async function acceptSuggestions(
  db: Db,
  iconSetId: number,
  request: AcceptSuggestions,
  viewer: Viewer,
  actor: AuditActor,
): Promise<AcceptedSuggestions> {
  demandOwner(viewer, (await getIconSet(db, iconSetId)).authorityId);
  return db.transaction(async (tx) => {
    // Two accepts of one set at once would rank the same icons twice.
    await lockRow(tx, iconSets, iconSetId);
    const { ranked, drawability } = await rankUnmapped(tx, iconSetId, 1);
    const chosen = ranked.flatMap(({ icon, candidates: [best] }) =>
      best && best.score >= request.min_score ? [{ icon, best }] : [],
    );
    if (!request.dry_run) {
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
    }
    return {
      dry_run: request.dry_run,
      applied: !request.dry_run && chosen.length > 0,
      min_score: request.min_score,
      mappings: chosen.map(({ icon, best }) => ({
        icon: {
          ...toIconBrief(icon, drawability),
          reference_icon_id: request.dry_run ? null : best.reference.id,
        },
        reference: toIconBrief(best.reference, drawability),
        score: best.score,
      })),
      left_unmapped: ranked.length - (request.dry_run ? 0 : chosen.length),
    };
  });
}
