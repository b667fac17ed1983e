import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { iconsMappedTo, unmapIcons } from './repository.ts';

/**
 * Before icons go, every icon of another set that stood for one of them loses its mapping, with
 * an audit record each (the database would clear it silently).
 */
export async function unmapAll(db: Db, iconIds: number[], actor: AuditActor): Promise<void> {
  const going = new Set(iconIds);
  const mapped = (await iconsMappedTo(db, iconIds)).filter((icon) => !going.has(icon.id));
  await unmapIcons(
    db,
    mapped.map((icon) => icon.id),
  );
  for (const icon of mapped) {
    await recordAudit(db, {
      entity: 'icon',
      entityId: icon.id,
      action: 'update',
      actor,
      before: { reference_icon_id: icon.referenceIconId },
      after: { reference_icon_id: null },
    });
  }
}
