import type { Icon } from '@bora/shared/icon';

/** One reference icon and, for each side, the icons of that side's set that stand for it. */
export type AlignedRow = { reference: Icon; left: Icon[]; right: Icon[] };

export type SideSummary = {
  /** Reference icons the set has an icon for. */
  mapped: number;
  /** Reference icons the set has no icon for. */
  gaps: number;
  /** Icons of the set that stand for no reference icon. */
  unmapped: number;
};

export type Alignment = {
  rows: AlignedRow[];
  unmapped: { left: Icon[]; right: Icon[] };
  summary: { left: SideSummary; right: SideSummary };
};

export type SideIcons = { isReference: boolean; icons: Icon[] };

/**
 * Which reference icon an icon stands for: an icon of the reference set stands for itself, any
 * other icon for its `reference_icon_id` (null when unmapped or when that icon is not a known
 * reference icon).
 */
export function standsFor(
  icon: Icon,
  isReference: boolean,
  referenceIds: ReadonlySet<number>,
): number | null {
  const target = isReference ? icon.id : icon.reference_icon_id;
  return target !== null && referenceIds.has(target) ? target : null;
}

function sideOf(side: SideIcons, referenceIds: ReadonlySet<number>) {
  const byReference = new Map<number, Icon[]>();
  const unmapped: Icon[] = [];
  for (const icon of side.icons) {
    const target = standsFor(icon, side.isReference, referenceIds);
    if (target === null) {
      unmapped.push(icon);
    } else {
      byReference.set(target, [...(byReference.get(target) ?? []), icon]);
    }
  }
  return { byReference, unmapped };
}

/**
 * Lines two icon sets up on the reference icons, in the reference icons' order: each row holds
 * what each set has for that reference icon (empty: a gap); icons that stand for no reference
 * icon are listed apart as unmapped.
 */
export function alignIconSets(reference: Icon[], left: SideIcons, right: SideIcons): Alignment {
  const referenceIds = new Set(reference.map((icon) => icon.id));
  const l = sideOf(left, referenceIds);
  const r = sideOf(right, referenceIds);
  const rows = reference.map((icon) => ({
    reference: icon,
    left: l.byReference.get(icon.id) ?? [],
    right: r.byReference.get(icon.id) ?? [],
  }));
  const summaryOf = (pick: (row: AlignedRow) => Icon[], unmapped: Icon[]): SideSummary => {
    const mapped = rows.filter((row) => pick(row).length > 0).length;
    return { mapped, gaps: rows.length - mapped, unmapped: unmapped.length };
  };
  return {
    rows,
    unmapped: { left: l.unmapped, right: r.unmapped },
    summary: {
      left: summaryOf((row) => row.left, l.unmapped),
      right: summaryOf((row) => row.right, r.unmapped),
    },
  };
}
