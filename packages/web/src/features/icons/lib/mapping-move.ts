import type { Icon } from '@bora/shared/icon';

/** What moving an icon to another reference icon takes away: the one it stands for now. */
export type MappingMove = {
  icon: Icon;
  /** The reference icon it stands for now. */
  from: Icon;
  /** True when no other icon of its set stands for `from`: the move opens a gap there. */
  leavesGap: boolean;
};

/**
 * The move that mapping `icon` to `targetId` makes, or null when it takes nothing away (the icon
 * stands for no reference icon yet, or already for this one). `setIcons` are the icon's set.
 */
export function mappingMove(
  icon: Icon,
  targetId: number,
  referenceIcons: Icon[],
  setIcons: Icon[],
): MappingMove | null {
  const current = icon.reference_icon_id;
  if (current === null || current === targetId) return null;
  const from = referenceIcons.find((reference) => reference.id === current);
  if (!from) return null;
  const leavesGap = !setIcons.some((other) => other.id !== icon.id && other.reference_icon_id === current);
  return { icon, from, leavesGap };
}
