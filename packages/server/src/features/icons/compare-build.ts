import type { BrokenMapping, CellStatus, ComparedSet, IconComparison } from '@bora/shared/icon-compare';
import type { Translations } from '@bora/shared/translations';
import { type Drawability, drawableOf, toIconBrief } from './brief.ts';
import { fallbackFor } from './fallback.ts';
import type { IconMeta } from './repository.ts';
import type { IconSetView } from './set-repository.ts';

export type SetUse = {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  iconSetId: number;
};

/** Everything a comparison is made of, read beforehand: it is assembled without the database. */
export type ComparisonInput = {
  reference: IconSetView;
  sets: IconSetView[];
  /** The icons of the reference set and of every chosen set. */
  icons: IconMeta[];
  /** Icons outside those sets that a mapping points at. */
  targets: IconMeta[];
  drawability: Drawability;
  uses: SetUse[];
};

/** One per variant, or one for all: more than one of a variant leaves a bulletin to choose. */
export function statusOf(mapped: readonly IconMeta[]): CellStatus {
  if (!mapped.length) return 'missing';
  const variants = mapped.map((icon) => icon.variant);
  return new Set(variants).size === variants.length ? 'complete' : 'several';
}

function setBase(set: IconSetView, uses: SetUse[]) {
  return {
    id: set.id,
    code: set.code,
    name: set.name,
    translations: set.translations,
    authority:
      set.authorityId === null
        ? null
        : { id: set.authorityId, code: set.authorityCode ?? '', name: set.authorityName ?? '' },
    icon_count: set.iconCount,
    bulletin_types: uses
      .filter((use) => use.iconSetId === set.id)
      .map(({ id, code, name, translations }) => ({ id, code, name, translations })),
  };
}

/** The reference icon a broken mapping should point at instead: the one of the same code, else of the same weather. */
function remapTarget(icon: IconMeta, target: IconMeta | undefined, references: IconMeta[]): number | null {
  if (target?.referenceIconId && references.some((r) => r.id === target.referenceIconId))
    return target.referenceIconId;
  const alike =
    references.find((r) => r.code === icon.code) ??
    references.find((r) => icon.wmoCode !== null && r.wmoCode === icon.wmoCode && r.variant === icon.variant);
  return alike?.id ?? null;
}

function brokenOf(
  icon: IconMeta,
  input: ComparisonInput,
  references: Map<number, IconMeta>,
  targets: Map<number, IconMeta>,
) {
  const targetId = icon.referenceIconId;
  if (targetId === null) return undefined;
  const reference = references.get(targetId);
  if (reference) {
    if (drawableOf(reference, input.drawability) !== false) return undefined;
    return {
      icon: toIconBrief(icon, input.drawability),
      reference_icon_id: targetId,
      target_code: reference.code,
      problem: 'undrawable',
      detail: `The reference icon “${reference.code}” does not draw; give it a picture that does.`,
      fix: { action: 'replace_picture', reference_icon_id: targetId },
    } satisfies BrokenMapping;
  }
  const target = targets.get(targetId);
  const remap = remapTarget(icon, target, [...references.values()]);
  return {
    icon: toIconBrief(icon, input.drawability),
    reference_icon_id: targetId,
    target_code: target?.code ?? null,
    problem: target ? 'not_reference' : 'missing_target',
    detail: target
      ? `Mapped to “${target.code}”, which is not in the reference set.`
      : `Mapped to icon ${targetId}, which does not exist.`,
    fix:
      remap === null
        ? { action: 'unmap', reference_icon_id: null }
        : { action: 'remap', reference_icon_id: remap },
  } satisfies BrokenMapping;
}

/** The comparison of the chosen sets against the reference set: rows, statuses, counts, gaps and broken mappings. */
export function buildComparison(input: ComparisonInput): IconComparison {
  const references = input.icons.filter((icon) => icon.iconSetId === input.reference.id);
  const referenceById = new Map(references.map((r) => [r.id, r]));
  const targets = new Map([...input.icons, ...input.targets].map((t) => [t.id, t]));
  const brief = (icon: IconMeta) => toIconBrief(icon, input.drawability);
  const covered = new Map<number, Map<number, IconMeta[]>>();
  const sets: ComparedSet[] = input.sets.map((set) => {
    const own = input.icons.filter((icon) => icon.iconSetId === set.id);
    const byReference = new Map<number, IconMeta[]>();
    for (const icon of own) {
      if (icon.referenceIconId === null || !referenceById.has(icon.referenceIconId)) continue;
      byReference.set(icon.referenceIconId, [...(byReference.get(icon.referenceIconId) ?? []), icon]);
    }
    covered.set(set.id, byReference);
    const statuses = references.map((r) => statusOf(byReference.get(r.id) ?? []));
    const unmapped = own.filter((icon) => icon.referenceIconId === null);
    const missing = statuses.filter((s) => s === 'missing').length;
    return {
      ...setBase(set, input.uses),
      counts: {
        mapped: own.filter((icon) => icon.referenceIconId !== null && referenceById.has(icon.referenceIconId))
          .length,
        missing,
        unmapped: unmapped.length,
        several: statuses.filter((s) => s === 'several').length,
        coverage: references.length
          ? Math.round((1000 * (references.length - missing)) / references.length) / 10
          : 0,
      },
      unmapped: unmapped.map(brief),
      broken: own.flatMap((icon) => brokenOf(icon, input, referenceById, targets) ?? []),
    };
  });
  const rows = references.map((reference) => ({
    reference: brief(reference),
    cells: input.sets.map((set) => {
      const byReference = covered.get(set.id) ?? new Map<number, IconMeta[]>();
      const mapped = byReference.get(reference.id) ?? [];
      const status = statusOf(mapped);
      const fallback = status === 'missing' ? fallbackFor(reference, references, byReference) : null;
      return {
        set_id: set.id,
        status,
        icons: mapped.map(brief),
        fallback: fallback && {
          reason: fallback.reason,
          icon: fallback.icon && brief(fallback.icon),
          via_reference_id: fallback.viaReferenceId,
        },
      };
    }),
  }));
  return { reference: setBase(input.reference, input.uses), sets, rows };
}
