import type { SetSuggestions } from '@bora/shared/icon-compare';
import type { Db } from '../../db/client.ts';
import { toIconBrief } from './brief.ts';
import { referenceSetView } from './compare.ts';
import { iconsOfSets } from './compare-repository.ts';
import { hashMissingSvgs } from './picture-repository.ts';
import { picturesOf } from './pictures.ts';
import type { IconMeta } from './repository.ts';
import { getIconSet } from './set-service.ts';
import { candidateOf, type Ranked, rankReferences } from './suggestion-score.ts';

export type RankedIcon = { icon: IconMeta; candidates: Ranked[] };

/** Each unmapped icon of the set with the reference icons ranked for it (none for the reference set itself). */
export async function rankUnmapped(
  db: Db,
  iconSetId: number,
  limit: number,
): Promise<{ referenceSetId: number; ranked: RankedIcon[]; drawability: Map<number, boolean> }> {
  const set = await getIconSet(db, iconSetId);
  await hashMissingSvgs(db);
  const reference = await referenceSetView(db);
  if (set.isReference) return { referenceSetId: reference.id, ranked: [], drawability: new Map() };
  const icons = await iconsOfSets(db, [reference.id, set.id]);
  const unmapped = icons.filter((icon) => icon.iconSetId === set.id && icon.referenceIconId === null);
  const references = icons.filter((icon) => icon.iconSetId === reference.id);
  const pictures = await picturesOf(db, [...unmapped, ...references]);
  const drawability = new Map<number, boolean>();
  for (const icon of [...unmapped, ...references]) {
    const picture = pictures.get(icon.id);
    if (picture) drawability.set(icon.id, picture.drawable);
  }
  const candidates = references.map((icon) => candidateOf(icon, pictures.get(icon.id)));
  const ranked = unmapped.map((icon) => ({
    icon,
    candidates: rankReferences(candidateOf(icon, pictures.get(icon.id)), candidates, limit),
  }));
  return { referenceSetId: reference.id, ranked, drawability };
}

export async function suggestionsFor(db: Db, iconSetId: number, limit: number): Promise<SetSuggestions> {
  const { referenceSetId, ranked, drawability } = await rankUnmapped(db, iconSetId, limit);
  return {
    icon_set_id: iconSetId,
    reference_set_id: referenceSetId,
    icons: ranked.map(({ icon, candidates }) => ({
      icon: toIconBrief(icon, drawability),
      candidates: candidates.map(({ reference, score, parts }) => ({
        reference: toIconBrief(reference, drawability),
        score,
        parts,
      })),
    })),
  };
}
