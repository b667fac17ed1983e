import type { IconMeta } from './repository.ts';

export type FallbackChoice = {
  reason: 'other_variant' | 'same_wmo' | 'same_category' | 'none';
  icon: IconMeta | null;
  viaReferenceId: number | null;
};

const NONE: FallbackChoice = { reason: 'none', icon: null, viaReferenceId: null };

function firstOf(reference: IconMeta, covered: ReadonlyMap<number, IconMeta[]>) {
  const mapped = covered.get(reference.id) ?? [];
  return mapped.find((icon) => icon.variant === reference.variant) ?? mapped[0];
}

/**
 * What a bulletin of a set with no icon for `gap` would show: the set's icon for the same weather
 * in the other variant (day for night), then for the same WMO code, then for the nearest WMO code
 * of the same category; otherwise nothing. `covered`: the set's icons by the reference icon each
 * stands for. Candidates are taken in the reference set's order, so the answer is the same every time.
 */
export function fallbackFor(
  gap: IconMeta,
  references: readonly IconMeta[],
  covered: ReadonlyMap<number, IconMeta[]>,
): FallbackChoice {
  const candidates = references.filter((r) => r.id !== gap.id && covered.has(r.id));
  const pick = (
    reason: FallbackChoice['reason'],
    reference: IconMeta | undefined,
  ): FallbackChoice | undefined => {
    const icon = reference && firstOf(reference, covered);
    return icon && reference ? { reason, icon, viaReferenceId: reference.id } : undefined;
  };
  const sameWmo = gap.wmoCode === null ? [] : candidates.filter((r) => r.wmoCode === gap.wmoCode);
  const inCategory = candidates.filter((r) => r.category === gap.category);
  const gapStem = stem(gap.code);
  const otherVariant =
    gap.variant === 'any'
      ? undefined
      : (sameWmo.find((r) => r.variant !== gap.variant && r.category === gap.category) ??
        inCategory.find((r) => r.variant !== gap.variant && stem(r.code) === gapStem));
  const nearest = inCategory
    .map((r) => ({
      r,
      distance: gap.wmoCode === null || r.wmoCode === null ? 1000 : Math.abs(r.wmoCode - gap.wmoCode),
    }))
    .sort((a, b) => a.distance - b.distance)[0]?.r;
  return (
    pick('other_variant', otherVariant) ??
    pick('same_wmo', sameWmo[0]) ??
    pick('same_category', nearest) ??
    NONE
  );
}

/** A code without its day/night ending: `clear-day` and `clear-night` are one weather. */
function stem(code: string): string {
  return code.replace(/[-_]?(day|night|giorno|notte|d|n)$/i, '');
}
